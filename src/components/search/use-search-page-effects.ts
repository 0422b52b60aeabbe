/**
 * What /search changes outside its island: the edge's price strip hidden once it no longer speaks of
 * the search, the document's title, and, once results are on screen, the scroll position put back
 * (when returning) and the paint marked for the search benchmark.
 */
import { useEffect, type RefObject } from 'react';
import { STORE_NAME } from '../../lib/config/storefront.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { stripStillApplies } from '../../lib/price-guide/lines.ts';
import type { ResultsState } from '../../lib/search/search-results.ts';
import { searchTitle, type FacetLabels, type SearchState } from '../../lib/search/search-state.ts';
import { savedScroll } from './scroll-memory.ts';

/** Performance mark set when a search's results have painted (read by the search benchmark). */
export const RESULTS_PAINTED_MARK = 'search:results-painted';

/**
 * The edge puts a price strip (issue 25) before the island for the text the page came with: once the
 * shopper searches other words in place (or in another currency) it no longer speaks of them.
 */
export function usePriceStrips(state: SearchState | null, searchKey: string | null, currencyCode: string): void {
  useEffect(() => {
    if (!state) return;
    for (const strip of document.querySelectorAll<HTMLElement>('[data-price-strip]')) {
      const made = { text: strip.dataset.priceStrip ?? '', currency: strip.dataset.currency ?? '' };
      strip.hidden = !stripStillApplies(made, { text: state.product, currency: currencyCode });
    }
    // searchKey stands for state.
  }, [searchKey, currencyCode]);
}

/** 'Hermès bags | Reluxe': the search's title, kept in step with the URL. */
export function useDocumentTitle(state: SearchState | null, searchKey: string | null, labels: FacetLabels, t: Section<'searchPage'>): void {
  useEffect(() => {
    if (state) document.title = `${searchTitle(state, labels, t)} | ${STORE_NAME}`;
    // searchKey stands for state.
  }, [searchKey, labels, t]);
}

/** Once results are on screen: put the scroll position back when returning, and mark the paint. */
export function useResultsPainted(results: ResultsState, restorePending: RefObject<boolean>): void {
  useEffect(() => {
    if (results.status === 'loading') return;
    const frame = requestAnimationFrame(() => {
      if (restorePending.current) {
        restorePending.current = false;
        const y = savedScroll();
        if (y !== null) window.scrollTo(0, y);
      }
      performance.mark(RESULTS_PAINTED_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [results]);
}
