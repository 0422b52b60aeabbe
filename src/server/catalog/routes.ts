import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { DeliveryRate, ProductDetail, ProductGroup, ProductListResponse, SearchTerm } from '../../lib/contract/catalog.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import { badRequest, notFound } from '../http/errors.ts';
import {
  loadDeliveryRates,
  loadDetail,
  loadHomeGroups,
  loadRecommendations,
  loadSearchTerms,
  searchInventories,
} from './catalog.queries.ts';
import { CACHE_CONTROL, cachedJson } from './http-cache.ts';
import { CatalogQueryError, QueryParams, readCurrency, readInventorySearch, readStoreCountry } from './inventory-query.ts';
import { loadCatalogReference } from './reference.queries.ts';

export const DEFAULT_RECOMMENDATIONS = 12;
export const MAX_RECOMMENDATIONS = 50;

/** Runs a parser; its refusals become 400s with its message. */
function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof CatalogQueryError) throw badRequest(error.message);
    throw error;
  }
}

function inventoryId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw badRequest(`Inventory id must be a positive whole number; got '${value}'.`);
  return Number(value);
}

/** The catalog calls of spec section 7; paths as the spec gives them (the /api prefix is stripped). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/v3/home', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const { currency, storeId } = checked(() => {
      const params = new QueryParams(c.req.queries(), ['currency', 'country']);
      return { currency: readCurrency(params.one('currency'), ref), storeId: readStoreCountry(params.one('country'), ref) };
    });
    const body: DataResponse<ProductGroup[]> = { data: await loadHomeGroups(c.env.DB, ref, currency, storeId) };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v2/inventories', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const search = checked(() => readInventorySearch(c.req.queries(), ref));
    const body: ProductListResponse = await searchInventories(c.env.DB, search);
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v2/inventories/:id', async (c) => {
    const id = inventoryId(c.req.param('id'));
    const ref = await loadCatalogReference(c.env.DB);
    const currency = checked(() => readCurrency(new QueryParams(c.req.queries(), ['currency']).one('currency'), ref));
    const detail = await loadDetail(c.env.DB, id, currency);
    if (!detail) throw notFound(`Item ${id} was not found.`);
    const body: DataResponse<ProductDetail> = { data: detail };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v1/inventories/:id/recommendation', async (c) => {
    const id = inventoryId(c.req.param('id'));
    const ref = await loadCatalogReference(c.env.DB);
    const { currency, limit } = checked(() => {
      const params = new QueryParams(c.req.queries(), ['currency', 'l']);
      return { currency: readCurrency(params.one('currency'), ref), limit: params.integer('l', 1, MAX_RECOMMENDATIONS) ?? DEFAULT_RECOMMENDATIONS };
    });
    const cards = await loadRecommendations(c.env.DB, id, limit, currency);
    if (!cards) throw notFound(`Item ${id} was not found.`);
    const body: ProductListResponse = { data: cards, total_count: cards.length };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v1/search-terms', async (c) => {
    checked(() => new QueryParams(c.req.queries(), []));
    const body: DataResponse<SearchTerm[]> = { data: await loadSearchTerms(c.env.DB) };
    return cachedJson(c, body, CACHE_CONTROL.reference);
  })
  .get('/v2/delivery-rates', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const query = checked(() => {
      const params = new QueryParams(c.req.queries(), ['country', 'category', 'currency']);
      const country = params.one('country')?.toUpperCase() ?? null;
      if (country !== null && !ref.countries.includes(country)) throw new CatalogQueryError(`Unknown country '${country}'.`);
      const category = params.integer('category', 1, Number.MAX_SAFE_INTEGER);
      if (category !== null && !ref.categories.some((cat) => cat.id === category)) throw new CatalogQueryError(`Unknown category ${category}.`);
      return { country, category, currency: readCurrency(params.one('currency'), ref) };
    });
    const body: DataResponse<DeliveryRate[]> = { data: await loadDeliveryRates(c.env.DB, query, query.currency) };
    return cachedJson(c, body, CACHE_CONTROL.reference);
  });
