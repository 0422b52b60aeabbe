import { useEffect, useRef, useState, type RefObject } from 'react';
import { genderBannerHref, GENDER_BANNER_GROUP_ID, groupViewAllHref } from '../../lib/catalog/group-links.ts';
import { shouldReloadHome, type HomeSelection } from '../../lib/catalog/home-reload.ts';
import { getHomeGroups } from '../../lib/api/catalog.ts';
import type { ProductGroup } from '../../lib/contract/catalog.ts';
import { $global } from '../../stores/global.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import ProductCarousel, { CarouselPlaceholder } from './ProductCarousel.tsx';

type HomeState = { status: 'loading' } | { status: 'ready'; groups: ProductGroup[] };

function selectionOf(): HomeSelection {
  const { currency, location } = $global.get();
  return { currency, location };
}

function GenderBanners({ heading }: { heading: string }) {
  return (
    <div className="gender-banners">
      <a className="gender-banner gender-banner--women" href={genderBannerHref(heading, 'Women')}>
        <span className="gender-banner__eyebrow">{heading}</span>
        <span className="gender-banner__label">SHOP WOMEN</span>
      </a>
      <a className="gender-banner gender-banner--men" href={genderBannerHref(heading, 'Men')}>
        <span className="gender-banner__eyebrow">{heading}</span>
        <span className="gender-banner__label">SHOP MEN</span>
      </a>
    </div>
  );
}

/** True once the element comes within `margin` of the screen (and stays true). */
function useNearScreen(ref: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/** Cards rendered in a placeholder row: enough to fill the widest row. */
const PLACEHOLDER_SLIDES = 6;

function GroupSection({ group, first }: { group: ProductGroup; first: boolean }) {
  const headingId = `home-group-${group.id}`;
  const section = useRef<HTMLElement>(null);
  // Groups far down the page render their cards only as they approach: the first screen stays cheap.
  const near = useNearScreen(section, '400px 0px');
  return (
    <section className="home-group" aria-labelledby={headingId} ref={section}>
      <header className="home-group__header">
        <h2 id={headingId} className="home-group__heading">
          {group.heading}
        </h2>
        <a className="home-group__view-all" href={groupViewAllHref(group)} aria-label={`View all ${group.heading}`}>
          View all
        </a>
      </header>
      {near ? (
        <ProductCarousel products={group.items} label={group.heading} priorityFirst={first} />
      ) : (
        <CarouselPlaceholder count={Math.min(PLACEHOLDER_SLIDES, group.items.length)} />
      )}
      {group.id === GENDER_BANNER_GROUP_ID && <GenderBanners heading={group.heading} />}
    </section>
  );
}

/**
 * The product groups of the home page from GET /v3/home for the chosen currency and location:
 * a spinner while loading, 'No DATA' when there are none, and a reload when the choice changes.
 */
export default function HomeGroups() {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const loaded = useRef<HomeSelection | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const load = (selection: HomeSelection) => {
      loaded.current = selection;
      const ticket = ++request.current;
      setState({ status: 'loading' });
      getHomeGroups(selection.currency?.code ?? '', selection.location?.country_code ?? '')
        .then((groups) => {
          if (ticket === request.current) setState({ status: 'ready', groups });
        })
        .catch((error: unknown) => {
          console.error('Cannot load the home product groups', error);
          if (ticket === request.current) setState({ status: 'ready', groups: [] });
        });
    };
    load(selectionOf());
    // The connection came back: the groups as they are now (src/lib/api/http.ts asks for fresh answers).
    const reload = () => load(selectionOf());
    window.addEventListener(RECONNECTED_EVENT, reload);
    const unlisten = $global.listen(() => {
      const next = selectionOf();
      if (loaded.current && shouldReloadHome(loaded.current, next)) load(next);
    });
    return () => {
      window.removeEventListener(RECONNECTED_EVENT, reload);
      unlisten();
    };
  }, []);

  if (state.status === 'loading') {
    return (
      <div className="home-groups home-groups--loading" role="status" aria-live="polite">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">Loading products</span>
      </div>
    );
  }
  if (state.groups.length === 0) {
    return (
      <div className="home-groups home-groups--empty">
        <p>No DATA</p>
      </div>
    );
  }
  return (
    <div className="home-groups">
      {state.groups.map((group, index) => (
        <GroupSection key={group.id} group={group} first={index === 0} />
      ))}
    </div>
  );
}
