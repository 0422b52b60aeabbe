/**
 * Reading the catalog's query strings (GET /v2/inventories, the home groups' 'key=value1,value2'
 * queries, and the small parameter sets of the other catalog calls) into a checked search: zod
 * schemas built from the shared rules (src/lib/catalog/inventory-query-rules.ts) and the reference
 * data, which comes in as an argument. The routes read them with readQuery (http/validate.ts), so a
 * refusal is a 400 naming the parameter.
 * Kept to erasable TypeScript: the benchmark runs it under Node's type stripping.
 */
import { z } from 'zod';
import type { InventorySort } from '../../lib/contract/catalog.ts';
import {
  conditionGradeOf,
  foldName,
  isSoldChoice,
  MAX_NEW_DAYS,
  MAX_PRICE_SGD,
  SOLD_CHOICES,
  genderOf,
  GROUP_KINDS,
  isGroupKind,
  isSort,
  MAX_HEADING,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRODUCT_TEXT,
  NAMED_BRANDS,
  readIds,
  OTHERS_BRAND,
  SEARCH_PAGE_SIZE,
  SEARCH_START_PAGE,
  sortInEffect,
  SORTS,
} from '../../lib/catalog/inventory-query-rules.ts';
import { DEFAULT_CURRENCY } from '../../lib/config/storefront.ts';
import { understandQuery, type SearchVocabulary, type UnderstoodQuery } from '../../lib/search/query-understanding.ts';
import { boolean, describeIssues, idList, list, one, querySchema, text, wholeNumber, type RawQuery } from '../http/query-schema.ts';

export { foldName };
export type { RawQuery };

/** A query the catalog refuses, outside a route (the benchmark, the seeded home groups). */
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
  /**
   * What search text means (nicknames, everyday words, the spelling dictionary); without it, text is
   * matched word by word as typed (the benchmark's and unit tests' plain reference).
   */
  search?: SearchVocabulary | null;
}

/** Stored genders: unisex pieces (U) are listed under both Men and Women. */
export type Gender = 'M' | 'W' | 'U';

/** A looser text search (words left out): what must match, its best-match expression and its estimated size. */
export interface TextFallback {
  text: string;
  rankText: string;
  documents: number;
  bonus?: string;
}

export interface InventoryFilter {
  /** FTS5 MATCH expression of what must match, or null for no text filter. */
  text: string | null;
  /** The text's expression for best match (with the word-order bonus; the same matches); absent: text. */
  rankText?: string;
  /** At most how many items the text matches (the index's own counts); absent: not known. */
  textDocuments?: number;
  /** The typed words in order as one phrase: a broad search ranks its matches holding it first. */
  textBonus?: string;
  /** Looser searches, tried in order when the text finds nothing with the other filters (issue 37). */
  textFallbacks?: readonly TextFallback[];
  brandIds: number[];
  categoryIds: number[];
  genders: Gender[];
  colors: string[];
  storeIds: number[];
  /** Bounds in SGD, min inclusive, max exclusive. */
  priceRanges: { min: number; max: number | null }[];
  dealOnly: boolean;
  availableOnly: boolean;
  /** ids= (GET /v2/inventories only): just these items, answered in this order; empty is no filter. */
  ids: number[];
  /** condition=: grades as stored; empty or absent is no filter (issue 36, collections). */
  conditions?: string[];
  /** price_min= / price_max=: SGD, both included; absent is no bound. */
  priceMin?: number | null;
  priceMax?: number | null;
  /** new_days=: listed within this many days of the request; absent is no filter. */
  newInDays?: number | null;
  /** sold=last: sold pieces after the available ones, in the sort's order within each. */
  soldLast?: boolean;
}

export interface CurrencyChoice {
  code: string;
  rate: number;
}

/** Words left out of a search: the text as searched, the text as typed, and the words as typed. */
export interface SearchRelaxation {
  text: string;
  original: string;
  dropped: string[];
}

/** What a looser search (filter.textFallbacks, same order) says when it is the one that found something. */
export interface FallbackOutcome {
  relaxation: SearchRelaxation;
  correction: { text: string; original: string } | null;
}

export interface InventorySearch {
  filter: InventoryFilter;
  /** The text as searched when typos were corrected, with the text as typed; else null. */
  correction: { text: string; original: string } | null;
  /** Words left out at once (the catalog holds nothing they could match); else null. */
  relaxation: SearchRelaxation | null;
  /** What each of filter.textFallbacks reports, in the same order. */
  fallbacks: FallbackOutcome[];
  sort: InventorySort;
  currency: CurrencyChoice;
  limit: number;
  page: number;
}

export const EMPTY_FILTER: InventoryFilter = {
  text: null,
  brandIds: [],
  categoryIds: [],
  genders: [],
  colors: [],
  storeIds: [],
  priceRanges: [],
  dealOnly: false,
  availableOnly: false,
  ids: [],
  conditions: [],
  priceMin: null,
  priceMax: null,
  newInDays: null,
  soldLast: false,
};

/**
 * Turns shopper text into an FTS5 expression by the shared search rules (query-understanding.ts):
 * every word must match (as a prefix, an alias's meaning, or corrected); only letters and digits
 * survive, which keeps FTS5 syntax out of the user's hands. Without a vocabulary, words as typed.
 */
export function ftsQuery(text: string, vocabulary: SearchVocabulary | null = null): string | null {
  return understandQuery(text, vocabulary).match;
}

/** The text fields of a filter from the understood text (null: no text parameter). */
export function textFilter(understood: UnderstoodQuery | null): Pick<InventoryFilter, 'text' | 'rankText' | 'textDocuments' | 'textBonus' | 'textFallbacks'> {
  if (!understood || understood.required === null) return { text: null };
  return {
    text: understood.required,
    rankText: understood.match ?? understood.required,
    // Without a vocabulary there is no count: left unknown.
    ...(understood.documents > 0 || understood.fallbacks.length ? { textDocuments: understood.documents } : {}),
    ...(understood.bonus ? { textBonus: understood.bonus } : {}),
    ...(understood.fallbacks.length
      ? {
          textFallbacks: understood.fallbacks.map((fallback) => ({
            text: fallback.required,
            rankText: fallback.match,
            documents: fallback.documents,
            ...(fallback.bonus ? { bonus: fallback.bonus } : {}),
          })),
        }
      : {}),
  };
}

/** What the searches of an understood text report: the correction, the words left out at once, each fallback's outcome. */
function searchOutcome(understood: UnderstoodQuery | null, typed: string | undefined): Pick<InventorySearch, 'correction' | 'relaxation' | 'fallbacks'> {
  if (!understood || typed === undefined) return { correction: null, relaxation: null, fallbacks: [] };
  const original = typed.trim();
  const correctionOf = (text: string | null) => (text ? { text, original } : null);
  return {
    correction: correctionOf(understood.corrected),
    relaxation: understood.searched !== null && understood.dropped.length ? { text: understood.searched, original, dropped: understood.dropped } : null,
    fallbacks: understood.fallbacks.map((fallback) => ({
      relaxation: { text: fallback.searched, original, dropped: fallback.dropped },
      correction: correctionOf(fallback.corrected),
    })),
  };
}

type Ctx = z.RefinementCtx;

/**
 * A schema built once per reference data, not once per request: the reference is one object for as
 * long as an isolate keeps it (reference.queries.ts), and building a schema costs about a millisecond
 * where parsing with it costs some microseconds. Schemas hold no state between parses.
 */
export function perReference<T>(build: (ref: CatalogReference) => T): (ref: CatalogReference) => T {
  const built = new WeakMap<CatalogReference, T>();
  return (ref) => {
    let schema = built.get(ref);
    if (schema === undefined) {
      schema = build(ref);
      built.set(ref, schema);
    }
    return schema;
  };
}

function refuse(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

const sortedUnique = <T extends string | number>(items: T[]): T[] =>
  [...new Set(items)].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));

/** ?currency=: a code of the reference currencies, any case; SGD when absent. */
export function currencyParam(ref: CatalogReference) {
  return one().transform((value, ctx): CurrencyChoice => {
    const code = (value ?? DEFAULT_CURRENCY.code).toUpperCase();
    const currency = ref.currencies.find((c) => c.code === code);
    if (!currency) return refuse(ctx, `Unknown currency '${value ?? ''}'. Use one of: ${ref.currencies.map((c) => c.code).join(', ')}.`);
    return { code: currency.code, rate: currency.rate_from_sgd };
  });
}

function storeIdOf(code: string, ref: CatalogReference, ctx: Ctx): number {
  const store = ref.stores.find((s) => s.country_code === code.toUpperCase());
  return store ? store.id : refuse(ctx, `Unknown store location '${code}'. Use one of: ${ref.stores.map((s) => s.country_code).join(', ')}.`);
}

/** ?country= of the home call: a store location by country code; null when none is given ('View all'). */
export function storeCountryParam(ref: CatalogReference) {
  return one().transform((value, ctx) => (value === undefined ? null : storeIdOf(value, ref, ctx)));
}

function brandsParam(ref: CatalogReference) {
  return list().transform((names, ctx) => {
    const ids: number[] = [];
    const named = new Set<string>(NAMED_BRANDS.map(foldName));
    for (const name of names) {
      const key = foldName(name);
      if (key === foldName(OTHERS_BRAND)) {
        for (const brand of ref.brands) if (!named.has(foldName(brand.name))) ids.push(brand.id);
        continue;
      }
      const brand = ref.brands.find((b) => foldName(b.name) === key || b.slug === key);
      if (!brand) return refuse(ctx, `Unknown brand '${name}'.`);
      ids.push(brand.id);
    }
    return sortedUnique(ids);
  });
}

function gendersParam() {
  return list().transform((values, ctx) => {
    const genders: Gender[] = [];
    for (const value of values) {
      const gender = genderOf(value);
      if (gender === null) return refuse(ctx, `Unknown gender '${value}'. Use M, W, Men or Women.`);
      genders.push(gender, 'U');
    }
    return sortedUnique(genders);
  });
}

function categoriesParam(ref: CatalogReference) {
  return idList().transform((ids, ctx) => {
    const unknown = ids.find((id) => !ref.categories.some((c) => c.id === id));
    return unknown === undefined ? ids : refuse(ctx, `Unknown category ${unknown}.`);
  });
}

function priceRangesParam(ref: CatalogReference) {
  return idList().transform((ids, ctx) =>
    ids.map((id) => {
      const range = ref.priceRanges.find((r) => r.id === id);
      return range ? { min: range.min, max: range.max } : refuse(ctx, `Unknown price range ${id}.`);
    }),
  );
}

function colorsParam(ref: CatalogReference) {
  return list().transform((values, ctx) =>
    sortedUnique(values.map((value) => ref.colors.find((c) => c.id === value.toLowerCase())?.id ?? refuse(ctx, `Unknown colour '${value}'.`))),
  );
}

function locationsParam(ref: CatalogReference) {
  return list().transform((codes, ctx) => sortedUnique(codes.map((code) => storeIdOf(code, ref, ctx))));
}

const sortParam = () =>
  // Absent stays undefined (the callers default it to DEFAULT_SORT), so ids= can tell it was not given.
  one().transform((value, ctx): InventorySort | undefined => {
    if (value === undefined) return undefined;
    return isSort(value) ? value : refuse(ctx, `Unknown sort '${value}'. Use one of: ${SORTS.join(', ')}.`);
  });

/** The filter and sort parameters, shared by GET /v2/inventories and the home groups' queries. */
function filterShape(ref: CatalogReference) {
  return {
    product: text(MAX_PRODUCT_TEXT),
    brand: brandsParam(ref),
    category: categoriesParam(ref),
    gender: gendersParam(),
    deal: boolean(),
    price_range: priceRangesParam(ref),
    color: colorsParam(ref),
    location: locationsParam(ref),
    group: one().transform((value, ctx) =>
      value === undefined || isGroupKind(value) ? value : refuse(ctx, `Unknown group '${value}'. Use one of: ${GROUP_KINDS.join(', ')}.`),
    ),
    price_min: wholeNumber(0, MAX_PRICE_SGD),
    price_max: wholeNumber(0, MAX_PRICE_SGD),
    condition: list().transform((values, ctx) =>
      sortedUnique(
        values.map((value) => conditionGradeOf(value) ?? refuse(ctx, `Unknown condition '${value}'. Use one of: Pristine, Excellent, Very Good, Good, Fair.`)),
      ),
    ),
    new_days: wholeNumber(1, MAX_NEW_DAYS),
    sold: one().transform((value, ctx) =>
      value === undefined || isSoldChoice(value) ? value : refuse(ctx, `Unknown choice '${value}'. Use one of: ${SOLD_CHOICES.join(', ')}.`),
    ),
    // heading is the 'View all' link's title: shown by the page, not a filter.
    heading: text(MAX_HEADING),
    sort: sortParam(),
  };
}

type FilterFields = z.infer<z.ZodObject<ReturnType<typeof filterShape>>>;

const understoodText = (fields: FilterFields, ref: CatalogReference): UnderstoodQuery | null =>
  fields.product === undefined ? null : understandQuery(fields.product, ref.search ?? null);

function toFilter(fields: FilterFields, ref: CatalogReference, understood = understoodText(fields, ref)): InventoryFilter {
  return {
    ...textFilter(understood),
    brandIds: fields.brand,
    categoryIds: fields.category,
    genders: fields.gender,
    colors: fields.color,
    storeIds: fields.location,
    priceRanges: fields.price_range,
    dealOnly: fields.deal,
    availableOnly: fields.sold === 'hide',
    ids: [],
    conditions: fields.condition,
    priceMin: fields.price_min ?? null,
    priceMax: fields.price_max ?? null,
    newInDays: fields.new_days ?? null,
    soldLast: fields.sold === 'last',
  };
}

/** ?ids=: the shared rule (readIds); the list keeps the order given. */
function idsParam() {
  return z
    .array(z.string())
    .optional()
    .transform((values, ctx) => {
      const reading = readIds(values ?? []);
      return reading.ok ? reading.ids : refuse(ctx, reading.message);
    });
}

/** GET /v2/inventories: every parameter of INVENTORY_PARAMS, and no other. */
export const inventorySearchQuery = perReference((ref: CatalogReference) =>
  querySchema({
    ...filterShape(ref),
    currency: currencyParam(ref),
    l: wholeNumber(1, MAX_PAGE_SIZE),
    p: wholeNumber(SEARCH_START_PAGE, MAX_PAGE),
    ids: idsParam(),
  })
    .superRefine((fields, ctx) => {
      // The order of ids= is the answer's order; another order would contradict it.
      if (fields.ids.length && fields.sort !== undefined)
        ctx.addIssue({ code: 'custom', path: ['sort'], message: 'cannot be combined with ids (the answer keeps the order of ids).' });
      if (fields.price_min !== undefined && fields.price_max !== undefined && fields.price_min > fields.price_max)
        ctx.addIssue({ code: 'custom', path: ['price_max'], message: `must not be below price_min (${fields.price_min}); got ${fields.price_max}.` });
    })
    .transform((fields): InventorySearch => {
      const understood = understoodText(fields, ref);
      return {
        filter: { ...toFilter(fields, ref, understood), ids: fields.ids },
        ...searchOutcome(understood, fields.product),
        sort: fields.ids.length ? (fields.sort ?? 'newest') : sortInEffect(fields.sort, fields.product),
        currency: fields.currency,
        limit: fields.l ?? SEARCH_PAGE_SIZE,
        page: fields.p ?? SEARCH_START_PAGE,
      };
    }),
);

/** GET /v2/inventories outside a route (the benchmark): a refusal throws CatalogQueryError. */
export function readInventorySearch(raw: RawQuery, ref: CatalogReference): InventorySearch {
  const parsed = inventorySearchQuery(ref).safeParse(raw);
  if (!parsed.success) throw new CatalogQueryError(describeIssues(parsed.error));
  return parsed.data;
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

/**
 * The filter and sort parameters of GET /v2/inventories (no currency or page), read by the same rules:
 * the home groups' stored queries and saved searches (src/server/saved-searches).
 */
export const filterQuery = perReference((ref: CatalogReference) =>
  querySchema(filterShape(ref)).transform((fields) => ({ filter: toFilter(fields, ref), sort: sortInEffect(fields.sort, fields.product) })),
);

/** Filter parameters read outside a route: a refusal throws CatalogQueryError naming the parameter. */
export function readFilterQuery(raw: RawQuery, ref: CatalogReference): { filter: InventoryFilter; sort: InventorySort } {
  const parsed = filterQuery(ref).safeParse(raw);
  if (!parsed.success) throw new CatalogQueryError(describeIssues(parsed.error));
  return parsed.data;
}

/** A home group's query read as a search: the same filter and sort parameters as GET /v2/inventories. */
export function readGroupQuery(query: string, ref: CatalogReference): { filter: InventoryFilter; sort: InventorySort } {
  return readFilterQuery(parseGroupQuery(query), ref);
}
