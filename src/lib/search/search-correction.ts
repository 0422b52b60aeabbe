/**
 * The optional extension fields of a list answer (ProductListResponse.correction, .relaxation and
 * .suggestions), read from the built-in API or an API_ORIGIN backend, and the links the page offers
 * with them: 'Showing results for birkin' with a link that searches the exact text, 'No exact match
 * for ‘hermes croc kelly’. Showing results for hermes kelly.' with the same link, and the suggestions of
 * a search that found nothing. An answer without them (or with malformed ones) changes nothing.
 */
import { MAX_PRODUCT_TEXT } from '../catalog/inventory-query-rules.ts';
import type { SearchCorrection, SearchRelaxation, ZeroResultSuggestions } from '../contract/catalog.ts';
import { isObject } from '../contract/wire-checks.ts';
import { EMPTY_SEARCH, searchHref, type SearchState } from './search-state.ts';

/** At most this many suggestions of each kind are shown. */
export const MAX_SUGGESTIONS = 8;

export interface ListExtensions {
  correction: SearchCorrection | null;
  /** Words left out of the search (issue 37); null when none were, or a backend does not say. */
  relaxation: SearchRelaxation | null;
  suggestions: ZeroResultSuggestions | null;
}

const shortText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_PRODUCT_TEXT;

function textList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return [...new Set(value.filter(shortText).map((item) => item.trim()))].slice(0, MAX_SUGGESTIONS);
}

/** The extension fields of a list answer, checked; each null when absent or not as documented. */
export function readListExtensions(answer: unknown): ListExtensions {
  if (!isObject(answer)) return { correction: null, relaxation: null, suggestions: null };
  const { correction, relaxation, suggestions } = answer;
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
  return { correction: readCorrection, relaxation: readRelaxation(relaxation), suggestions: readSuggestions };
}

/** The relaxation field, checked: the text searched, the text typed and at least one word left out. */
function readRelaxation(value: unknown): SearchRelaxation | null {
  if (!isObject(value) || !shortText(value['text']) || !shortText(value['original'])) return null;
  const dropped = textList(value['dropped']);
  if (!dropped?.length) return null;
  return { text: value['text'].trim(), original: value['original'].trim(), dropped };
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
): T & Partial<{ correction: SearchCorrection; relaxation: SearchRelaxation; suggestions: ZeroResultSuggestions }> {
  const { correction, relaxation, suggestions } = readListExtensions(answer);
  return { ...page, ...(correction ? { correction } : {}), ...(relaxation ? { relaxation } : {}), ...(suggestions ? { suggestions } : {}) };
}
