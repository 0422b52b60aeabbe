/**
 * The islands' server renders (island-renderers.tsx beside it) as the edge's type check sees
 * them: that module is React and DOM code, checked by `astro check`, which also checks it against
 * this declaration. Imported as '#island-renderers' (package.json "imports").
 */
import type { ReactNode } from 'react';
import type { HomeEmbed } from '../lib/catalog/home-embed.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import type { ProductViewOptions } from '../lib/catalog/product-view.ts';
import type { ProductDetail } from '../lib/contract/catalog.ts';
import type { SearchEmbed } from '../lib/search/search-embed.ts';
import type { RecommendedEmbed } from '../lib/catalog/recommended-embed.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import type { CollectionEmbed } from '../lib/collections/collection-embed.ts';

export declare function renderSearchIsland(embed: SearchEmbed, identifierPrefix: string, imageResizing: ImageResizing, locale?: Locale): string;
export declare function renderRecommendedIsland(embed: RecommendedEmbed, identifierPrefix: string, imageResizing: ImageResizing, locale?: Locale): string;
export declare function renderCollectionIsland(embed: CollectionEmbed, identifierPrefix: string, imageResizing: ImageResizing, locale?: Locale): string;
export declare function renderHomeIsland(
  embed: HomeEmbed,
  identifierPrefix: string,
  imageResizing: ImageResizing,
  locale?: Locale,
  collections?: {
    blocks: import('../lib/collections/home-blocks.ts').HomeCollectionBlock[];
    embed: import('../lib/collections/home-blocks.ts').HomeCollectionsEmbed;
  },
): string;
export declare function renderProductSection(product: ProductDetail, options: ProductViewOptions, priceGuide?: ReactNode, locale?: Locale): string;

/** Price insight (issue 25): server-only sections (src/components/price-guide). */
export interface ProductPriceGuideProps {
  guide: import('../lib/contract/price-guide.ts').PriceGuide | null;
  history: import('../lib/contract/price-guide.ts').PriceHistory | null;
  piecePrice: number;
  condition: import('../lib/contract/catalog.ts').ConditionGrade;
  symbol: string;
  words?: import('../lib/price-guide/local-text.ts').GuideWords;
}
export interface SellView {
  lines: import('../lib/contract/price-guide.ts').ModelLineOption[];
  ask: { brand: string; model: string; size: string; material: string; condition: string };
  answer:
    | { kind: 'none' }
    | { kind: 'guide'; guide: import('../lib/contract/price-guide.ts').PriceGuide }
    | { kind: 'unknown'; closest: import('../lib/contract/price-guide.ts').ModelLineOption[] }
    | { kind: 'refused'; message: string };
  symbol: string;
  words?: import('../lib/price-guide/local-text.ts').SellWords;
}
/** The product page's Price guide, for renderProductSection's server-only slot. */
export declare function productPriceGuide(props: ProductPriceGuideProps): ReactNode;
export declare function renderPriceStrip(
  guide: import('../lib/contract/price-guide.ts').PriceGuide,
  symbol: string,
  text: string,
  words?: import('../lib/price-guide/local-text.ts').GuideWords,
): string;
export declare function renderSellEstimate(view: SellView): string;
