/**
 * 'Recently viewed' (issue 13): the last products a shopper opened, newest first, kept in local
 * storage. Pure: the store (src/stores/recently-viewed.ts) and the tests use these.
 */
import { MAX_IDS, productIdOf } from './inventory-query-rules.ts';

/** The list is as long as one ids= call may ask for. */
export const RECENTLY_VIEWED_LIMIT = MAX_IDS;
export { RECENTLY_VIEWED_KEY } from '../config/storage-keys.ts';

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

/**
 * The stored list once the page's product has shown (issue 22: a product whose name is on screen
 * counts as viewed, however soon the shopper leaves), or null when the page carries no product.
 * It runs inline as the product page parses (src/early/product-viewed.entry.ts), before any module
 * loads, so it stays small: it repeats the id rule and the list rules above rather than bundling
 * them, and a unit test holds it to readViewedList and withViewed.
 */
export function viewedListWithPageProduct(stored: string | null, productJson: string | null, limit: number): string | null {
  const asId = (value: unknown): number | null =>
    (typeof value === 'number' || typeof value === 'string') && /^[1-9]\d{0,8}$/.test(String(value)) ? Number(value) : null;
  let product: unknown = null;
  try {
    product = JSON.parse(productJson ?? 'null');
  } catch {
    return null;
  }
  const id = typeof product === 'object' && product !== null ? asId((product as { id?: unknown }).id) : null;
  if (id === null) return null;
  let list: unknown = [];
  try {
    list = JSON.parse(stored ?? '[]');
  } catch {
    list = [];
  }
  const ids = [id];
  if (Array.isArray(list)) {
    for (const item of list) {
      const seen = asId(item);
      if (seen !== null && !ids.includes(seen)) ids.push(seen);
    }
  }
  return JSON.stringify(ids.slice(0, limit));
}
