/**
 * Saved searches and alerts (issue 14): extensions of the spec's contract, served by the built-in API.
 * A proxied backend without them answers 404; the storefront then shows the pages' error state.
 *
 *   GET    /v1/saved-searches              → { data: SavedSearch[] }          (newest first)
 *   POST   /v1/saved-searches              SavedSearchCreate → 201 { data: SavedSearch }
 *                                          (the same query saved again answers 200 with the existing one)
 *   PATCH  /v1/saved-searches/{id}         SavedSearchPatch → { data: SavedSearch }
 *   DELETE /v1/saved-searches/{id}         → { data: { deleted: true } }
 *   POST   /v1/saved-searches/{id}/seen    → { data: SavedSearch } with new_count 0
 *   POST   /v1/alerts/unsubscribe          AlertsUnsubscribeRequest → { data: { alerts: 'off' } } (no session needed)
 *
 * Owner-scoped like the account area: no token 401, a guest 403, another shopper's id 403, an unknown id 404.
 * The alert frequency is a field of the profile (GET/PATCH /v1/users/me: `alerts`).
 */
import type { InventorySort } from './catalog.ts';
import type { GenderId } from './settings.ts';

/** A shopper keeps at most this many saved searches; one more is a 409 CONFLICT. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** New matches are counted up to this many; the page shows '99+ new' beyond. */
export const NEW_COUNT_CAP = 100;

/**
 * The /search state a saved search keeps: the product text, the filters and the sort (never the page
 * or page size). The same parameters, read by the same rules, as GET /v2/inventories.
 */
export interface SavedSearchQuery {
  product?: string;
  brand?: string[];
  category?: number[];
  gender?: GenderId[];
  price_range?: number[];
  color?: string[];
  location?: string[];
  deal?: boolean;
  sort?: InventorySort;
  /** The home group a 'View all' link came from, and its heading ('&' written '_'), as /search keeps them. */
  group?: string;
  heading?: string;
}

export interface SavedSearch {
  id: number;
  name: string;
  query: SavedSearchQuery;
  /** Available pieces matching the search listed since the shopper last opened it, counted up to NEW_COUNT_CAP. */
  new_count: number;
  /** ISO 8601 */
  created_at: string;
  /** ISO 8601: when the shopper last opened it (or saved it). */
  seen_at: string;
}

export interface SavedSearchCreate {
  /** Defaults to the heading or the product text (defaultSavedSearchName). */
  name?: string;
  query: SavedSearchQuery;
}

export interface SavedSearchPatch {
  name: string;
}

export interface SavedSearchDeleted {
  data: { deleted: true };
}

/** How often a shopper gets the alert digest (favourites' price drops and sales, new matches of saved searches). */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return ALERT_FREQUENCIES.some((frequency) => frequency === value);
}

/** The signed token of a digest's unsubscribe link (/alerts/unsubscribe?token=…). */
export interface AlertsUnsubscribeRequest {
  token: string;
}

export interface AlertsUnsubscribeResponse {
  data: { alerts: 'off' };
}
