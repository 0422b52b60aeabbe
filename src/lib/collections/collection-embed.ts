/**
 * /collections/{slug} rendered at the edge: the page of pieces travels as markup rendered by the
 * island's own components and as the answer it came from, in a <script type="application/json">
 * block the island starts from (as /recommended: recommended-embed.ts), so a guest's first load needs
 * no framework code and the island takes over without asking again. Pure.
 */
import type { InventorySort, ProductCard } from '../contract/catalog.ts';
import type { CurrencyOption } from '../contract/settings.ts';
import { arrayOf, isCurrency, isFiniteNumber, isProductCard, isString, isWhole, readJsonBlock, shape } from '../contract/wire-checks.ts';
import { jsonForScript } from '../catalog/html.ts';

export const COLLECTION_DATA_ID = 'collection-data';
/** The element around the island (src/components/pages/CollectionPage.astro). */
export const COLLECTION_ROOT_ID = 'collection-root';
/** Set on <html> by the edge when it rendered the pieces. */
export const COLLECTION_RENDERED_ATTRIBUTE = 'data-collection-rendered';

export interface NearestSearch {
  href: string;
  label: string;
}

export interface CollectionEmbed {
  slug: string;
  /** The collection's title in the page's language (the grid's and pager's names). */
  title: string;
  /** The page's own address without query: /collections/{slug} or /ms/collections/{slug}. */
  path: string;
  currency: CurrencyOption;
  items: ProductCard[];
  /** How many pieces fit (the pinned ones shown first included). */
  total: number;
  /**
   * What the pager pages over: the rule's own count. Page 1 shows the pinned pieces on top of the
   * rule's full first page, so they never push a piece of the rule off it, nor add a page.
   */
  pagedTotal: number;
  page: number;
  pageSize: number;
  sort: InventorySort;
  /** The collection's own order: the address leaves it out. */
  defaultSort: InventorySort;
  sortOptions: InventorySort[];
  /** Fewer pieces than marketing's minimum: the kind note, with searches close to the collection. */
  nearest: NearestSearch[] | null;
  renderedAt: number;
}

const isNearest = shape({ href: isString, label: isString });
const isEmbed = shape({
  slug: isString,
  title: isString,
  path: isString,
  currency: isCurrency,
  items: arrayOf(isProductCard),
  total: isWhole,
  pagedTotal: isWhole,
  page: isWhole,
  pageSize: isWhole,
  sort: isString,
  defaultSort: isString,
  sortOptions: arrayOf(isString),
  renderedAt: isFiniteNumber,
});

export function collectionEmbedJson(embed: CollectionEmbed): string {
  return jsonForScript(embed);
}

/** The block checked; null when absent, malformed, or priced in another currency than it says. */
export function readCollectionEmbed(text: string | null | undefined): CollectionEmbed | null {
  const embed = readJsonBlock<CollectionEmbed>(text, isEmbed);
  if (!embed) return null;
  if (embed.nearest !== null && !(Array.isArray(embed.nearest) && embed.nearest.every(isNearest))) return null;
  if (!embed.items.every((card) => card.currency === embed.currency.code)) return null;
  return embed;
}

/** The address of another page or order of the same collection (the collection's own order is left out). */
export function collectionPageHref(embed: Pick<CollectionEmbed, 'path' | 'defaultSort'>, sort: InventorySort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== embed.defaultSort) params.set('sort', sort);
  if (page > 1) params.set('p', String(page));
  const query = params.toString();
  return query ? `${embed.path}?${query}` : embed.path;
}
