/**
 * A saved search's query and the /search state, one to the other; its default name and readable
 * summary. Pure: the /search page, /saved-searches, the built-in API and the alert digest share it.
 * The query keeps the product text, the filters and the sort; never the page or the page size.
 */
import { MAX_HEADING, MAX_PRODUCT_TEXT, SORT_OPTIONS } from '../catalog/inventory-query-rules.ts';
import type { InventorySort } from '../contract/catalog.ts';
import { format } from '../i18n/format.ts';
import type { SavedSearchQuery } from '../contract/saved-searches.ts';
import { SAVED_SEARCH_NAME_MAX } from '../contract/saved-searches.ts';
import {
  EMPTY_SEARCH,
  ENGLISH_SEARCH_WORDS,
  filterChips,
  headingText,
  LIST_FACETS,
  searchFiltersOf,
  searchHref,
  searchTitle,
  type FacetLabels,
  type SearchState,
  type SearchWords,
} from '../search/search-state.ts';
import { savedSearches } from '../i18n/messages/en-account.ts';

const sortedUnique = <T extends string | number>(values: readonly T[]): T[] =>
  [...new Set(values)].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));

/**
 * The one form a query is kept in: empty fields left out, lists sorted without repeats, text trimmed.
 * Two saves of the same search give the same JSON (the API answers the existing one).
 */
export function canonicalSavedQuery(query: SavedSearchQuery): SavedSearchQuery {
  const out: SavedSearchQuery = {};
  const product = query.product?.trim();
  if (product) out.product = product;
  for (const key of LIST_FACETS) {
    const values = query[key];
    if (values && values.length > 0) (out as Record<string, unknown>)[key] = sortedUnique(values as (string | number)[]);
  }
  if (query.deal) out.deal = true;
  if (query.sort) out.sort = query.sort;
  const group = query.group?.trim();
  if (group) out.group = group;
  const heading = query.heading?.trim();
  if (heading) out.heading = heading;
  return out;
}

/** The query of a /search state (what 'Save search' keeps). */
export function savedQueryOf(state: SearchState): SavedSearchQuery {
  return canonicalSavedQuery({
    ...searchFiltersOf(state),
    deal: state.deal,
    ...(state.sort ? { sort: state.sort } : {}),
  });
}

/** The /search state that runs a saved query, from page 1. */
export function searchStateOf(query: SavedSearchQuery): SearchState {
  return {
    ...EMPTY_SEARCH,
    product: (query.product ?? '').slice(0, MAX_PRODUCT_TEXT),
    brand: [...(query.brand ?? [])],
    category: [...(query.category ?? [])],
    gender: [...(query.gender ?? [])],
    price_range: [...(query.price_range ?? [])],
    color: [...(query.color ?? [])],
    location: [...(query.location ?? [])],
    deal: query.deal === true,
    sort: query.sort ?? null,
    group: query.group ?? '',
    heading: (query.heading ?? '').slice(0, MAX_HEADING),
  };
}

export function savedSearchHref(query: SavedSearchQuery): string {
  return searchHref(searchStateOf(query));
}

/** The query as GET /v2/inventories parameters (each a list of strings), for the catalog's own reader. */
export function savedQueryParams(query: SavedSearchQuery): Record<string, string[]> {
  const raw: Record<string, string[]> = {};
  if (query.product !== undefined) raw.product = [query.product];
  for (const key of LIST_FACETS) {
    const values = query[key];
    if (values !== undefined) raw[key] = values.map(String);
  }
  if (query.deal !== undefined) raw.deal = [String(query.deal)];
  if (query.sort !== undefined) raw.sort = [query.sort];
  if (query.group !== undefined) raw.group = [query.group];
  if (query.heading !== undefined) raw.heading = [query.heading];
  return raw;
}

const clip = (text: string) => text.trim().slice(0, SAVED_SEARCH_NAME_MAX).trim();

/**
 * The name a save starts with (the shopper may change it): the heading of the list, else the words
 * searched for, else what the page's title calls the list ('Chanel', 'Deal of the Day', 'Bags' …).
 */
export function defaultSavedSearchName(query: SavedSearchQuery, labels?: FacetLabels): string {
  if (query.heading?.trim()) return clip(headingText(query.heading));
  if (query.product?.trim()) return clip(query.product);
  return clip(searchTitle(searchStateOf(query), labels));
}

/**
 * The words of a summary and of 'N new' (issue 26): English here, word for word; another language
 * passes its own (its /search words, sort names and the savedSearches section: local-words.ts).
 */
export interface SummaryWords {
  /** BCP 47 tag: a sort's name is lowercased inside 'Sorted by …' as the language does it. */
  lang: string;
  search: SearchWords;
  sorts: Readonly<Record<InventorySort, string>>;
  allPieces: string;
  sortedBy: string;
  newCount: string;
  newCountCapped: string;
}

export const ENGLISH_SUMMARY_WORDS: SummaryWords = {
  lang: 'en',
  search: ENGLISH_SEARCH_WORDS,
  sorts: Object.fromEntries(SORT_OPTIONS.map((option) => [option.id, option.label])) as Record<InventorySort, string>,
  allPieces: savedSearches.allPieces,
  sortedBy: savedSearches.sortedBy,
  newCount: savedSearches.newCount,
  newCountCapped: savedSearches.newCountCapped,
};

/** '“black bag” · Chanel · Bags · Women · Sorted by price: low to high'; 'All pieces' when nothing narrows it. */
export function savedSearchSummary(query: SavedSearchQuery, labels: FacetLabels, words: SummaryWords = ENGLISH_SUMMARY_WORDS): string {
  const state = searchStateOf(query);
  const parts: string[] = [];
  if (state.product) parts.push(`“${state.product}”`);
  parts.push(...filterChips(state, labels, words.search).map((chip) => chip.label));
  if (parts.length === 0) parts.push(words.allPieces);
  const sortName = state.sort ? words.sorts[state.sort] : undefined;
  if (sortName && state.sort !== 'newest') parts.push(format(words.sortedBy, { sort: sortName.toLocaleLowerCase(words.lang) }));
  return parts.join(' · ');
}

/** 'N new' as the list shows it; null when there is nothing new. */
export function newCountLabel(count: number, cap: number, words: SummaryWords = ENGLISH_SUMMARY_WORDS): string | null {
  if (count <= 0) return null;
  return count >= cap ? format(words.newCountCapped, { count: cap - 1 }) : format(words.newCount, { count });
}

/** A saved search's name as the shopper typed it, trimmed; an empty one is refused with the message the form shows. */
export function checkedSearchName(typed: string, required: string): { name: string } | { error: string } {
  const name = typed.trim();
  return name ? { name } : { error: required };
}
