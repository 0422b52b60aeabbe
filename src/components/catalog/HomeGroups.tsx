import { Fragment, useEffect, useRef, useState } from 'react';
import { genderBannerHref, GENDER_BANNER_GROUP_ID, groupViewAllHref } from '../../lib/catalog/group-links.ts';
import { EDGE_RENDERED_GROUPS, embedServes, HOME_DATA_ID, readHomeEmbed, type HomeEmbed } from '../../lib/catalog/home-embed.ts';
import { shouldReloadHome, type HomeSelection } from '../../lib/catalog/home-reload.ts';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import { getHomeGroups } from '../../lib/api/catalog.ts';
import type { ProductGroup } from '../../lib/contract/catalog.ts';
import { $global } from '../../stores/global.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import { reconnectedEarlier } from '../../lib/offline/reconnection.ts';
import GroupHeader from './GroupHeader.tsx';
import ProductCarousel, { CAROUSEL_PLACEHOLDER_CLASS, CarouselPlaceholder } from './ProductCarousel.tsx';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import type { HomeIslandMessages } from '../../lib/i18n/island-messages.ts';
import { home as englishHome } from '../../lib/i18n/messages/en.ts';
import { CardLocale } from './locale-context.ts';
import { blocksAt, type HomeCollectionBlock, type HomeCollectionsEmbed } from '../../lib/collections/home-blocks.ts';
import { HOME_COLLECTIONS_EMBEDDED, HomeCollectionBlockView } from '../collections/HomeCollections.tsx';
import { useNearScreen } from '../ui/use-near-screen.ts';
import { useWords, WordsProvider } from '../ui/words.tsx';

type HomeState =
  | { status: 'loading' }
  /** `rendered`: the edge's groups (their cards keep the edge's currency and instant until a reload). */
  | { status: 'ready'; groups: ProductGroup[]; rendered: HomeEmbed | null };

/** The class of the loading row (the page as built, before the island has loaded the groups). */
const LOADING_CLASS = 'home-groups--loading';

/**
 * What the sleeping island watches to wake as it comes near the screen (client:interaction's
 * `visibleTargets`): the loading row of the page as built, or the placeholder rows of the groups the
 * edge rendered without cards. Groups rendered with their cards need no code to be seen.
 */
export const HOME_WAKE_TARGETS = `.${LOADING_CLASS}, .${CAROUSEL_PLACEHOLDER_CLASS}`;

/**
 * The groups as the edge rendered them (src/edge/home-page.ts), read and checked once: the
 * island hydrates from them (the same markup, no request).
 */
const EMBEDDED: HomeEmbed | null = typeof document !== 'undefined' ? readHomeEmbed(document.getElementById(HOME_DATA_ID)?.textContent) : null;

function selectionOf(): HomeSelection {
  const { currency, location } = $global.get();
  return { currency, location };
}

/** The page's addresses (/ms/search… on the Malay home page), for the parts below; their words come from the island's WordsProvider. */
interface Words {
  at: (href: string) => string;
}

function GenderBanners({ heading, at }: { heading: string } & Words) {
  const t = useWords('home', englishHome);
  return (
    <div className="gender-banners">
      <a className="gender-banner gender-banner--women" href={at(genderBannerHref(heading, 'Women'))}>
        <span className="gender-banner__eyebrow">{heading}</span>
        <span className="gender-banner__label">{t.shopWomen}</span>
      </a>
      <a className="gender-banner gender-banner--men" href={at(genderBannerHref(heading, 'Men'))}>
        <span className="gender-banner__eyebrow">{heading}</span>
        <span className="gender-banner__label">{t.shopMen}</span>
      </a>
    </div>
  );
}

/** Cards rendered in a placeholder row: enough to fill the widest row. */
const PLACEHOLDER_SLIDES = 6;

interface GroupProps extends Words {
  group: ProductGroup;
  first: boolean;
  /** Rendered by the edge with its cards, priced in its currency at its instant. */
  rendered: HomeEmbed | null;
  /**
   * The page's first layout skips it (a region below the first screen, src/early/offscreen-regions.ts):
   * groups the edge rendered. Groups rendered here come after the load, and are laid out as they come.
   */
  offscreen: boolean;
  imageResizing: ImageResizing | undefined;
}

function GroupSection({ group, first, rendered, offscreen, imageResizing, at }: GroupProps) {
  const t = useWords('home', englishHome);
  const headingId = `home-group-${group.id}`;
  const section = useRef<HTMLElement>(null);
  // Groups far down the page render their cards only as they approach: the first screen stays cheap.
  const near = useNearScreen(section, '400px 0px', rendered !== null);
  return (
    <section className="home-group" aria-labelledby={headingId} data-offscreen={offscreen ? '' : undefined} ref={section}>
      <GroupHeader
        id={headingId}
        heading={group.heading}
        link={{ href: at(groupViewAllHref(group)), text: t.viewAll, label: format(t.viewAllOf, { heading: group.heading }) }}
      />
      {near ? (
        <ProductCarousel
          products={group.items}
          label={group.heading}
          priorityFirst={first}
          currency={rendered?.currency}
          now={rendered?.renderedAt}
          imageResizing={imageResizing}
        />
      ) : (
        <CarouselPlaceholder count={Math.min(PLACEHOLDER_SLIDES, group.items.length)} />
      )}
      {group.id === GENDER_BANNER_GROUP_ID && <GenderBanners heading={group.heading} at={at} />}
    </section>
  );
}

interface Props {
  /** The groups, when the edge renders the island (in the browser they come from the page's JSON block). */
  initial?: HomeEmbed;
  /** Image resizing of the edge's environment (ProductImage); the build's setting in the browser. */
  imageResizing?: ImageResizing;
  /**
   * A page in another language (issue 26): its locale and words, passed by the page (and by the edge
   * renderer, the same). Without them the island speaks English, the only language its code holds.
   */
  locale?: Locale;
  messages?: HomeIslandMessages;
  /**
   * Marketing's collections (issue 36: src/lib/collections/home-blocks.ts), placed between the groups;
   * which of them show is the edge's decision, `collectionsEmbed` when it renders the island, else the
   * page's JSON block. None shows without it (a campaign is never shown outside its window).
   */
  collections?: HomeCollectionBlock[];
  collectionsEmbed?: HomeCollectionsEmbed;
}

/**
 * The product groups of the home page from GET /v3/home for the chosen currency and location:
 * a spinner while loading, 'No DATA' when there are none, and a reload when the choice changes.
 * Rendered at the edge (initial), it starts from those groups and asks nothing while they are the
 * ones for the shopper's choice.
 * Its product cards link to the product page in the page's language (issue 26).
 */
export default function HomeGroups(props: Props) {
  return (
    <CardLocale.Provider value={props.locale ?? 'en'}>
      <WordsProvider words={props.messages}>
        <Groups {...props} />
      </WordsProvider>
    </CardLocale.Provider>
  );
}

function Groups({ initial, imageResizing, locale = 'en', collections = [], collectionsEmbed }: Props) {
  const decided = collectionsEmbed ?? HOME_COLLECTIONS_EMBEDDED;
  const blocksAfter = (index: number, groupCount: number) =>
    blocksAt(collections, index, groupCount).map((block) => (
      <HomeCollectionBlockView
        key={`collections-${block.tiles.map((tile) => tile.slug).join('-')}`}
        block={block}
        embed={decided}
        imageResizing={imageResizing}
      />
    ));
  const t = useWords('home', englishHome);
  const at = (href: string) => localizePath(href, locale);
  const [start] = useState(() => initial ?? EMBEDDED);
  const [state, setState] = useState<HomeState>(() => (start ? { status: 'ready', groups: start.groups, rendered: start } : { status: 'loading' }));
  const loaded = useRef<HomeSelection | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const load = (selection: HomeSelection) => {
      loaded.current = selection;
      const ticket = ++request.current;
      setState({ status: 'loading' });
      getHomeGroups(selection.currency?.code ?? '', selection.location?.country_code ?? '')
        .then((groups) => {
          if (ticket === request.current) setState({ status: 'ready', groups, rendered: null });
        })
        .catch((error: unknown) => {
          console.error('Cannot load the home product groups', error);
          if (ticket === request.current) setState({ status: 'ready', groups: [], rendered: null });
        });
    };
    // The edge's groups stand while they are for this shopper's choice (the cookie it read can lag
    // behind local storage: then they are loaded again, as after a change).
    // A connection that came back before this island started: the edge's groups may be the offline
    // worker's copy.
    const current = selectionOf();
    if (embedServes(start, current) && !reconnectedEarlier()) loaded.current = current;
    else load(current);
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
  }, [start]);

  if (state.status === 'loading') {
    return (
      <div className={`home-groups ${LOADING_CLASS}`} role="status" aria-live="polite">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">{t.loading}</span>
      </div>
    );
  }
  if (state.groups.length === 0) {
    return (
      <div className="home-groups home-groups--empty">
        <p>{t.noData}</p>
        {blocksAfter(0, 0)}
      </div>
    );
  }
  const count = state.groups.length;
  return (
    <div className="home-groups">
      {blocksAfter(0, count)}
      {state.groups.map((group, index) => (
        <Fragment key={group.id}>
          <GroupSection
            group={group}
            first={index === 0}
            rendered={state.rendered && index < EDGE_RENDERED_GROUPS ? state.rendered : null}
            offscreen={state.rendered !== null}
            imageResizing={imageResizing}
            at={at}
          />
          {blocksAfter(index + 1, count)}
        </Fragment>
      ))}
    </div>
  );
}
