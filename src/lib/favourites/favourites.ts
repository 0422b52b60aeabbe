/**
 * Favourites rules (issue 14), shared by the storefront (guest list in local storage, the
 * /favourites page) and the built-in API (merge, 'Price dropped'). Pure: no DOM, no I/O.
 */
import { cardPrice } from '../catalog/deal.ts';
import { isSold } from '../catalog/product-banner.ts';
import type { ProductCard } from '../contract/catalog.ts';
import { FAVOURITES_MAX, type FavouriteSort, type GuestFavourite } from '../contract/favourites.ts';

/** The accessible names of the heart button (issue 14, word for word). */
export const HEART_LABELS = { off: 'Add to favourites', on: 'Remove from favourites' } as const;

/** The outline of a heart in a 24-unit box; filled when saved (CSS, by aria-pressed). */
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 4.3 2.5h1.6c.7-1.3 2.2-2.5 4.3-2.5 3.5 0 5.3 3.5 4.2 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

/** The heart's names and toasts on a page in another language (issue 26: the productCard section's). */
export interface HeartWords {
  addFavourite: string;
  removeFavourite: string;
  cannotAddFavourite: string;
  cannotRemoveFavourite: string;
  checkConnection: string;
}

/** The heart's words among a card's words, when they are all there (a page in another language). */
export function heartWordsOf(words: Partial<HeartWords> | undefined): HeartWords | undefined {
  if (!words) return undefined;
  const { addFavourite, removeFavourite, cannotAddFavourite, cannotRemoveFavourite, checkConnection } = words;
  return addFavourite && removeFavourite && cannotAddFavourite && cannotRemoveFavourite && checkConnection
    ? { addFavourite, removeFavourite, cannotAddFavourite, cannotRemoveFavourite, checkConnection }
    : undefined;
}

/** 'Add to favourites' / 'Remove from favourites', or the page language's words. */
export function heartLabel(saved: boolean, words?: Pick<HeartWords, 'addFavourite' | 'removeFavourite'>): string {
  if (words) return saved ? words.removeFavourite : words.addFavourite;
  return saved ? HEART_LABELS.on : HEART_LABELS.off;
}

/** 'Price dropped': the piece is still for sale and its price to pay is below the price saved. */
export function isPriceDropped(currentPrice: number, savedPrice: number, sold: boolean): boolean {
  return !sold && currentPrice < savedPrice;
}

/** The price to pay now: the deal price while a deal is in effect, else the selling price (deal.ts). */
export function priceToPay(product: Pick<ProductCard, 'selling_price' | 'deal'>, now: number): number {
  return cardPrice(product, now).price;
}

export interface FavouriteBadges {
  sold: boolean;
  priceDropped: boolean;
  deal: boolean;
}

/** What changed since the piece was saved: sold, price dropped, a deal in effect (not on a sold piece). */
export function favouriteBadges(product: ProductCard, savedPrice: number, now: number): FavouriteBadges {
  const sold = isSold(product);
  const price = cardPrice(product, now);
  return { sold, priceDropped: isPriceDropped(price.price, savedPrice, sold), deal: !sold && price.struckPrice !== null };
}

interface Saved {
  id: number;
  /** Epoch ms or unix s, as long as one list uses one unit. */
  savedAt: number;
}

/**
 * What a merge adds to an account: incoming ids the account lacks, each once at its earliest save,
 * newest saves first while there is room under `max`; the rest are over the cap.
 */
export function planMerge<T extends Saved>(existingIds: readonly number[], incoming: readonly T[], max = FAVOURITES_MAX): { add: T[]; overCap: number[] } {
  const have = new Set(existingIds);
  const earliest = new Map<number, T>();
  for (const item of incoming) {
    if (have.has(item.id)) continue;
    const seen = earliest.get(item.id);
    if (!seen || item.savedAt < seen.savedAt) earliest.set(item.id, item);
  }
  const candidates = [...earliest.values()].sort((a, b) => b.savedAt - a.savedAt || b.id - a.id);
  const room = Math.max(0, max - have.size);
  return { add: candidates.slice(0, room), overCap: candidates.slice(room).map((item) => item.id) };
}

// ---------------------------------------------------------------- guest list (local storage)

/** Local storage key of the favourites record. */
export { FAVOURITES_KEY } from '../config/storage-keys.ts';

/**
 * A favourites record in local storage: a guest's own list (`guest`, newest first), and a copy of a
 * signed-in shopper's ids (`account`, `owner` their user id) so hearts show before the sync answers.
 */
export interface FavouritesRecord {
  guest: GuestFavourite[];
  owner: number | null;
  account: number[];
}

export const EMPTY_FAVOURITES: FavouritesRecord = { guest: [], owner: null, account: [] };

const ID_MAX = 999_999_999;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= ID_MAX;

/** One stored guest favourite, or null when hand-edited into something unreadable. */
function readGuestFavourite(value: unknown): GuestFavourite | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, saved_at: savedAt, saved_price: savedPrice, currency } = value as Record<string, unknown>;
  if (!isId(id)) return null;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (typeof savedPrice !== 'number' || !Number.isFinite(savedPrice) || savedPrice < 0) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  return { id, saved_at: savedAt, saved_price: Math.round(savedPrice), currency };
}

/** Reads a stored record leniently: what the rules refuse is dropped, duplicates keep the first. */
export function readFavouritesRecord(value: unknown): FavouritesRecord {
  if (typeof value !== 'object' || value === null) return EMPTY_FAVOURITES;
  const record = value as Record<string, unknown>;
  const guest: GuestFavourite[] = [];
  const seen = new Set<number>();
  for (const item of Array.isArray(record['guest']) ? record['guest'] : []) {
    const favourite = readGuestFavourite(item);
    if (favourite && !seen.has(favourite.id) && guest.length < FAVOURITES_MAX) {
      seen.add(favourite.id);
      guest.push(favourite);
    }
  }
  const owner = isId(record['owner']) ? record['owner'] : null;
  const account = owner === null || !Array.isArray(record['account']) ? [] : [...new Set(record['account'].filter(isId))].slice(0, FAVOURITES_MAX);
  return { guest, owner, account };
}

/** Adds a guest favourite at the front; the list keeps FAVOURITES_MAX (the oldest save goes). */
export function addGuestFavourite(list: readonly GuestFavourite[], favourite: GuestFavourite): GuestFavourite[] {
  if (list.some((item) => item.id === favourite.id)) return [...list];
  return [favourite, ...list].slice(0, FAVOURITES_MAX);
}

export function removeGuestFavourite(list: readonly GuestFavourite[], id: number): GuestFavourite[] {
  return list.filter((item) => item.id !== id);
}

// ---------------------------------------------------------------- sorting (guest page)

export interface SortableFavourite {
  product: Pick<ProductCard, 'id' | 'selling_price' | 'deal'>;
  saved_at: string;
}

/** The order of GET /v1/favourites: newest save first, or today's price to pay (ties: newest save). */
export function sortFavourites<T extends SortableFavourite>(items: readonly T[], sort: FavouriteSort, now: number): T[] {
  const savedMs = (item: T) => Date.parse(item.saved_at);
  const newest = (a: T, b: T) => savedMs(b) - savedMs(a) || b.product.id - a.product.id;
  const price = (item: T) => priceToPay(item.product, now);
  const order: Record<FavouriteSort, (a: T, b: T) => number> = {
    newest,
    price_asc: (a, b) => price(a) - price(b) || newest(a, b),
    price_desc: (a, b) => price(b) - price(a) || newest(a, b),
  };
  return [...items].sort(order[sort]);
}

/** A sort from the address (?sort=); anything else is the default. */
export function readFavouriteSort(value: string | null | undefined): FavouriteSort {
  return value === 'price_asc' || value === 'price_desc' ? value : 'newest';
}

// ---------------------------------------------------------------- a guest's favourite, shown

/**
 * A guest's favourite as GET /v1/favourites would answer it, from today's card in the shown currency
 * and, when the guest saved it in another currency, today's card in that one: the drop is decided in
 * the currency the guest saw (no conversion rounding), and the saved price is shown converted at the
 * ratio of the two cards' prices.
 */
export function guestFavouriteView(
  item: GuestFavourite,
  shown: ProductCard,
  inSavedCurrency: ProductCard | null,
  now: number,
): { product: ProductCard; saved_at: string; saved_price: number; price_dropped: boolean } {
  const same = shown.currency === item.currency;
  const reference = same ? shown : (inSavedCurrency ?? shown);
  const price_dropped = isPriceDropped(priceToPay(reference, now), item.saved_price, isSold(reference));
  const ratio = same || !inSavedCurrency || inSavedCurrency.selling_price === 0 ? 1 : shown.selling_price / inSavedCurrency.selling_price;
  return { product: shown, saved_at: item.saved_at, saved_price: Math.round(item.saved_price * ratio), price_dropped };
}
