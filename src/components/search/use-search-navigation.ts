/**
 * Moving to another search in place: the URL written (a history entry, in the page's language) with
 * the scroll position remembered for the way back; a new page of the same search also starts at its
 * first row (the heading) rather than at the bottom of the one before.
 */
import { useCallback, useRef, type RefObject } from 'react';
import { updateUrl } from '../../lib/navigation/history.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { searchHref, type SearchState } from '../../lib/search/search-state.ts';
import { rememberScroll } from './scroll-memory.ts';

export interface SearchNavigation {
  navigate: (next: SearchState) => void;
  goToPage: (next: SearchState) => void;
  /** The heading a new page scrolls back to when it is above the window. */
  headingRef: RefObject<HTMLElement | null>;
}

export function useSearchNavigation(locale: Locale): SearchNavigation {
  const headingRef = useRef<HTMLElement | null>(null);
  const navigate = useCallback(
    (next: SearchState) => {
      rememberScroll();
      updateUrl(localizePath(searchHref(next), locale), 'push');
    },
    [locale],
  );
  const goToPage = useCallback(
    (next: SearchState) => {
      navigate(next);
      // A new page starts at its first row, not at the bottom of the one before.
      const top = headingRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) headingRef.current?.scrollIntoView({ block: 'start' });
    },
    [navigate],
  );
  return { navigate, goToPage, headingRef };
}
