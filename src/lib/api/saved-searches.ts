/** The saved-search calls (issue 14), one function per call. Contract: src/lib/contract/saved-searches.ts. */
import type { SavedSearch, SavedSearchCreate, SavedSearchDeleted, AlertsUnsubscribeResponse } from '../contract/saved-searches.ts';
import type { DataResponse } from '../contract/settings.ts';
import { http } from './http.ts';

/** GET /v1/saved-searches */
export async function listSavedSearches(): Promise<SavedSearch[]> {
  return (await http<DataResponse<SavedSearch[]>>('/v1/saved-searches')).data;
}

/** POST /v1/saved-searches */
export async function createSavedSearch(body: SavedSearchCreate): Promise<SavedSearch> {
  return (await http<DataResponse<SavedSearch>>('/v1/saved-searches', { method: 'POST', body })).data;
}

/** PATCH /v1/saved-searches/{id} */
export async function renameSavedSearch(id: number, name: string): Promise<SavedSearch> {
  return (await http<DataResponse<SavedSearch>>(`/v1/saved-searches/${id}`, { method: 'PATCH', body: { name } })).data;
}

/** DELETE /v1/saved-searches/{id} */
export async function deleteSavedSearch(id: number): Promise<void> {
  await http<SavedSearchDeleted>(`/v1/saved-searches/${id}`, { method: 'DELETE' });
}

/** POST /v1/saved-searches/{id}/seen */
export async function markSavedSearchSeen(id: number): Promise<SavedSearch> {
  return (await http<DataResponse<SavedSearch>>(`/v1/saved-searches/${id}/seen`, { method: 'POST' })).data;
}

/** POST /v1/alerts/unsubscribe {token} (no login needed) */
export async function unsubscribeAlerts(token: string): Promise<void> {
  await http<AlertsUnsubscribeResponse>('/v1/alerts/unsubscribe', { method: 'POST', body: { token } });
}
