/**
 * The results of /search's state: GET /v2/inventories in the shopper's currency, asked again when the
 * search (its URL), the currency or the attempt changes, the latest request's answer only. The edge's
 * embedded page is taken as it is for the first search it answers (nothing asked, nothing replaced; a
 * refusal there gets the toast a refusal here gets), and the search started at load is taken over
 * when it is for the same query. A failure is a toast and the error state; retry asks again.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { searchInventories } from '../../lib/api/catalog.ts';
import { serverMessage } from '../../lib/api/http.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { latestOnly } from '../../lib/search/latest-only.ts';
import { embedAnswers, type SearchEmbed } from '../../lib/search/search-embed.ts';
import { initialResults, loadingAfter, resultsOf, type ResultsState } from '../../lib/search/search-results.ts';
import { toInventoryQuery, type SearchState } from '../../lib/search/search-state.ts';
import { showToast } from '../../stores/toasts.ts';
import { takeFirstSearch } from './search-first-page.ts';

interface Input {
  state: SearchState | null;
  /** The search's URL (searchHref): a new state object with the same URL is the same search. */
  searchKey: string | null;
  /** The page the island starts from (the edge's), if any. */
  start: SearchEmbed | null;
  currency: CurrencyOption;
  t: Section<'searchPage'>;
}

export function useSearchResults({ state, searchKey, start, currency, t }: Input): { results: ResultsState; retry: () => void } {
  const [results, setResults] = useState<ResultsState>(() => initialResults(start));
  // The embedded page, until the first search effect has seen it (then it is the results above).
  const seeded = useRef(start);
  const [attempt, setAttempt] = useState(0);
  const requests = useMemo(() => latestOnly(), []);

  useEffect(() => () => requests.cancel(), [requests]);

  useEffect(() => {
    if (!state) return;
    const embedded = seeded.current;
    seeded.current = null;
    // The page arrived with these results (rendered at the edge): nothing to ask, nothing to replace.
    // A query the catalog refused there gets the toast a refusal here gets; its message is on the page.
    if (embedAnswers(embedded, state, currency.code)) {
      if (embedded.refusal !== null) showToast({ severity: 'error', summary: t.cannotSearch, detail: embedded.refusal });
      return;
    }
    setResults(loadingAfter);
    const askedIn = currency;
    const query = toInventoryQuery(state, askedIn.code);
    const started = takeFirstSearch(JSON.stringify(query));
    requests
      .run((signal) => started ?? searchInventories(query, { signal }))
      .then((result) => {
        if (result.status === 'latest') setResults(resultsOf(result.value, askedIn, Date.now()));
      })
      .catch((error: unknown) => {
        const message = serverMessage(error, t.checkConnection);
        console.error('Search failed', error);
        showToast({ severity: 'error', summary: t.cannotSearch, detail: message });
        setResults({ status: 'error', message });
      });
    // searchKey stands for state: a new object with the same URL is the same search.
    // currency stands for currency.code (a new object with the same code is the same currency).
  }, [searchKey, currency.code, attempt, requests]);

  return { results, retry: () => setAttempt((n) => n + 1) };
}
