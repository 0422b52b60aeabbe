/** The option list of the search combobox, grouped as the spec names the groups. */
import type { ProductCard } from '../contract/catalog.ts';
import { visiblePopularSearches, visibleRecentSearches } from './search-history.ts';

/** How many catalog matches the box lists under the search groups. */
export const PRODUCT_SUGGESTION_LIMIT = 5;

export type SuggestionGroupId = 'recent' | 'popular' | 'products';

export const SUGGESTION_GROUP_LABELS: Record<SuggestionGroupId, string> = {
  recent: 'RECENT SEARCHES',
  popular: 'POPULAR SEARCHES',
  products: 'PRODUCTS',
};

export interface SearchSuggestion {
  /** Unique within the list, usable in an element id. */
  key: string;
  group: SuggestionGroupId;
  label: string;
  /** Text searched for when chosen (recent and popular). */
  term: string;
  /** Product suggestions open the product instead. */
  product?: { id: number; brand: string; model: string; thumbnail: string | null };
}

export interface SuggestionGroup {
  id: SuggestionGroupId;
  label: string;
  options: SearchSuggestion[];
}

export interface SuggestionInput {
  typed: string;
  recent: readonly string[];
  popular: readonly string[];
  products: readonly ProductCard[];
}

export function buildSuggestions({ typed, recent, popular, products }: SuggestionInput): SuggestionGroup[] {
  const shownRecent = visibleRecentSearches(recent, typed);
  const shownPopular = visiblePopularSearches(popular, typed, shownRecent);
  const groups: SuggestionGroup[] = [
    {
      id: 'recent',
      label: SUGGESTION_GROUP_LABELS.recent,
      options: shownRecent.map((term, i) => ({ key: `recent-${i}`, group: 'recent', label: term, term })),
    },
    {
      id: 'popular',
      label: SUGGESTION_GROUP_LABELS.popular,
      options: shownPopular.map((term, i) => ({ key: `popular-${i}`, group: 'popular', label: term, term })),
    },
    {
      id: 'products',
      label: SUGGESTION_GROUP_LABELS.products,
      options: (typed.trim() === '' ? [] : products.slice(0, PRODUCT_SUGGESTION_LIMIT)).map((product) => ({
        key: `product-${product.id}`,
        group: 'products',
        label: `${product.brand} ${product.model}`,
        term: `${product.brand} ${product.model}`,
        product: { id: product.id, brand: product.brand, model: product.model, thumbnail: product.assets[0]?.normal_thumbnail_url ?? null },
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** Options in visual order, for keyboard movement. */
export function flattenSuggestions(groups: readonly SuggestionGroup[]): SearchSuggestion[] {
  return groups.flatMap((group) => group.options);
}

/** Arrow-key movement through the options; -1 means the text field itself (no option active). */
export function moveActiveIndex(current: number, count: number, direction: 'down' | 'up'): number {
  if (count === 0) return -1;
  if (direction === 'down') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
