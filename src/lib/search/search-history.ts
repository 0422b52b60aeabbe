/** Recent and popular search rules (spec sections 2, 4 and 9). */
import { POPULAR_SEARCH_LIMIT, RECENT_SEARCH_LIMIT } from '../config/storefront.ts';
import type { SearchTerm } from '../contract/catalog.ts';

/** How many recent searches are kept; only RECENT_SEARCH_LIMIT are shown, matching what is typed. */
export const RECENT_SEARCH_KEEP = 10;

/** Search words as stored and sent: trimmed, inner runs of spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function sameTerm(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

/** Empties dropped, duplicates (ignoring case) dropped keeping the first. */
function distinctTerms(terms: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of terms) {
    const term = normalizeSearchText(raw);
    if (term !== '' && !kept.some((k) => sameTerm(k, term))) kept.push(term);
  }
  return kept;
}

/** Enter saves non-empty text: newest first, duplicates and empties removed. */
export function addRecentSearch(recent: readonly string[], text: string, keep = RECENT_SEARCH_KEEP): string[] {
  const term = normalizeSearchText(text);
  const rest = distinctTerms(recent);
  if (term === '') return rest.slice(0, keep);
  return [term, ...rest.filter((r) => !sameTerm(r, term))].slice(0, keep);
}

function matches(term: string, typed: string): boolean {
  const needle = normalizeSearchText(typed).toLocaleLowerCase();
  return needle === '' || term.toLocaleLowerCase().includes(needle);
}

/** Up to 3 recent searches that contain the typed text (all of them when nothing is typed). */
export function visibleRecentSearches(recent: readonly string[], typed = ''): string[] {
  return distinctTerms(recent)
    .filter((term) => matches(term, typed))
    .slice(0, RECENT_SEARCH_LIMIT);
}

/** Popular terms from GET /v1/search-terms: the term field, empties and duplicates removed. */
export function popularTermsFrom(items: readonly SearchTerm[]): string[] {
  return distinctTerms(items.map((item) => (typeof item.term === 'string' ? item.term : '')));
}

/** Up to 5 popular searches containing the typed text, leaving out what recent already shows. */
export function visiblePopularSearches(popular: readonly string[], typed = '', shownRecent: readonly string[] = []): string[] {
  return distinctTerms(popular)
    .filter((term) => matches(term, typed) && !shownRecent.some((r) => sameTerm(r, term)))
    .slice(0, POPULAR_SEARCH_LIMIT);
}
