/**
 * The /search page state and its URL form. The URL is the state: every filter, the sort and the page
 * live in the query string, so a search can be shared, reloaded and walked with back/forward.
 */
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../config/storefront.ts';
import type { InventoryQuery, InventorySort } from '../contract/catalog.ts';
import type { GenderId } from '../contract/settings.ts';
import { cleanSearchParams } from './clean-params.ts';

export const SORT_OPTIONS: readonly { id: InventorySort; label: string }[] = [
  { id: 'newest', label: 'Newest' },
  { id: 'price_asc', label: 'Price: low to high' },
  { id: 'price_desc', label: 'Price: high to low' },
];

/** Larger pages are refused by the catalog; a hand-edited URL falls back to the default size. */
export const MAX_PAGE_SIZE = 100;
/** The catalog refuses longer search text and headings; a hand-edited URL is cut to fit. */
export const MAX_PRODUCT_TEXT = 100;
export const MAX_HEADING_TEXT = 200;

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

const GENDER_ALIASES: Record<string, GenderId> = { m: 'M', men: 'M', w: 'W', women: 'W' };

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Repeated keys and comma-joined values both work: 'category=1,2' and 'category=1&category=2'. */
function listParam(params: URLSearchParams, key: string): string[] {
  return unique(
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== ''),
  );
}

function positiveInts(values: string[]): number[] {
  return unique(values.filter((value) => /^\d+$/.test(value)).map(Number).filter((n) => n > 0));
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number(value.trim());
  return n >= 1 && n <= max ? n : fallback;
}

function isSort(value: string | null): value is InventorySort {
  return SORT_OPTIONS.some((option) => option.id === value);
}

/** Reads the search state from a query string (with or without '?'). Unknown values are ignored. */
export function parseSearchUrl(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  return {
    product: (params.get('product') ?? '').trim().slice(0, MAX_PRODUCT_TEXT).trim(),
    brand: listParam(params, 'brand'),
    category: positiveInts(listParam(params, 'category')),
    // The home banners link with gender=Women / gender=Men; facets use the ids M and W.
    gender: unique(listParam(params, 'gender').flatMap((value) => GENDER_ALIASES[value.toLowerCase()] ?? [])),
    price_range: positiveInts(listParam(params, 'price_range')),
    color: listParam(params, 'color'),
    location: listParam(params, 'location'),
    deal: params.get('deal') === 'true',
    sort: isSort(sort) ? sort : null,
    group: (params.get('group') ?? '').trim(),
    heading: (params.get('heading') ?? '').trim().slice(0, MAX_HEADING_TEXT),
    l: positiveInt(params.get('l'), SEARCH_PAGE_SIZE, MAX_PAGE_SIZE),
    p: positiveInt(params.get('p'), SEARCH_START_PAGE),
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

/** GET /v2/inventories query of a state, cleaned as spec section 5 says. */
export function toInventoryQuery(state: SearchState, currency: string): InventoryQuery {
  const query: InventoryQuery = {
    product: state.product,
    brand: state.brand,
    category: state.category,
    gender: state.gender,
    price_range: state.price_range,
    color: state.color,
    location: state.location,
    group: state.group,
    heading: state.heading,
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
  const keyedFacetEmptied = (key === 'brand' || key === 'category' || key === 'gender') && previous[key].length > 0 && next[key].length === 0;
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
  return { ...state, p: Math.max(SEARCH_START_PAGE, Math.floor(p)) };
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

const GENDER_LABELS: Record<GenderId, string> = { M: 'Men', W: 'Women' };

/** The active filters as removable chips, in facet order (the words stay in the search box). */
export function filterChips(state: SearchState, labels: FacetLabels): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.deal) chips.push({ key: 'deal', value: 'true', label: 'Deal of the Day' });
  for (const brand of state.brand) chips.push({ key: 'brand', value: brand, label: brand });
  for (const id of state.category) chips.push({ key: 'category', value: String(id), label: labels.category.get(id) ?? `Category ${id}` });
  for (const id of state.gender) chips.push({ key: 'gender', value: id, label: GENDER_LABELS[id] });
  for (const id of state.price_range) chips.push({ key: 'price_range', value: String(id), label: labels.price_range.get(id) ?? `Price range ${id}` });
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
      return withFacet(state, chip.key, state[chip.key].filter((id) => String(id) !== chip.value));
    case 'gender':
      return withFacet(state, 'gender', state.gender.filter((id) => id !== chip.value));
    default:
      return withFacet(state, chip.key, state[chip.key].filter((value) => value !== chip.value));
  }
}

/** The page title: the group heading, else what was asked for, else the one facet that narrows the list. */
export function searchTitle(state: SearchState, labels?: FacetLabels): string {
  if (state.heading) return headingText(state.heading);
  if (state.product) return `Results for “${state.product}”`;
  if (state.deal) return 'Deal of the Day';
  if (state.brand.length > 0 && state.brand.length <= 2) return state.brand.join(' & ');
  const [onlyCategory] = state.category;
  const categoryName = onlyCategory !== undefined && state.category.length === 1 ? labels?.category.get(onlyCategory) : undefined;
  if (categoryName && state.brand.length === 0) return categoryName;
  const [onlyGender] = state.gender;
  if (onlyGender && state.gender.length === 1 && state.brand.length === 0 && state.category.length === 0) return GENDER_LABELS[onlyGender];
  return 'All items';
}

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export type PageLink = number | 'gap';

/** Page numbers to show: first, last, and a window around the current one, gaps marked. */
export function pageWindow(current: number, count: number, radius = 1): PageLink[] {
  const pages = new Set<number>([1, count]);
  for (let n = current - radius; n <= current + radius; n++) if (n >= 1 && n <= count) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) links.push(n - 1);
    else if (n - previous > 2) links.push('gap');
    links.push(n);
    previous = n;
  }
  return links;
}
