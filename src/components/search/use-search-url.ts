/**
 * /search's state is its URL: read after hydration (the page is pre-rendered without one) and on every
 * change (onUrlChange, back and forward). Back and forward, and a return visit, ask for the scroll
 * position to be put back once results are on screen (restorePending, read by useResultsPainted); back
 * and forward also close the mobile filter panel.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { onUrlChange } from '../../lib/navigation/history.ts';
import type { SearchEmbed } from '../../lib/search/search-embed.ts';
import { parseSearchUrl, type SearchState } from '../../lib/search/search-state.ts';
import { $mobileFiltersOpen } from '../../stores/dialogs.ts';
import { isReturnVisit, trackScroll } from './scroll-memory.ts';

/** The state an embedded page starts from (its href's query string); none without one. */
export function stateOfEmbed(start: SearchEmbed | null | undefined): SearchState | null {
  return start ? parseSearchUrl(start.href.slice(start.href.indexOf('?'))) : null;
}

export function useSearchUrl(start: SearchEmbed | null | undefined): { state: SearchState | null; restorePending: RefObject<boolean> } {
  const [state, setState] = useState<SearchState | null>(() => stateOfEmbed(start));
  const restorePending = useRef(false);

  useEffect(() => {
    restorePending.current = isReturnVisit();
    const read = () => setState(parseSearchUrl(window.location.search));
    read();
    const onPopState = () => {
      restorePending.current = true;
      $mobileFiltersOpen.set(false);
    };
    window.addEventListener('popstate', onPopState);
    const unsubscribe = onUrlChange(read);
    const untrack = trackScroll();
    return () => {
      window.removeEventListener('popstate', onPopState);
      unsubscribe();
      untrack();
    };
  }, []);

  return { state, restorePending };
}
