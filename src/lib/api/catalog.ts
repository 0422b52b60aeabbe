/** The catalog calls of spec section 7, one function per call. */
import type { DeliveryRate, InventoryQuery, ProductCard, ProductDetail, ProductGroup, ProductListResponse, SearchTerm } from '../contract/catalog.ts';
import type { DataResponse } from '../contract/settings.ts';
import { cleanSearchParams, toWireQuery } from '../search/clean-params.ts';
import { http } from './http.ts';

// --- Search (issue 5) ---

/** GET /v2/inventories: query cleaned by the caller (spec section 5); arrays travel comma-joined. */
export function searchInventories(query: InventoryQuery, options: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<ProductListResponse> {
  return http<ProductListResponse>('/v2/inventories', {
    query: toWireQuery(cleanSearchParams({ ...query })),
    ...(options.signal ? { signal: options.signal } : {}),
    // Revalidate instead of taking the browser's copy (a saved search opened for its new pieces).
    ...(options.fresh ? { cache: 'no-cache' as const } : {}),
  });
}

/** GET /v1/search-terms: popular search terms (signed-in shoppers only; see stores/search.ts). */
export async function getSearchTerms(): Promise<SearchTerm[]> {
  const answer = await http<DataResponse<SearchTerm[]>>('/v1/search-terms');
  return Array.isArray(answer.data) ? answer.data : [];
}

/**
 * GET /v2/inventories?ids=…&currency=…: the cards of these products in one call, in the order given
 * (an extension of the spec's contract, for 'Recently viewed'). A backend that does not know ids=
 * may answer a plain list: only the asked-for products are kept, in the asked-for order.
 */
export async function getProductsByIds(ids: readonly number[], currency: string): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const answer = await http<ProductListResponse>('/v2/inventories', { query: { ids: ids.join(','), currency } });
  const byId = new Map((Array.isArray(answer.data) ? answer.data : []).map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// --- Browsing (issue 4) ---

/** GET /v3/home?currency={code}&country={country_code}: the product groups of the home page. */
export async function getHomeGroups(currency: string, country: string): Promise<ProductGroup[]> {
  const answer = await http<DataResponse<ProductGroup[]>>('/v3/home', { query: { currency, country } });
  return answer.data;
}

/** GET /v2/inventories/{id}?currency={code}: one product's detail. */
export async function getProductDetail(id: number, currency: string): Promise<ProductDetail> {
  const answer = await http<DataResponse<ProductDetail>>(`/v2/inventories/${id}`, { query: { currency } });
  return answer.data;
}

/** GET /v1/inventories/{id}/recommendation?currency={code}: items like this one. */
export async function getRecommendations(id: number, currency: string): Promise<ProductCard[]> {
  const answer = await http<ProductListResponse>(`/v1/inventories/${id}/recommendation`, { query: { currency } });
  return answer.data;
}

export interface DeliveryRatesQuery {
  country: string;
  category: number;
  currency: string;
}

/** GET /v2/delivery-rates?country=&category=&currency=: shipping options to the chosen location. */
export async function getDeliveryRates(query: DeliveryRatesQuery): Promise<DeliveryRate[]> {
  const answer = await http<DataResponse<DeliveryRate[]>>('/v2/delivery-rates', { query: { ...query } });
  return answer.data;
}
