/** The favourites calls (issue 14), one function per call. Contract: src/lib/contract/favourites.ts. */
import type { FavouriteMarkResponse, FavouritesPage, FavouritesQuery, GuestFavourite, MergeResponse } from '../contract/favourites.ts';
import { http } from './http.ts';

/** GET /v1/favourites?l=&p=&currency=&sort= */
export function listFavourites(query: FavouritesQuery): Promise<FavouritesPage> {
  return http<FavouritesPage>('/v1/favourites', { query: { ...query } });
}

/** PUT /v1/favourites/{id} */
export function putFavourite(id: number): Promise<FavouriteMarkResponse> {
  return http<FavouriteMarkResponse>(`/v1/favourites/${id}`, { method: 'PUT' });
}

/** DELETE /v1/favourites/{id} */
export async function deleteFavourite(id: number): Promise<void> {
  await http(`/v1/favourites/${id}`, { method: 'DELETE' });
}

/** POST /v1/favourites/merge {items} */
export function mergeFavourites(items: GuestFavourite[]): Promise<MergeResponse> {
  return http<MergeResponse>('/v1/favourites/merge', { method: 'POST', body: { items } });
}
