/**
 * Loads one of the shopper's records (an order, a consignment) for the chosen currency. Someone
 * else's record (403) goes to /access-denied; an unknown or malformed id (404, 400) to /item-not-found,
 * both in the page's language (issue 26).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { httpStatus, serverMessage } from '../../lib/api/http.ts';
import { accessDeniedHref } from '../../lib/navigation/links.ts';
import { $global } from '../../stores/global.ts';
import { whileCurrent } from '../ui/while-current.ts';
import { idInAddress, takeEarlyCall, type RecordSource } from './record-source.ts';

export const ITEM_NOT_FOUND_PATH = '/item-not-found';

export type RecordState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; record: T };

/** How the page speaks: where its redirects lead, and whether a failure may show the API's (English) message. */
export interface RecordPlaces {
  localized: (path: string) => string;
  serverWords: boolean;
}
const ENGLISH_PLACES: RecordPlaces = { localized: (path) => path, serverWords: true };

/** Loads the record of the page's address (read once: the island lives on that address), /ms/order-detail/… too. */
export function useRecordAt<I extends string | number, T>(
  source: RecordSource<I, T>,
  failure: string,
  { localized, serverWords }: RecordPlaces = ENGLISH_PLACES,
) {
  const [id] = useState(() => idInAddress(source));
  const { currency } = useStore($global);
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      window.location.replace(localized(ITEM_NOT_FOUND_PATH));
      return;
    }
    return whileCurrent(
      takeEarlyCall(source, id, currency.code) ?? source.load(id, currency.code),
      (record) => setState({ status: 'ready', record }),
      (error) => {
        const status = httpStatus(error);
        if (status === 403) {
          window.location.replace(localized(accessDeniedHref(window.location.pathname + window.location.search)));
        } else if (status === 404 || status === 400) {
          window.location.replace(localized(ITEM_NOT_FOUND_PATH));
        } else if (status !== 401) {
          // A 401 reloads the page by itself (session rules of the HTTP client).
          console.error(failure, error);
          setState({ status: 'error', message: serverWords ? serverMessage(error, failure) : failure });
        }
      },
    );
  }, [id, source, currency.code, attempt, failure, localized, serverWords]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry, currency };
}
