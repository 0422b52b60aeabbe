/**
 * On /search the box follows the URL (back and forward, filters, a page restored from the back/forward
 * cache); elsewhere it starts empty. The box wakes on its first focus (client:interaction): a shopper
 * who focused it, or typed, before it woke gets what focus and typing give once awake (the list,
 * suggestions for the words).
 */
import { useEffect, type RefObject } from 'react';
import { onUrlChange } from '../../lib/navigation/history.ts';
import { routePath } from '../../lib/navigation/links.ts';
import { boxTextAt } from '../../lib/search/search-box.ts';
import { requestPopularOnce } from './popular-searches.ts';

/** The box's text on this address. */
export function textFromLocation(searchPath: string): string {
  return boxTextAt(routePath(window.location.pathname), window.location.search, searchPath);
}

interface Handlers {
  /** Show this text with the list closed (the address changed). */
  show: (text: string) => void;
  /** Focused before it woke: open the list. */
  open: () => void;
  /** Show the text typed before it woke, as typed now (its suggestions asked). */
  typedEarly: (text: string) => void;
  /** Show the text already in the box (nothing new typed). */
  keep: (text: string) => void;
}

export function useBoxFollowsLocation(inputRef: RefObject<HTMLInputElement | null>, searchPath: string, handlers: Handlers): void {
  useEffect(() => {
    const sync = () => handlers.show(textFromLocation(searchPath));
    const typedEarly = inputRef.current?.value ?? '';
    if (document.activeElement === inputRef.current) {
      requestPopularOnce();
      handlers.open();
      if (typedEarly && typedEarly !== textFromLocation(searchPath)) handlers.typedEarly(typedEarly);
      else handlers.keep(typedEarly);
    } else sync();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) sync();
    };
    window.addEventListener('pageshow', onPageShow);
    const unsubscribe = onUrlChange(sync);
    return () => {
      unsubscribe();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}

/** Keep the active option in view inside the scrolling list. */
export function useActiveOptionInView<T>(active: T | undefined, idOf: (option: T) => string): void {
  useEffect(() => {
    if (!active) return;
    document.getElementById(idOf(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);
}
