/**
 * The inventory query rules, in one place for the /search page (client), the catalog API (server)
 * and the edge (page routes, app links): parameter names, sorts, page sizes, text limits, group
 * kinds, gender aliases, the header's brand links and the product-id pattern.
 * The client reads a hand-edited URL leniently (a value these rules refuse is dropped) and the server
 * refuses it with a 400; both decide with the functions below, so whatever the client sends passes.
 * Pure, and kept to erasable TypeScript: the benchmark runs the server's query code under Node's type
 * stripping.
 */
import type { InventorySort } from '../contract/catalog.ts';

/** Spec section 9: search page size 50, start page 1. */
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_START_PAGE = 1;
/** Larger pages are refused; a hand-edited URL falls back to SEARCH_PAGE_SIZE. */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;
/** Longer search text and headings are refused; the client cuts a hand-edited URL to fit. */
export const MAX_PRODUCT_TEXT = 100;
export const MAX_HEADING = 200;

/** Every query parameter of GET /v2/inventories (spec section 2 and the facets); others are refused. */
export const INVENTORY_PARAMS = [
  'product',
  'brand',
  'category',
  'gender',
  'deal',
  'price_range',
  'color',
  'location',
  'group',
  'heading',
  'sort',
  'currency',
  'l',
  'p',
  'ids',
  'price_min',
  'price_max',
  'condition',
  'new_days',
  'sold',
] as const;

/*
 * Parameters a collection's rule needs beyond /search's filters (issue 36), read by the same reader,
 * so the built-in API and a backend behind API_ORIGIN receive the same query string:
 *   price_min, price_max   a price range in SGD, both ends included (whole dollars)
 *   condition              condition grades, comma-joined (condition=Pristine,Excellent)
 *   new_days               listed in the last N days (1 to MAX_NEW_DAYS)
 *   sold                   'hide': available pieces only; 'last': sold pieces after the available ones
 * The /search page does not offer them; its reader leaves them out of its own links.
 */
export const MAX_PRICE_SGD = 10_000_000;
export const MAX_NEW_DAYS = 365;
export const SOLD_CHOICES = ['hide', 'last'] as const;
export type SoldChoice = (typeof SOLD_CHOICES)[number];
export const CONDITION_GRADES = ['Pristine', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;

export function isSoldChoice(value: string | null | undefined): value is SoldChoice {
  return SOLD_CHOICES.some((choice) => choice === value);
}

/** A condition grade as the catalog stores it ('very good' is 'Very Good'); null when it is none. */
export function conditionGradeOf(value: string): (typeof CONDITION_GRADES)[number] | null {
  const key = value.trim().toLowerCase();
  return CONDITION_GRADES.find((grade) => grade.toLowerCase() === key) ?? null;
}

/**
 * 'Best match' (relevance) is the default order of a text search; browsing without text lists newest
 * first (DEFAULT_SORT), and relevance without text is the same order.
 */
export const SORT_OPTIONS: readonly { id: InventorySort; label: string }[] = [
  { id: 'relevance', label: 'Best match' },
  { id: 'newest', label: 'Newest' },
  { id: 'price_asc', label: 'Price: low to high' },
  { id: 'price_desc', label: 'Price: high to low' },
];
// Pure: lets the inline scripts that import this module leave unused lists out (src/integrations/early-scripts.ts).
export const SORTS: readonly InventorySort[] = /* @__PURE__ */ SORT_OPTIONS.map((option) => option.id);
export const DEFAULT_SORT: InventorySort = 'newest';
export const DEFAULT_TEXT_SORT: InventorySort = 'relevance';

/** The order a list is shown in: the chosen one, else best match for a text search, else newest. */
export function sortInEffect(sort: InventorySort | null | undefined, text: string | null | undefined): InventorySort {
  const hasText = !!text && text.trim() !== '';
  if (sort) return sort === 'relevance' && !hasText ? DEFAULT_SORT : sort;
  return hasText ? DEFAULT_TEXT_SORT : DEFAULT_SORT;
}

/** The sort options offered: 'Best match' only for a text search. */
export function sortOptionsFor(text: string | null | undefined): readonly { id: InventorySort; label: string }[] {
  return text && text.trim() !== '' ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.id !== 'relevance');
}

export function isSort(value: string | null | undefined): value is InventorySort {
  return SORTS.some((sort) => sort === value);
}

/** The home groups a 'View all' link comes from (group=…). */
export const GROUP_KINDS = ['brand', 'category', 'gender'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export function isGroupKind(value: string | null | undefined): value is GroupKind {
  return GROUP_KINDS.some((kind) => kind === value);
}

/** The header's brand links (spec section 1); 'Others' is every house except the four named. */
export const NAMED_BRANDS = ['Hermès', 'Chanel', 'Dior', 'Louis Vuitton'] as const;
export const OTHERS_BRAND = 'Others';
export const BRAND_LINKS = /* @__PURE__ */ (() => [...NAMED_BRANDS, OTHERS_BRAND] as const)();

/** Case- and accent-insensitive key: 'hermes', 'HERMÈS' and 'Hermès' are the same brand. */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Gender filter ids (spec section 3: Men M, Women W). */
export type GenderFilter = 'M' | 'W';

/** The home banners link with gender=Women / gender=Men, the facets with M / W; any case. */
const GENDER_ALIASES: ReadonlyMap<string, GenderFilter> = new Map([
  ['m', 'M'],
  ['men', 'M'],
  ['w', 'W'],
  ['women', 'W'],
]);

/** A Map, not an object: '__proto__', 'constructor' or 'toString' are no gender (they were a 500). */
export function genderOf(value: string): GenderFilter | null {
  return GENDER_ALIASES.get(value.trim().toLowerCase()) ?? null;
}

/**
 * Ids of catalog records as they appear in paths and queries: a positive whole number with no
 * leading zero, at most 9 digits (inside SQLite's and JavaScript's safe integers, and D1's).
 * PRODUCT_ID_SOURCE is the same rule for building route patterns.
 */
export const PRODUCT_ID_SOURCE = '[1-9]\\d{0,8}';
const WHOLE_ID = new RegExp(`^${PRODUCT_ID_SOURCE}$`);

/** The id in a path segment or parameter; null when it is not one. */
export function catalogIdOf(value: string | null | undefined): number | null {
  return typeof value === 'string' && WHOLE_ID.test(value) ? Number(value) : null;
}

/** A product's id: /product/{id}, /product-{id}/…, /recommended/{id}, /applinks/{id}, the catalog API. */
export const productIdOf = catalogIdOf;

/** A whole-number parameter (l, p, an id list item): 1 to 9 digits, then within [min, max]; else null. */
export function wholeNumberIn(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** Repeated keys and comma-joined values both work: 'category=1,2' and 'category=1&category=2'. */
export function listValues(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ),
  ];
}

/**
 * ids= of GET /v2/inventories (an extension of the spec's contract, for 'Recently viewed'): product
 * ids, comma-separated, each by the product-id rule; the answer lists them in the order given (the
 * storefront sends newest viewed first). MAX_IDS is the cap: the recently viewed list is that long.
 */
export const MAX_IDS = 12;

export type IdsReading = { ok: true; ids: number[] } | { ok: false; message: string };

/** Reads ids= (comma-joined or repeated); a repeated id keeps its first place. */
export function readIds(values: readonly string[]): IdsReading {
  const items = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const ids: number[] = [];
  for (const item of items) {
    const id = productIdOf(item);
    if (id === null) return { ok: false, message: `takes comma-separated product ids (whole numbers from 1, at most 9 digits); '${item}' is not one.` };
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_IDS) return { ok: false, message: `takes at most ${MAX_IDS} ids; got ${ids.length}.` };
  return { ok: true, ids };
}
