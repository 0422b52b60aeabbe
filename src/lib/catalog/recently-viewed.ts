/**
 * 'Recently viewed' (issue 13): the last products a shopper opened, newest first, kept in local
 * storage. Pure: the store (src/stores/recently-viewed.ts) and the tests use these.
 */
import { MAX_IDS, productIdOf } from './inventory-query-rules.ts';

/** The list is as long as one ids= call may ask for. */
export const RECENTLY_VIEWED_LIMIT = MAX_IDS;
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The list after opening product `id`: it moves to the front, once, and the oldest fall off. */
export function withViewed(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((seen) => seen !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * A stored list read leniently (hand-edited or from an older version): only product ids by the
 * shared rule, each once, in order, at most RECENTLY_VIEWED_LIMIT; anything unreadable is empty.
 */
export function readViewedList(stored: string | null | undefined): number[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids: number[] = [];
  for (const item of parsed) {
    const id = typeof item === 'number' || typeof item === 'string' ? productIdOf(String(item)) : null;
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The cards a section shows: the list's order, without the product on screen. */
export function shownViewed<T extends { id: number }>(cards: readonly T[], onScreen: number | null): T[] {
  return cards.filter((card) => card.id !== onScreen);
}
