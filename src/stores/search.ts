import { getSearchTerms } from '../lib/api/catalog.ts';
import { EARLY_SEARCHES_KEY } from '../lib/navigation/early-input.ts';
import { addRecentSearch, popularTermsFrom } from '../lib/search/search-history.ts';
import { $isSignedIn } from './auth.ts';
import { persistedRecord } from './persisted.ts';

/** Search history (spec section 3), persisted: recent searches and popular searches. */
export interface SearchHistory {
  recentSearches: string[];
  popularSearches: string[];
}

export const EMPTY_SEARCH_HISTORY: SearchHistory = { recentSearches: [], popularSearches: [] };

export const $searchHistory = persistedRecord<SearchHistory>('searchHistory', EMPTY_SEARCH_HISTORY);

/** Enter in the search box saves non-empty text: newest first, duplicates and empties removed. */
export function saveRecentSearch(text: string): void {
  const history = $searchHistory.get();
  const recentSearches = addRecentSearch(Array.isArray(history.recentSearches) ? history.recentSearches : [], text);
  $searchHistory.set({ ...history, recentSearches });
}

/**
 * Searches made before the search box hydrated (queued by the layout's capture script, oldest first)
 * are saved in order; the queue is emptied and anything but text in it is dropped.
 */
export function saveEarlySearches(storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  let queued: unknown;
  try {
    queued = JSON.parse(storage.getItem(EARLY_SEARCHES_KEY) ?? '[]');
    storage.removeItem(EARLY_SEARCHES_KEY);
  } catch {
    return;
  }
  if (Array.isArray(queued)) for (const text of queued) if (typeof text === 'string') saveRecentSearch(text);
}

if (typeof window !== 'undefined') saveEarlySearches(localStorage);

/**
 * Popular searches come from GET /v1/search-terms, and only for signed-in shoppers (spec section 6).
 * A failure is logged and raised as 'Fetch products' (spec section 8).
 */
export async function loadPopularSearches(): Promise<void> {
  if (!$isSignedIn.get()) return;
  try {
    const terms = await getSearchTerms();
    $searchHistory.set({ ...$searchHistory.get(), popularSearches: popularTermsFrom(terms) });
  } catch (error) {
    console.error('Fetch products', error);
    throw new Error('Fetch products', { cause: error });
  }
}
