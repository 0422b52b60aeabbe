/** Loads one page of an account list for the chosen currency, with the page number kept in ?p=. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { pageCount, pageFromQuery } from '../../lib/pagination/pagination.ts';
import type { AccountListQuery, PagedResponse } from '../../lib/contract/account-area.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { onUrlChange, updateUrl } from '../../lib/navigation/history.ts';
import { $global } from '../../stores/global.ts';

/** Rows per page of the profile lists: a screenful of cards on a phone. */
export const PROFILE_PAGE_SIZE = 6;

export type ListState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rows: T[]; total: number };

function pageInUrl(): number {
  return pageFromQuery(new URLSearchParams(window.location.search).get('p'));
}

export function pageHref(page: number): string {
  return page > 1 ? `${window.location.pathname}?p=${page}` : window.location.pathname;
}

/**
 * `failure`: what a failed load says. On an English page the server's own message comes first; a
 * localized page says `failure`, in its language (the API's messages are English).
 */
export function useAccountList<T>(load: (query: AccountListQuery) => Promise<PagedResponse<T>>, failure: string, serverWords = true) {
  const { currency } = useStore($global);
  const [page, setPage] = useState(pageInUrl);
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => onUrlChange(() => setPage(pageInUrl())), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load({ l: PROFILE_PAGE_SIZE, p: page, currency: currency.code })
      .then((answer) => {
        if (!current) return;
        const last = pageCount(answer.total_count, PROFILE_PAGE_SIZE);
        // A page past the end (an old link, or rows gone meanwhile): show the last page instead.
        if (answer.data.length === 0 && answer.total_count > 0 && page > last) {
          updateUrl(pageHref(last), 'replace');
          return;
        }
        setState({ status: 'ready', rows: answer.data, total: answer.total_count });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(failure, error);
        setState({ status: 'error', message: serverWords ? serverMessage(error, failure) : failure });
      });
    return () => {
      current = false;
    };
  }, [load, page, currency.code, attempt, failure, serverWords]);

  const goTo = useCallback((target: number) => {
    updateUrl(pageHref(target), 'push');
    document.getElementById('account-content')?.scrollIntoView({ block: 'start' });
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, page, goTo, retry, currency };
}
