/**
 * What /search's results island shows, decided without React or the DOM: the results on screen
 * (loading with the page before it, done, failed), from the edge's embedded page or an answer, the
 * count line, the eyebrow, the line under the heading (relaxation or correction), the body (failure,
 * skeleton, nothing found, grid), the sort's names and the suggestions of a search that found nothing.
 * The island (src/components/search/SearchResults.tsx) and its hooks call these; the view only renders.
 */
import type { InventorySort, ProductCard, ProductListResponse, ZeroResultSuggestions } from '../contract/catalog.ts';
import type { CurrencyOption } from '../contract/settings.ts';
import { format } from '../i18n/format.ts';
import { langTag, type Locale } from '../i18n/locales.ts';
import type { Section } from '../i18n/messages/types.ts';
import { sortOptionsFor } from '../catalog/inventory-query-rules.ts';
import { readListExtensions, type ListExtensions } from './search-correction.ts';
import type { SearchEmbed } from './search-embed.ts';
import type { SearchState } from './search-state.ts';

/** A page of results on screen: the cards, the total, the currency they were asked in and when they came. */
export interface Shown {
  data: ProductCard[];
  total: number;
  /** The answer's correction and zero-result suggestions (extension fields), when it carried them. */
  extensions: ListExtensions;
  currency: CurrencyOption;
  /** The clock of the cards' deal rule: when the answer came (the edge's render time for an embedded one). */
  at: number;
}

export type ResultsState = { status: 'loading'; previous: Shown | null } | ({ status: 'done' } & Shown) | { status: 'error'; message: string };

/** The page on screen: the answer when done, the page before while loading, none after a failure. */
export function shownOf(results: ResultsState): Shown | null {
  if (results.status === 'done')
    return { data: results.data, total: results.total, extensions: results.extensions, currency: results.currency, at: results.at };
  return results.status === 'loading' ? results.previous : null;
}

/** An answer of GET /v2/inventories, asked in `currency`, on screen from `at`. */
export function resultsOf(answer: ProductListResponse, currency: CurrencyOption, at: number): ResultsState {
  return { status: 'done', data: answer.data, total: answer.total_count, extensions: readListExtensions(answer), currency, at };
}

/** Where the island starts: the edge's page (its answer, or its refusal), or loading with nothing shown. */
export function initialResults(start: SearchEmbed | null | undefined): ResultsState {
  if (!start) return { status: 'loading', previous: null };
  if (!start.answer) return { status: 'error', message: start.refusal ?? '' };
  return resultsOf(start.answer, start.currency, start.renderedAt);
}

/** A new search started: loading, keeping what is on screen until its answer comes. */
export function loadingAfter(current: ResultsState): ResultsState {
  return { status: 'loading', previous: shownOf(current) };
}

/** '1,234 items', numbers as the language writes them (English: en-US, as the spec's). */
export function itemCount(total: number, words: Section<'searchPage'>, locale: Locale): string {
  const count = total.toLocaleString(locale === 'en' ? 'en-US' : langTag(locale));
  return format(total === 1 ? words.itemCountOne : words.itemCountOther, { count });
}

/** The small line over the heading: a text search, the deals, or the shop. */
export function eyebrowOf(state: SearchState, t: Section<'searchPage'>): string {
  if (state.product) return t.eyebrowSearch;
  return state.deal ? t.eyebrowDeal : t.eyebrowShop;
}

/** The sort's name in the page's language. */
export function sortLabel(id: InventorySort, t: Section<'searchPage'>): string {
  const labels: Record<InventorySort, string> = { relevance: t.sortRelevance, newest: t.sortNewest, price_asc: t.sortPriceAsc, price_desc: t.sortPriceDesc };
  return labels[id];
}

/** The sorts offered for the text, named in the page's language when the page has its own words (else the rule's English). */
export function sortOptionsShown(
  product: SearchState['product'],
  t: Section<'searchPage'>,
  translated: boolean,
): readonly { id: InventorySort; label: string }[] {
  const options = sortOptionsFor(product);
  return translated ? options.map((option) => ({ ...option, label: sortLabel(option.id, t) })) : options;
}

/** The line under the heading: the words left out (which includes the correction), else the correction, and only over cards. */
export function headLineOf(shown: Shown | null): 'relaxation' | 'correction' | null {
  if (!shown || shown.data.length === 0) return null;
  if (shown.extensions.relaxation) return 'relaxation';
  return shown.extensions.correction ? 'correction' : null;
}

/** What the results area shows: the failure, the skeleton (nothing yet), the empty message, or the grid. */
export function bodyOf(results: ResultsState): 'error' | 'skeleton' | 'empty' | 'grid' {
  if (results.status === 'error') return 'error';
  const shown = shownOf(results);
  if (!shown) return 'skeleton';
  return shown.data.length === 0 ? 'empty' : 'grid';
}

/** The suggestion groups of a search that found nothing, the empty ones left out. */
export function suggestionGroups(suggestions: ZeroResultSuggestions, t: Section<'searchPage'>): { id: string; title: string; items: string[] }[] {
  return [
    { id: 'closest', title: t.didYouMean, items: suggestions.closest },
    { id: 'popular', title: t.popularSearches, items: suggestions.popular },
  ].filter((group) => group.items.length > 0);
}

/** The heading of an empty page: the text not found (with filters or not), or no match. */
export function nothingFoundHeading(state: SearchState, filters: number, t: Section<'searchPage'>): string {
  if (!state.product) return t.noMatch;
  return format(filters > 0 ? t.nothingFoundFiltered : t.nothingFound, { text: state.product });
}

/** A click the page handles itself: the main button with no key that asks for a new tab or window. */
export function isPlainClick(event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; button: number }): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}
