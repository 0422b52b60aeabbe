/**
 * Favourites (issue 14): extensions of the spec's contract, served by the built-in API.
 *
 * Every call needs a registered user's session, exactly like the account area:
 *   no bearer token → 401 UNAUTHORIZED; a guest session → 403 FORBIDDEN (guests keep favourites in
 *   local storage and merge them on login); bad input → 400 VALIDATION whose message names the
 *   parameter or field. A shopper only ever reads and changes their own favourites.
 * A backend without these calls answers 404: the storefront then keeps favourites in local storage
 * and shows no error.
 *
 *   GET    /v1/favourites?l=&p=&currency=&sort=   FavouritesPage
 *   PUT    /v1/favourites/{inventory_id}          201 (new) or 200 (already saved) FavouriteMarkResponse
 *   DELETE /v1/favourites/{inventory_id}          204 (also when it was not saved)
 *   POST   /v1/favourites/merge  MergeRequest     200 MergeResponse
 *
 * PUT records the price the shopper sees now (deal price while a deal is in effect, else the selling
 * price); saving again keeps the first save. An unknown item is a 404; a full list (FAVOURITES_MAX)
 * is a 409 CONFLICT.
 */
import type { ProductCard } from './catalog.ts';

/** The most favourites one account keeps (and the most items one merge takes). */
export const FAVOURITES_MAX = 200;
export const FAVOURITES_DEFAULT_PAGE_SIZE = 24;
export const FAVOURITES_MAX_PAGE_SIZE = 100;

/** newest: date saved, newest first (default); price_asc / price_desc: today's price to pay. */
export const FAVOURITE_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number];

/** Query of GET /v1/favourites. */
export interface FavouritesQuery {
  /** Page size, 1..FAVOURITES_MAX_PAGE_SIZE (default FAVOURITES_DEFAULT_PAGE_SIZE). */
  l?: number;
  /** Page number from 1. */
  p?: number;
  /** Currency code of the startup currencies (default SGD). */
  currency?: string;
  sort?: FavouriteSort;
}

/** One favourite: the piece as it is now, and what the shopper saw when they saved it. */
export interface Favourite {
  /** Today's card (sold state, deal) in the answer's currency. */
  product: ProductCard;
  /** ISO 8601 instant. */
  saved_at: string;
  /** The price to pay when it was saved, in the answer's currency. */
  saved_price: number;
  /** Not sold, and today's price to pay is below saved_price. */
  price_dropped: boolean;
}

export interface FavouritesPage {
  data: Favourite[];
  total_count: number;
  /** Every favourite's inventory id, newest save first (at most FAVOURITES_MAX): the hearts' state. */
  ids: number[];
}

/** PUT answers the mark of the favourite. */
export interface FavouriteMark {
  id: number;
  saved_at: string;
}

export interface FavouriteMarkResponse {
  data: FavouriteMark;
}

/** A favourite a guest kept in local storage, as the merge takes it. */
export interface GuestFavourite {
  id: number;
  /** ISO 8601 instant; a time in the future counts as now. */
  saved_at: string;
  /** The price to pay the guest saw, in `currency`. */
  saved_price: number;
  /** Currency code of saved_price. */
  currency: string;
}

export interface MergeRequest {
  /** At most FAVOURITES_MAX items; an id given twice counts once (the earliest save). */
  items: GuestFavourite[];
}

/**
 * The merge adds what the account lacks; pieces already in it keep their first save. Ids that are
 * not in the catalog are skipped (unknown), as are the oldest saves that would take the account
 * above FAVOURITES_MAX (over_cap).
 */
export interface MergeResponse {
  data: {
    /** The account's favourites after the merge, newest save first. */
    ids: number[];
    added: number[];
    unknown: number[];
    over_cap: number[];
  };
}
