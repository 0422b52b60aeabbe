/**
 * The /search page state and its URL form. The URL is the state: every filter, the sort and the page
 * live in the query string, so a search can be shared, reloaded and walked with back/forward.
 */
import {
  catalogIdOf,
  genderOf,
  isGroupKind,
  isSort,
  listValues,
  MAX_HEADING,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRODUCT_TEXT,
  SEARCH_PAGE_SIZE,
  SEARCH_START_PAGE,
  wholeNumberIn,
} from '../catalog/inventory-query-rules.ts';
import type { InventoryQuery, InventorySort } from '../contract/catalog.ts';
import type { GenderId } from '../contract/settings.ts';
import { format } from '../i18n/format.ts';
import { cleanSearchParams } from './clean-params.ts';
import { searchPage } from '../i18n/messages/en.ts';

export { SORT_OPTIONS } from '../catalog/inventory-query-rules.ts';

export interface SearchState {
  product: string;
  brand: string[];
  category: number[];
  gender: GenderId[];
  price_range: number[];
  color: string[];
  location: string[];
  deal: boolean;
  sort: InventorySort | null;
  /** Which home group a 'View all' link came from (brand, category, gender); kept for the heading. */
  group: string;
  /** Heading of that group, '&' written as '_' (spec section 5). */
  heading: string;
  l: number;
  p: number;
}

export type ListFacet = 'brand' | 'category' | 'gender' | 'price_range' | 'color' | 'location';
export type FacetKey = ListFacet | 'deal';
export const LIST_FACETS: readonly ListFacet[] = ['brand', 'category', 'gender', 'price_range', 'color', 'location'];

export const EMPTY_SEARCH: SearchState = {
  product: '',
  brand: [],
  category: [],
  gender: [],
  price_range: [],
  color: [],
  location: [],
  deal: false,
  sort: null,
  group: '',
  heading: '',
  l: SEARCH_PAGE_SIZE,
  p: SEARCH_START_PAGE,
};

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The client reads a hand-edited URL leniently: a value the catalog would refuse (by the shared
 * rules) is dropped or falls back to its default, so the request it makes always passes.
 */
const listParam = (params: URLSearchParams, key: string): string[] => listValues(params.getAll(key));

/** Ids (category, price range) as the catalog takes them: positive, at most 9 digits. */
const ids = (values: string[]): number[] => unique(values.flatMap((value) => catalogIdOf(value) ?? []));

function whole(value: string | null, fallback: number, max: number): number {
  return value === null ? fallback : (wholeNumberIn(value, 1, max) ?? fallback);
}

/** Reads the search state from a query string (with or without '?'). Unknown values are ignored. */
export function parseSearchUrl(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const group = (params.get('group') ?? '').trim();
  return {
    product: (params.get('product') ?? '').trim().slice(0, MAX_PRODUCT_TEXT).trim(),
    brand: listParam(params, 'brand'),
    category: ids(listParam(params, 'category')),
    // The home banners link with gender=Women / gender=Men; facets use the ids M and W.
    gender: unique(listParam(params, 'gender').flatMap((value) => genderOf(value) ?? [])),
    price_range: ids(listParam(params, 'price_range')),
    color: listParam(params, 'color'),
    location: listParam(params, 'location'),
    deal: params.get('deal') === 'true',
    sort: isSort(sort) ? sort : null,
    group: isGroupKind(group) ? group : '',
    heading: (params.get('heading') ?? '').trim().slice(0, MAX_HEADING).trim(),
    l: whole(params.get('l'), SEARCH_PAGE_SIZE, MAX_PAGE_SIZE),
    p: whole(params.get('p'), SEARCH_START_PAGE, MAX_PAGE),
  };
}

/** The /search URL of a state; l and p are always written, as the spec's links do. */
export function searchHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.product) params.set('product', state.product);
  for (const key of LIST_FACETS) {
    const values = state[key];
    if (values.length > 0) params.set(key, values.join(','));
  }
  if (state.deal) params.set('deal', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.group) params.set('group', state.group);
  if (state.heading) params.set('heading', state.heading);
  params.set('l', String(state.l));
  params.set('p', String(state.p));
  return `/search?${params.toString()}`;
}

/** The URL the search box goes to on Enter: product (when non-empty), l=50, p=1. */
export function searchBoxHref(text: string): string {
  return searchHref({ ...EMPTY_SEARCH, product: text.trim().slice(0, MAX_PRODUCT_TEXT).trim() });
}

/** What a state asks for (text, facets, group heading): shared by the catalog call and 'Save search'. */
export function searchFiltersOf(state: SearchState) {
  const { product, brand, category, gender, price_range, color, location, group, heading } = state;
  return { product, brand, category, gender, price_range, color, location, group, heading };
}

/** GET /v2/inventories query of a state, cleaned as spec section 5 says. */
export function toInventoryQuery(state: SearchState, currency: string): InventoryQuery {
  const query: InventoryQuery = {
    ...searchFiltersOf(state),
    currency,
    l: state.l,
    p: state.p,
  };
  if (state.deal) query.deal = true;
  if (state.sort) query.sort = state.sort;
  return cleanSearchParams({ ...query }) as InventoryQuery;
}

/** The heading parameter shown as text: underscores back to '&'. */
export function headingText(heading: string): string {
  return heading.replace(/_/g, '&');
}

/**
 * A home group link's heading describes the facet it is keyed on (group=brand|category|gender): once
 * that facet is emptied, or no filter at all is left, the heading no longer describes the list.
 */
function dropStaleGroup(previous: SearchState, next: SearchState): SearchState {
  if (!next.heading && !next.group) return next;
  const key = next.group;
  const keyedFacetEmptied = isGroupKind(key) && previous[key].length > 0 && next[key].length === 0;
  if (keyedFacetEmptied || activeFilterCount(next) === 0) return { ...next, group: '', heading: '' };
  return next;
}

/** Sets one facet's values; any filter change starts again at page 1. */
export function withFacet<K extends ListFacet>(state: SearchState, key: K, values: SearchState[K]): SearchState {
  return dropStaleGroup(state, { ...state, [key]: unique([...values]), p: SEARCH_START_PAGE });
}

export function toggleFacetValue<K extends ListFacet>(state: SearchState, key: K, value: SearchState[K][number]): SearchState {
  const current = state[key] as SearchState[K][number][];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withFacet(state, key, next as SearchState[K]);
}

export function withDeal(state: SearchState, deal: boolean): SearchState {
  return dropStaleGroup(state, { ...state, deal, p: SEARCH_START_PAGE });
}

export function withSort(state: SearchState, sort: InventorySort | null): SearchState {
  return { ...state, sort, p: SEARCH_START_PAGE };
}

export function withPage(state: SearchState, p: number): SearchState {
  return { ...state, p: Math.min(MAX_PAGE, Math.max(SEARCH_START_PAGE, Math.floor(p))) };
}

export function withoutProduct(state: SearchState): SearchState {
  return { ...state, product: '', p: SEARCH_START_PAGE };
}

/** Clear all: every facet goes (and the group heading with them); the typed words, sort and page size stay. */
export function clearFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, product: state.product, sort: state.sort, l: state.l };
}

export function activeFilterCount(state: SearchState): number {
  return LIST_FACETS.reduce((sum, key) => sum + state[key].length, 0) + (state.deal ? 1 : 0);
}

/** Labels for chips and facets, from GET /startup. */
export interface FacetLabels {
  category: ReadonlyMap<number, string>;
  price_range: ReadonlyMap<number, string>;
  color: ReadonlyMap<string, string>;
  location: ReadonlyMap<string, string>;
}

export interface FilterChip {
  key: FacetKey;
  value: string;
  label: string;
}

/**
 * The words of headings and chips (issue 26): English here, word for word the spec's; a page in
 * another language passes its own (its messages' searchPage section).
 */
export interface SearchWords {
  resultsFor: string;
  dealOfTheDay: string;
  allItems: string;
  men: string;
  women: string;
  categoryNumber: string;
  priceRangeNumber: string;
}

const { resultsFor, dealOfTheDay, allItems, men, women, categoryNumber, priceRangeNumber } = searchPage;
export const ENGLISH_SEARCH_WORDS: SearchWords = { resultsFor, dealOfTheDay, allItems, men, women, categoryNumber, priceRangeNumber };

function genderLabel(id: GenderId, words: SearchWords): string {
  return id === 'M' ? words.men : words.women;
}

/** The active filters as removable chips, in facet order (the words stay in the search box). */
export function filterChips(state: SearchState, labels: FacetLabels, words: SearchWords = ENGLISH_SEARCH_WORDS): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.deal) chips.push({ key: 'deal', value: 'true', label: words.dealOfTheDay });
  for (const brand of state.brand) chips.push({ key: 'brand', value: brand, label: brand });
  for (const id of state.category) chips.push({ key: 'category', value: String(id), label: labels.category.get(id) ?? format(words.categoryNumber, { id }) });
  for (const id of state.gender) chips.push({ key: 'gender', value: id, label: genderLabel(id, words) });
  for (const id of state.price_range)
    chips.push({ key: 'price_range', value: String(id), label: labels.price_range.get(id) ?? format(words.priceRangeNumber, { id }) });
  for (const id of state.color) chips.push({ key: 'color', value: id, label: labels.color.get(id) ?? id });
  for (const code of state.location) chips.push({ key: 'location', value: code, label: labels.location.get(code) ?? code });
  return chips;
}

/** The state without one chip's filter. */
export function removeChip(state: SearchState, chip: FilterChip): SearchState {
  switch (chip.key) {
    case 'deal':
      return withDeal(state, false);
    case 'category':
    case 'price_range':
      return withFacet(
        state,
        chip.key,
        state[chip.key].filter((id) => String(id) !== chip.value),
      );
    case 'gender':
      return withFacet(
        state,
        'gender',
        state.gender.filter((id) => id !== chip.value),
      );
    default:
      return withFacet(
        state,
        chip.key,
        state[chip.key].filter((value) => value !== chip.value),
      );
  }
}

/** The page title: the group heading, else what was asked for, else the one facet that narrows the list. */
export function searchTitle(state: SearchState, labels?: FacetLabels, words: SearchWords = ENGLISH_SEARCH_WORDS): string {
  if (state.heading) return headingText(state.heading);
  if (state.product) return format(words.resultsFor, { text: state.product });
  if (state.deal) return words.dealOfTheDay;
  if (state.brand.length > 0 && state.brand.length <= 2) return state.brand.join(' & ');
  const [onlyCategory] = state.category;
  const categoryName = onlyCategory !== undefined && state.category.length === 1 ? labels?.category.get(onlyCategory) : undefined;
  if (categoryName && state.brand.length === 0) return categoryName;
  const [onlyGender] = state.gender;
  if (onlyGender && state.gender.length === 1 && state.brand.length === 0 && state.category.length === 0) return genderLabel(onlyGender, words);
  return words.allItems;
}
