import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { productIdOf } from '../../lib/catalog/inventory-query-rules.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import { notFound } from '../http/errors.ts';
import { pathId, querySchema } from '../http/query-schema.ts';
import { readParam, readQuery } from '../http/validate.ts';
import { readDb } from '../public-reads/read-db.ts';
import { CACHE_CONTROL, cachedJson } from './http-cache.ts';
import { currencyParam, perReference, type CurrencyChoice } from './inventory-query.ts';
import { loadCatalogReference } from './reference.queries.ts';

/** The {id} of the inventory paths: the shared product-id rule. */
export const inventoryId = pathId(productIdOf);

const currencyQuery = perReference((ref) => querySchema({ currency: currencyParam(ref) }));

/**
 * A public read of one item in the asked currency (GET /v2/inventories/{id} and what hangs off it):
 * the id and ?currency= checked, `load` asked, 404 when it finds no such item, else { data } cached
 * like the catalog.
 */
export async function answerItemRead<T>(
  c: Context<AppEnv>,
  load: (db: D1Database, id: number, currency: CurrencyChoice) => Promise<T | null>,
): Promise<Response> {
  const id = readParam(c, 'id', inventoryId);
  const ref = await loadCatalogReference(c.env.DB);
  const { currency } = readQuery(c, currencyQuery(ref));
  const found = await load(readDb(c), id, currency);
  if (!found) throw notFound(`Item ${id} was not found.`);
  const body: DataResponse<T> = { data: found };
  return cachedJson(c, body, CACHE_CONTROL.catalog);
}
