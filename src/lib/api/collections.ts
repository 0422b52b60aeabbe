/** A collection's first pieces for the home page's carousel (issue 36): GET /v2/inventories with the query its rule becomes. */
import type { ProductListResponse } from '../contract/catalog.ts';
import { http } from './http.ts';

export function getCollectionPieces(query: string, currency: string): Promise<ProductListResponse> {
  const params = new URLSearchParams(query);
  params.set('currency', currency);
  return http<ProductListResponse>('/v2/inventories', { query: Object.fromEntries(params) });
}
