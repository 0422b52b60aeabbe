/**
 * Reading the catalog's query strings (GET /v2/inventories, the home groups' 'key=value1,value2'
 * queries, and the small parameter sets of the other catalog calls) into a checked search.
 * Pure: reference data comes in as an argument. Every refusal is a CatalogQueryError with a message
 * meant for the client (the routes answer it as a 400).
 * Kept to erasable TypeScript: the benchmark runs it under Node's type stripping.
 */
import type { InventorySort } from '../../lib/contract/catalog.ts';

export class CatalogQueryError extends Error {}

/** Reference data the parser resolves names against (loaded by reference.queries.ts). */
export interface CatalogReference {
  brands: { id: number; name: string; slug: string }[];
  categories: { id: number; name: string }[];
  stores: { id: number; country: string; country_code: string; city: string }[];
  currencies: { code: string; rate_from_sgd: number }[];
  priceRanges: { id: number; min: number; max: number | null }[];
  colors: { id: string; name: string }[];
  countries: string[];
}

export type Gender = 'M' | 'W' | 'U';

export interface InventoryFilter {
  /** FTS5 MATCH expression, or null for no text filter. */
  text: string | null;
  brandIds: number[];
  categoryIds: number[];
  genders: Gender[];
  colors: string[];
  storeIds: number[];
  /** Bounds in SGD, min inclusive, max exclusive. */
  priceRanges: { min: number; max: number | null }[];
  dealOnly: boolean;
  availableOnly: boolean;
}

export interface CurrencyChoice {
  code: string;
  rate: number;
}

export interface InventorySearch {
  filter: InventoryFilter;
  sort: InventorySort;
  currency: CurrencyChoice;
  limit: number;
  page: number;
}

export type RawQuery = Record<string, string[]>;

export const INVENTORY_PARAMS = [
  'product', 'brand', 'category', 'gender', 'deal', 'price_range', 'color', 'location',
  'group', 'heading', 'sort', 'currency', 'l', 'p',
] as const;
export const SORTS: readonly InventorySort[] = ['newest', 'price_asc', 'price_desc'];
export const GROUP_KINDS = ['brand', 'category', 'gender'] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;
export const MAX_PRODUCT_TEXT = 100;
export const MAX_HEADING = 200;
export const DEFAULT_CURRENCY_CODE = 'SGD';
/** The header's 'Others' brand link: every house except the four it names. */
export const OTHERS_BRAND = 'Others';
export const NAMED_BRANDS = ['Hermès', 'Chanel', 'Dior', 'Louis Vuitton'] as const;
/** At most this many words of a text search are used. */
const MAX_TERMS = 8;

export const EMPTY_FILTER: InventoryFilter = {
  text: null, brandIds: [], categoryIds: [], genders: [], colors: [], storeIds: [], priceRanges: [],
  dealOnly: false, availableOnly: false,
};

/** Case- and accent-insensitive key: 'hermes', 'HERMÈS' and 'Hermès' are the same brand. */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Checks the parameter names and gives access to their values. */
export class QueryParams {
  readonly raw: RawQuery;

  constructor(raw: RawQuery, allowed: readonly string[]) {
    const unknown = Object.keys(raw).filter((key) => !allowed.includes(key));
    if (unknown.length) {
      const names = unknown.map((key) => `'${key}'`).join(', ');
      throw new CatalogQueryError(`Unknown query parameter ${names}. Allowed: ${allowed.join(', ')}.`);
    }
    this.raw = raw;
  }

  /** A single value; empty means absent (the storefront drops empty parameters, others may not). */
  one(name: string): string | null {
    const values = (this.raw[name] ?? []).map((v) => v.trim()).filter((v) => v !== '');
    if (values.length > 1 && new Set(values).size > 1) throw new CatalogQueryError(`'${name}' must be given once.`);
    return values[0] ?? null;
  }

  /** A list: comma-joined (the spec's form) or repeated; empty items are dropped. */
  list(name: string): string[] {
    return (this.raw[name] ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  }

  integer(name: string, min: number, max: number): number | null {
    const value = this.one(name);
    if (value === null) return null;
    if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new CatalogQueryError(`'${name}' must be a whole number from ${min} to ${max}; got '${value}'.`);
    }
    return Number(value);
  }
}

function integerList(params: QueryParams, name: string): number[] {
  return params.list(name).map((value) => {
    if (!/^\d{1,9}$/.test(value)) throw new CatalogQueryError(`'${name}' takes comma-separated ids; '${value}' is not one.`);
    return Number(value);
  });
}

/**
 * Turns shopper text into an FTS5 expression: every word must match, each as a prefix, so 'bla'
 * finds 'black'. Only letters and digits survive, which keeps FTS5 syntax out of the user's hands.
 */
export function ftsQuery(text: string): string | null {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_TERMS);
  return unique.length ? unique.map((word) => `"${word}"*`).join(' ') : null;
}

export function readCurrency(value: string | null, ref: CatalogReference): CurrencyChoice {
  const code = (value ?? DEFAULT_CURRENCY_CODE).toUpperCase();
  const currency = ref.currencies.find((c) => c.code === code);
  if (!currency) {
    throw new CatalogQueryError(`Unknown currency '${value ?? ''}'. Use one of: ${ref.currencies.map((c) => c.code).join(', ')}.`);
  }
  return { code: currency.code, rate: currency.rate_from_sgd };
}

/** A store location by country code; null when none is given ('View all'). */
export function readStoreCountry(value: string | null, ref: CatalogReference, name = 'country'): number | null {
  if (value === null) return null;
  const store = ref.stores.find((s) => s.country_code === value.toUpperCase());
  if (!store) {
    throw new CatalogQueryError(`Unknown store location '${value}' in '${name}'. Use one of: ${ref.stores.map((s) => s.country_code).join(', ')}.`);
  }
  return store.id;
}

function resolveBrands(names: string[], ref: CatalogReference): number[] {
  const ids = new Set<number>();
  for (const name of names) {
    const key = foldName(name);
    if (key === foldName(OTHERS_BRAND)) {
      const named = new Set<string>(NAMED_BRANDS.map(foldName));
      for (const brand of ref.brands) if (!named.has(foldName(brand.name))) ids.add(brand.id);
      continue;
    }
    const brand = ref.brands.find((b) => foldName(b.name) === key || b.slug === key);
    if (!brand) throw new CatalogQueryError(`Unknown brand '${name}'.`);
    ids.add(brand.id);
  }
  return [...ids].sort((a, b) => a - b);
}

function resolveGenders(values: string[]): Gender[] {
  const genders = new Set<Gender>();
  for (const value of values) {
    const key = value.toLowerCase();
    // Unisex pieces are listed under both Men and Women.
    if (key === 'm' || key === 'men') genders.add('M').add('U');
    else if (key === 'w' || key === 'women') genders.add('W').add('U');
    else throw new CatalogQueryError(`Unknown gender '${value}'. Use M, W, Men or Women.`);
  }
  return [...genders].sort();
}

function readBoolean(params: QueryParams, name: string): boolean {
  const value = params.one(name);
  if (value === null) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new CatalogQueryError(`'${name}' must be true or false; got '${value}'.`);
}

/** The filter part shared by GET /v2/inventories and the home groups' queries. */
export function readFilter(params: QueryParams, ref: CatalogReference): InventoryFilter {
  const product = params.one('product');
  if (product !== null && product.length > MAX_PRODUCT_TEXT) {
    throw new CatalogQueryError(`'product' is limited to ${MAX_PRODUCT_TEXT} characters.`);
  }
  const categoryIds = [...new Set(integerList(params, 'category'))].sort((a, b) => a - b);
  for (const id of categoryIds) {
    if (!ref.categories.some((c) => c.id === id)) throw new CatalogQueryError(`Unknown category ${id}.`);
  }
  const priceRanges = [...new Set(integerList(params, 'price_range'))].sort((a, b) => a - b).map((id) => {
    const range = ref.priceRanges.find((r) => r.id === id);
    if (!range) throw new CatalogQueryError(`Unknown price range ${id}.`);
    return { min: range.min, max: range.max };
  });
  const colors = [...new Set(params.list('color').map((value) => {
    const color = ref.colors.find((c) => c.id === value.toLowerCase());
    if (!color) throw new CatalogQueryError(`Unknown colour '${value}'.`);
    return color.id;
  }))].sort();
  const storeIds = [...new Set(params.list('location').map((code) => readStoreCountry(code, ref, 'location') ?? 0))].sort((a, b) => a - b);
  const group = params.one('group');
  if (group !== null && !(GROUP_KINDS as readonly string[]).includes(group)) {
    throw new CatalogQueryError(`Unknown group '${group}'. Use one of: ${GROUP_KINDS.join(', ')}.`);
  }
  // heading is the 'View all' link's title: shown by the page, not a filter.
  const heading = params.one('heading');
  if (heading !== null && heading.length > MAX_HEADING) {
    throw new CatalogQueryError(`'heading' is limited to ${MAX_HEADING} characters.`);
  }
  return {
    text: product === null ? null : ftsQuery(product),
    brandIds: resolveBrands(params.list('brand'), ref),
    categoryIds,
    genders: resolveGenders(params.list('gender')),
    colors,
    storeIds,
    priceRanges,
    dealOnly: readBoolean(params, 'deal'),
    availableOnly: false,
  };
}

export function readSort(params: QueryParams): InventorySort {
  const sort = params.one('sort') ?? 'newest';
  const known = SORTS.find((s) => s === sort);
  if (!known) throw new CatalogQueryError(`Unknown sort '${sort}'. Use one of: ${SORTS.join(', ')}.`);
  return known;
}

/** GET /v2/inventories */
export function readInventorySearch(raw: RawQuery, ref: CatalogReference): InventorySearch {
  const params = new QueryParams(raw, INVENTORY_PARAMS);
  return {
    filter: readFilter(params, ref),
    sort: readSort(params),
    currency: readCurrency(params.one('currency'), ref),
    limit: params.integer('l', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    page: params.integer('p', 1, MAX_PAGE) ?? 1,
  };
}

/** A stored group query ('brand=Hermès', 'category=1,2', 'brand=A&gender=W') as raw parameters. */
export function parseGroupQuery(query: string): RawQuery {
  const raw: RawQuery = {};
  for (const part of query.split('&')) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    const value = at < 0 ? '' : part.slice(at + 1);
    (raw[key] ??= []).push(value);
  }
  return raw;
}

/** A home group's query read as a search: the same parameters as GET /v2/inventories. */
export function readGroupQuery(query: string, ref: CatalogReference): { filter: InventoryFilter; sort: InventorySort } {
  const params = new QueryParams(parseGroupQuery(query), INVENTORY_PARAMS);
  return { filter: readFilter(params, ref), sort: readSort(params) };
}
