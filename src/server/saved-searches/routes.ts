/**
 * Saved searches (issue 14), an extension of the spec's contract: src/lib/contract/saved-searches.ts.
 * Owner-scoped like the account area (account-area/owner.ts): no token 401, a guest 403, another
 * shopper's saved search 403, an unknown id 404. Answers are personal: never kept by a shared cache.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchDeleted } from '../../lib/contract/saved-searches.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import { canonicalSavedQuery, defaultSavedSearchName, savedQueryParams } from '../../lib/saved-searches/saved-search-query.ts';
import { ownedBy, requireUserId } from '../account-area/owner.ts';
import type { AppEnv } from '../app-env.ts';
import { filterQuery } from '../catalog/inventory-query.ts';
import { loadCatalogReference } from '../catalog/reference.queries.ts';
import { ApiError } from '../http/errors.ts';
import { querySchema } from '../http/query-schema.ts';
import { readJson, readParam, readQuery, validate } from '../http/validate.ts';
import {
  deleteSavedSearch,
  findSavedSearch,
  listSavedSearches,
  markSeen,
  newCounts,
  renameSavedSearch,
  saveSearch,
  toSavedSearch,
  type SavedSearchRow,
} from './saved-searches.queries.ts';
import { createBody, patchBody, savedSearchId } from './schemas.ts';

type Ctx = Context<AppEnv>;
const WHAT = 'Saved search';
const noParameters = querySchema({});

function privateJson<T>(c: Ctx, body: T, status: 200 | 201 = 200): Response {
  c.header('Cache-Control', 'private, no-store');
  return c.json(body, status);
}

/** The signed-in shopper's own saved search named by {id}. */
async function ownSavedSearch(c: Ctx): Promise<SavedSearchRow> {
  const userId = requireUserId(c.var.session);
  readQuery(c, noParameters);
  const id = readParam(c, 'id', savedSearchId);
  return ownedBy(await findSavedSearch(c.env.DB, id), userId, WHAT);
}

async function answerOne(c: Ctx, row: SavedSearchRow, status: 200 | 201 = 200): Promise<Response> {
  const [count = 0] = await newCounts(c.env.DB, await loadCatalogReference(c.env.DB), [row]);
  return privateJson<DataResponse<SavedSearch>>(c, { data: toSavedSearch(row, count) }, status);
}

export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/v1/saved-searches', async (c) => {
    const userId = requireUserId(c.var.session);
    readQuery(c, noParameters);
    const rows = await listSavedSearches(c.env.DB, userId);
    const counts = await newCounts(c.env.DB, await loadCatalogReference(c.env.DB), rows);
    return privateJson<DataResponse<SavedSearch[]>>(c, { data: rows.map((row, index) => toSavedSearch(row, counts[index] ?? 0)) });
  })
  .post('/v1/saved-searches', async (c) => {
    const userId = requireUserId(c.var.session);
    readQuery(c, noParameters);
    const body = await readJson(c, createBody);
    const query = canonicalSavedQuery(body.query);
    // The same reader as GET /v2/inventories: unknown brands, categories, colours … are a 400 naming the field.
    validate(z.object({ query: filterQuery(await loadCatalogReference(c.env.DB)) }), { query: savedQueryParams(query) });
    const outcome = await saveSearch(c.env.DB, userId, body.name ?? defaultSavedSearchName(query), query);
    if (outcome.kind === 'full') {
      throw new ApiError(409, 'CONFLICT', `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`);
    }
    return answerOne(c, outcome.row, outcome.kind === 'created' ? 201 : 200);
  })
  .patch('/v1/saved-searches/:id', async (c) => {
    const row = await ownSavedSearch(c);
    const { name } = await readJson(c, patchBody);
    const renamed = await renameSavedSearch(c.env.DB, row.id, name);
    return answerOne(c, ownedBy(renamed, row.user_id, WHAT));
  })
  .delete('/v1/saved-searches/:id', async (c) => {
    const row = await ownSavedSearch(c);
    await deleteSavedSearch(c.env.DB, row.id);
    return privateJson<SavedSearchDeleted>(c, { data: { deleted: true } });
  })
  .post('/v1/saved-searches/:id/seen', async (c) => {
    const row = await ownSavedSearch(c);
    const seen = await markSeen(c.env.DB, row.id);
    return answerOne(c, ownedBy(seen, row.user_id, WHAT));
  });
