import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getProductsByIds } from '../../lib/api/catalog.ts';
import { productIdFromPath } from '../../lib/catalog/product-links.ts';
import { shownViewed } from '../../lib/catalog/recently-viewed.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import { GLOBAL_DEFAULTS, $global } from '../../stores/global.ts';
import { $recentlyViewed } from '../../stores/recently-viewed.ts';
import ProductCarousel from './ProductCarousel.tsx';
import ProductGrid from './ProductGrid.tsx';
import { CardLocale } from './locale-context.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { home } from '../../lib/i18n/messages/en.ts';
import { WordsProvider } from '../ui/words.tsx';
import type { Section } from '../../lib/i18n/messages/types.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; cards: ProductCard[] } | { status: 'failed' };

interface Props {
  /** 'carousel' under the home groups and on product pages; 'grid' on the offline page. */
  layout?: 'carousel' | 'grid';
  /** Shown when there is nothing to show (the offline page says so); otherwise the section is left out. */
  emptyText?: string;
  /** The section's title and the cards' words on a page in another language (issue 26). */
  title?: string;
  words?: Section<'productCard'>;
  /** The carousel arrows' names on a page in another language. */
  arrows?: { prev: string; next: string };
  /** The page's language: the cards link to the product page in it (issue 26). */
  locale?: Locale;
}

/**
 * 'Recently viewed' (issue 13): the products this shopper opened, newest first, from one batched
 * call (GET /v2/inventories?ids=…) in the chosen currency, leaving out the product on screen. The
 * call always asks for the whole list, so the service worker's copy of it serves every page offline.
 */
export default function RecentlyViewed({ layout = 'carousel', emptyText, title = home.recentlyViewed, words, arrows, locale = 'en' }: Props) {
  const ids = useStore($recentlyViewed, { ssr: () => [] });
  const { currency } = useStore($global, { ssr: () => GLOBAL_DEFAULTS });
  const [onScreen, setOnScreen] = useState<number | null>(null);
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [refresh, setRefresh] = useState(0);

  useEffect(() => {
    setOnScreen(productIdFromPath(location.pathname));
    const reload = () => setRefresh((count) => count + 1);
    window.addEventListener(RECONNECTED_EVENT, reload);
    return () => window.removeEventListener(RECONNECTED_EVENT, reload);
  }, []);

  const key = ids.join(',');
  useEffect(() => {
    if (!key) {
      setState({ status: 'ready', cards: [] });
      return;
    }
    let current = true;
    getProductsByIds(key.split(',').map(Number), currency.code)
      .then((cards) => {
        if (current) setState({ status: 'ready', cards });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn('Cannot load recently viewed products', error);
        setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [key, currency.code, refresh]);

  const cards = state.status === 'ready' ? shownViewed(state.cards, onScreen) : [];
  // Always an element: client:visible hydrates when one of the island's elements comes on screen.
  if (cards.length === 0) {
    // While the list is read, the empty text shows only where this device has viewed nothing (the
    // 'viewed' hint, wake-hints.ts): a page whose island sleeps until used still says so.
    const reading = state.status === 'loading';
    return (
      <div className="recently-viewed-slot">
        {emptyText && <p className={reading ? 'recently-viewed__empty recently-viewed__empty--until-read' : 'recently-viewed__empty'}>{emptyText}</p>}
      </div>
    );
  }
  return (
    <CardLocale.Provider value={locale}>
      <WordsProvider words={words ? { productCard: words } : undefined}>
        <section className={`recently-viewed recently-viewed--${layout}`} aria-labelledby="recently-viewed-heading">
          <header className="home-group__header">
            <h2 id="recently-viewed-heading" className="home-group__heading">
              {title}
            </h2>
          </header>
          {layout === 'grid' ? (
            <ProductGrid products={cards} label={title} eagerCount={0} />
          ) : (
            <ProductCarousel products={cards} label={title} {...(arrows ? { arrowLabels: arrows } : {})} />
          )}
        </section>
      </WordsProvider>
    </CardLocale.Provider>
  );
}
