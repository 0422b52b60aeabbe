/**
 * The global search box's rules, without React or the DOM (src/components/search/SearchCombobox.tsx):
 * the text it shows on an address, where a search goes in the page's language, what a key does in the
 * combobox (ARIA 1.2 keyboard model) and a suggestion group's heading.
 */
import type { Section } from '../i18n/messages/types.ts';
import { parseSearchUrl, searchBoxHref } from './search-state.ts';
import type { SuggestionGroupId } from './suggestions.ts';

/** The English /search; a page in another language passes its own (/ms/search). */
export const SEARCH_PATH = '/search';

/** The box shows the current product query on the language's /search and is empty everywhere else. */
export function boxTextAt(route: string, search: string, searchPath: string): string {
  return route === searchPath ? parseSearchUrl(search).product : '';
}

/** Where Enter goes: the language's /search with product (when non-empty), l=50, p=1. */
export function boxSearchHref(searchPath: string, typed: string): string {
  // searchBoxHref is an English address: the same query on this language's page.
  return `${searchPath}${searchBoxHref(typed).slice(SEARCH_PATH.length)}`;
}

/** What a key does in the box. */
export type BoxKeyAction =
  | { kind: 'open'; index: number }
  | { kind: 'move'; direction: 'down' | 'up' }
  | { kind: 'choose' }
  | { kind: 'search' }
  | { kind: 'close' }
  | { kind: 'clear' }
  | { kind: 'none' };

export interface BoxKeyInput {
  key: string;
  /** The list is open and has options. */
  expanded: boolean;
  /** An input method is composing (Enter confirms the composition, not the search). */
  composing: boolean;
  /** An option is active (aria-activedescendant). */
  hasActive: boolean;
  hasText: boolean;
  optionCount: number;
}

/**
 * Arrows open the list (on its first or last option) or move in it, and ask for popular searches;
 * Enter chooses the active option or searches the text; Escape closes the list, else clears the text;
 * Tab closes. `prevent` says whether the browser's own handling of the key is cancelled.
 */
export function boxKeyAction(input: BoxKeyInput): { action: BoxKeyAction; prevent: boolean; askPopular: boolean } {
  const none = { action: { kind: 'none' } as const, prevent: false, askPopular: false };
  switch (input.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = input.key === 'ArrowDown';
      const action: BoxKeyAction = input.expanded
        ? { kind: 'move', direction: down ? 'down' : 'up' }
        : { kind: 'open', index: down ? 0 : input.optionCount - 1 };
      return { action, prevent: true, askPopular: true };
    }
    case 'Enter':
      if (input.composing) return none;
      return { action: { kind: input.hasActive ? 'choose' : 'search' }, prevent: true, askPopular: false };
    case 'Escape':
      if (input.expanded) return { action: { kind: 'close' }, prevent: true, askPopular: false };
      return input.hasText ? { action: { kind: 'clear' }, prevent: true, askPopular: false } : none;
    case 'Tab':
      return { action: { kind: 'close' }, prevent: false, askPopular: false };
    default:
      return none;
  }
}

/** A suggestion group's heading in the box's language ('RECENT SEARCHES' in English). */
export function groupLabel(id: SuggestionGroupId, words: Section<'search'>): string {
  const labels: Record<SuggestionGroupId, string> = { recent: words.recentSearches, popular: words.popularSearches, products: words.products };
  return labels[id];
}
