/**
 * Islands rendered to HTML by React's server renderer, for the edge (issue 12): the same components
 * the browser hydrates, started from the same embedded data (/search's first page, the home groups,
 * the product section).
 *
 * The edge's type check (functions/tsconfig.json: Workers types, no DOM) sees this module through
 * its declaration, island-renderers.edge.d.ts (the '#island-renderers' import); the lines
 * at the bottom hold the two together.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { HomeEmbed } from '../lib/catalog/home-embed.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import type { ProductViewOptions } from '../lib/catalog/product-view.ts';
import type { ProductDetail } from '../lib/contract/catalog.ts';
import type { SearchEmbed } from '../lib/search/search-embed.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { homeIslandMessages, productIslandMessages, searchIslandMessages } from '../lib/i18n/island-messages.ts';
import type * as Declared from './island-renderers.edge.d.ts';
import HomeGroups from '../components/catalog/HomeGroups.tsx';
import { RecommendedGrid } from '../components/catalog/RecommendedItems.tsx';
import type { RecommendedEmbed } from '../lib/catalog/recommended-embed.ts';
import { messagesOf } from '../lib/i18n/messages.ts';
import ProductSection from '../components/catalog/ProductSection.tsx';
import SearchResults from '../components/search/SearchResults.tsx';
import type { PriceGuide } from '../lib/contract/price-guide.ts';
import type { GuideWords } from '../lib/price-guide/local-text.ts';
import ProductPriceGuide, { type ProductPriceGuideProps } from '../components/price-guide/ProductPriceGuide.tsx';
import PriceStrip from '../components/price-guide/PriceStrip.tsx';
import SellEstimate, { type SellView } from '../components/price-guide/SellEstimate.tsx';
import CollectionGrid from '../components/collections/CollectionGrid.tsx';
import type { CollectionEmbed } from '../lib/collections/collection-embed.ts';
import type { HomeCollectionBlock, HomeCollectionsEmbed } from '../lib/collections/home-blocks.ts';
import { collectionIslandWords } from '../lib/collections/collection-words.ts';

/**
 * An island's inner HTML. identifierPrefix is the island's own (Astro's `prefix` attribute), so ids
 * match at hydration.
 */
export function renderSearchIsland(embed: SearchEmbed, identifierPrefix: string, imageResizing: ImageResizing, locale: Locale = 'en'): string {
  // The words the page gave the island (src/components/pages/SearchPage.astro): the same, so hydration matches.
  const words = locale === 'en' ? {} : { locale, messages: searchIslandMessages(locale) };
  return renderToString(<SearchResults initial={embed} imageResizing={imageResizing} {...words} />, { identifierPrefix });
}

export function renderHomeIsland(
  embed: HomeEmbed,
  identifierPrefix: string,
  imageResizing: ImageResizing,
  locale: Locale = 'en',
  collections?: { blocks: HomeCollectionBlock[]; embed: HomeCollectionsEmbed },
): string {
  // The words and collections the page gave the island (src/components/pages/HomePage.astro): the same, so hydration matches.
  const words = locale === 'en' ? {} : { locale, messages: homeIslandMessages(locale) };
  const placed = collections ? { collections: collections.blocks, collectionsEmbed: collections.embed } : {};
  return renderToString(<HomeGroups initial={embed} imageResizing={imageResizing} {...words} {...placed} />, { identifierPrefix });
}

export function renderRecommendedIsland(embed: RecommendedEmbed, identifierPrefix: string, imageResizing: ImageResizing, locale: Locale = 'en'): string {
  // The words the page gave the island (src/components/pages/RecommendedPage.astro): the same, so hydration matches.
  const m = messagesOf(locale);
  const words = locale === 'en' ? {} : { locale, words: m.recommended, card: m.productCard };
  return renderToString(<RecommendedGrid initial={embed} imageResizing={imageResizing} {...words} />, { identifierPrefix });
}

export function renderCollectionIsland(embed: CollectionEmbed, identifierPrefix: string, imageResizing: ImageResizing, locale: Locale = 'en'): string {
  // The words the page gave the island (src/components/pages/CollectionPage.astro): the same, so hydration matches.
  const words = locale === 'en' ? {} : { locale, ...collectionIslandWords(locale) };
  return renderToString(<CollectionGrid initial={embed} imageResizing={imageResizing} {...words} />, { identifierPrefix });
}

/**
 * The product section's HTML (the inside of #product-root). `priceGuide`: a server-only part rendered
 * after the details (issue 25); say so in the embedded view (servedPriceGuide) for the browser.
 */
export function renderProductSection(product: ProductDetail, options: ProductViewOptions, priceGuide?: ReactNode, locale: Locale = 'en'): string {
  // The words the localized shell gives the page script (src/pages/[locale]/shells/product.astro): the same, so hydration matches.
  const words = locale === 'en' ? {} : { words: productIslandMessages(locale) };
  const html = renderToString(<ProductSection product={product} {...options} priceGuide={priceGuide} {...words} />);
  // React writes a preload <link> before the markup for an eager <img> outside a <picture> (a
  // backend's image, the default image). The page's Link header preloads the gallery's first image
  // already, and a <link> inside #product-root is not part of the tree the browser hydrates.
  return html.replace(LEADING_PRELOADS, '');
}

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

export const declaredSearch: typeof Declared.renderSearchIsland = renderSearchIsland;
export const declaredHome: typeof Declared.renderHomeIsland = renderHomeIsland;
export const declaredRecommended: typeof Declared.renderRecommendedIsland = renderRecommendedIsland;
export const declaredCollection: typeof Declared.renderCollectionIsland = renderCollectionIsland;
export const declaredProduct: typeof Declared.renderProductSection = renderProductSection;

/**
 * Price insight (issue 25): server-only sections, no hydration (no island, no script). The product
 * page's goes into the product section's server-only slot (renderProductSection's `priceGuide`).
 */
export function productPriceGuide(props: ProductPriceGuideProps): ReactNode {
  return <ProductPriceGuide {...props} />;
}

export function renderPriceStrip(guide: PriceGuide, symbol: string, text: string, words?: GuideWords): string {
  return renderToString(<PriceStrip guide={guide} symbol={symbol} text={text} {...(words ? { words } : {})} />);
}

export function renderSellEstimate(view: SellView): string {
  return renderToString(<SellEstimate {...view} />);
}

export const declaredProductPriceGuide: typeof Declared.productPriceGuide = productPriceGuide;
export const declaredPriceStrip: typeof Declared.renderPriceStrip = renderPriceStrip;
export const declaredSellEstimate: typeof Declared.renderSellEstimate = renderSellEstimate;
