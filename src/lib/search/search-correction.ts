/**
 * The optional extension fields of a list answer (ProductListResponse.correction and .suggestions),
 * read from the built-in API or an API_ORIGIN backend, and the links the page offers with them:
 * 'Showing results for birkin' with a link that searches the exact text, and the suggestions of a
 * search that found nothing. An answer without them (or with malformed ones) changes nothing.
 */
import { MAX_PRODUCT_TEXT } from '../catalog/inventory-query-rules.ts';
import type { SearchCorrection, ZeroResultSuggestions } from '../contract/catalog.ts';
import { isObject } from '../contract/wire-checks.ts';
import { EMPTY_SEARCH, searchHref, type SearchState } from './search-state.ts';

/** At most this many suggestions of each kind are shown. */
export const MAX_SUGGESTIONS = 8;

export interface ListExtensions {
  correction: SearchCorrection | null;
  suggestions: ZeroResultSuggestions | null;
}

const shortText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_PRODUCT_TEXT;

function textList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return [...new Set(value.filter(shortText).map((item) => item.trim()))].slice(0, MAX_SUGGESTIONS);
}

/** The extension fields of a list answer, checked; each null when absent or not as documented. */
export function readListExtensions(answer: unknown): ListExtensions {
  if (!isObject(answer)) return { correction: null, suggestions: null };
  const { correction, suggestions } = answer;
  const readCorrection =
    isObject(correction) && shortText(correction['text']) && shortText(correction['original'])
      ? { text: correction['text'].trim(), original: correction['original'].trim() }
      : null;
  let readSuggestions: ZeroResultSuggestions | null = null;
  if (isObject(suggestions)) {
    const closest = textList(suggestions['closest']);
    const popular = textList(suggestions['popular']);
    if (closest && popular) readSuggestions = { closest, popular };
  }
  return { correction: readCorrection, suggestions: readSuggestions };
}

/** Whether the text asks to be searched exactly as typed (wrapped in double quotes). */
export function isExactText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
}

/** The same search with the text searched exactly as typed (no correction), from page 1. */
export function exactTextState(state: SearchState, original: string): SearchState {
  const text = original.replace(/"/g, '').trim();
  return { ...state, product: `"${text}"`.slice(0, MAX_PRODUCT_TEXT), p: 1 };
}

/** A suggestion's link: a new search for that text (filters dropped: they found nothing). */
export function suggestionHref(state: SearchState, text: string): string {
  return searchHref({ ...EMPTY_SEARCH, product: text, l: state.l });
}

/** A list answer's page as embedded or kept: the spec's fields, plus the checked extension fields that are present. */
export function withListExtensions<T extends object>(
  page: T,
  answer: unknown,
): T & Partial<{ correction: SearchCorrection; suggestions: ZeroResultSuggestions }> {
  const { correction, suggestions } = readListExtensions(answer);
  return { ...page, ...(correction ? { correction } : {}), ...(suggestions ? { suggestions } : {}) };
}
