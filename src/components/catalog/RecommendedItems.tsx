import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getRecommendations } from '../../lib/api/catalog.ts';
import { httpStatus } from '../../lib/api/http.ts';
import { productIdFromPath, recommendedHref } from '../../lib/catalog/product-links.ts';
import { embedRecommends, readRecommendedEmbed, RECOMMENDED_DATA_ID, type RecommendedEmbed } from '../../lib/catalog/recommended-embed.ts';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import type { ProductCard } from '../../lib/contract/catalog.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { recommended as englishWords } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { $global } from '../../stores/global.ts';
import GroupHeader from './GroupHeader.tsx';
import ProductCarousel from './ProductCarousel.tsx';
import ProductGrid from './ProductGrid.tsx';
import { CardLocale } from './locale-context.ts';
import { whileCurrent } from '../ui/while-current.ts';
import { WordsProvider } from '../ui/words.tsx';

/** Ready: the items, the instant their deal rule applies, and the currency they were asked in (the edge's, for its render). */
type Loaded = { status: 'loading' } | { status: 'ready'; items: ProductCard[]; now: number; currency?: RecommendedEmbed['currency'] } | { status: 'failed' };

/**
 * The words on a page in another language (issue 26): the section's, the cards' and the carousel
 * arrows' names, with the page's locale for links. An English page's islands carry English only.
 */
export interface RecommendedProps {
  words?: Section<'recommended'>;
  card?: Section<'productCard'>;
  arrows?: { prev: string; next: string };
  locale?: Locale;
}

function fromEmbed(embed: RecommendedEmbed): Loaded {
  return { status: 'ready', items: embed.items, now: embed.renderedAt, currency: embed.currency };
}

/**
 * Items recommended for the product in the page's URL, in the chosen currency; reloads when it
 * changes. `start`: what the edge rendered (the grid's page), used while it answers the same product
 * and currency, so the island takes over without asking again.
 */
function useRecommendations(locale: Locale, start: RecommendedEmbed | null = null): { id: number | null; state: Loaded } {
  const { currency } = useStore($global);
  const [id, setId] = useState<number | null>(start?.productId ?? null);
  const [state, setState] = useState<Loaded>(start ? fromEmbed(start) : { status: 'loading' });

  useEffect(() => {
    setId(productIdFromPath(location.pathname));
  }, []);

  useEffect(() => {
    if (id === null) return;
    if (embedRecommends(start, id, currency.code)) {
      setState(fromEmbed(start));
      return;
    }
    return whileCurrent(
      getRecommendations(id, currency.code),
      (items) => setState({ status: 'ready', items, now: Date.now() }),
      (error) => {
        if (httpStatus(error) === 404) {
          location.replace(localizePath('/item-not-found', locale));
          return;
        }
        console.error('Cannot load recommended items', error);
        setState({ status: 'failed' });
      },
    );
  }, [id, currency.code, locale, start]);

  return { id, state };
}

/** 'Recommended items' carousel under a product. */
export function RecommendedCarousel({ words = englishWords, card, arrows, locale = 'en' }: RecommendedProps) {
  const { id, state } = useRecommendations(locale);
  if (state.status !== 'ready' || state.items.length === 0) {
    return state.status === 'loading' ? <div className="recommended__placeholder" aria-hidden="true" /> : null;
  }
  return (
    <CardLocale.Provider value={locale}>
      <WordsProvider words={card ? { productCard: card } : undefined}>
        <section className="recommended" aria-labelledby="recommended-heading">
          <GroupHeader
            id="recommended-heading"
            heading={words.title}
            link={id !== null ? { href: localizePath(recommendedHref(id), locale), text: words.viewAll } : null}
          />
          <ProductCarousel products={state.items} label={words.title} {...(arrows ? { arrowLabels: arrows } : {})} />
        </section>
      </WordsProvider>
    </CardLocale.Provider>
  );
}

/** What the edge rendered into the page (src/edge/recommended-page.ts), read once in the browser. */
const EMBEDDED: RecommendedEmbed | null =
  typeof document !== 'undefined' ? readRecommendedEmbed(document.getElementById(RECOMMENDED_DATA_ID)?.textContent) : null;

/**
 * /recommended/{id}: the recommended items as a grid. Rendered at the edge from `initial` (the same
 * answer the page embeds for the browser), it starts from it and asks nothing.
 */
export function RecommendedGrid({
  words = englishWords,
  card,
  locale = 'en',
  initial,
  imageResizing,
}: RecommendedProps & { initial?: RecommendedEmbed; imageResizing?: ImageResizing }) {
  const { state } = useRecommendations(locale, initial ?? EMBEDDED);
  if (state.status === 'loading') {
    return (
      <div className="home-groups--loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">{words.loading}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return <p className="recommended__empty">{words.failed}</p>;
  }
  if (state.items.length === 0) return <p className="recommended__empty">{words.noData}</p>;
  return (
    <CardLocale.Provider value={locale}>
      <WordsProvider words={card ? { productCard: card } : undefined}>
        <ProductGrid
          products={state.items}
          label={words.title}
          now={state.now}
          {...(state.currency ? { currency: state.currency } : {})}
          {...(imageResizing !== undefined ? { imageResizing } : {})}
        />
      </WordsProvider>
    </CardLocale.Provider>
  );
}
