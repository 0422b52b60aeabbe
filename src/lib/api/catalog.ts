/** The catalog calls of spec section 7, one function per call. */
import type { InventoryQuery, ProductListResponse, SearchTerm } from '../contract/catalog.ts';
import type { DataResponse } from '../contract/settings.ts';
import { cleanSearchParams, toWireQuery } from '../search/clean-params.ts';
import { http } from './http.ts';

// --- Search (issue 5) ---

/** GET /v2/inventories: query cleaned by the caller (spec section 5); arrays travel comma-joined. */
export function searchInventories(query: InventoryQuery, options: { signal?: AbortSignal } = {}): Promise<ProductListResponse> {
  return http<ProductListResponse>('/v2/inventories', {
    query: toWireQuery(cleanSearchParams({ ...query })),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** GET /v1/search-terms: popular search terms (signed-in shoppers only; see stores/search.ts). */
export async function getSearchTerms(): Promise<SearchTerm[]> {
  const answer = await http<DataResponse<SearchTerm[]>>('/v1/search-terms');
  return Array.isArray(answer.data) ? answer.data : [];
}
