import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { DeliveryRate, ProductDetail, ProductGroup, ProductListResponse, SearchTerm } from '../../lib/contract/catalog.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import { notFound } from '../http/errors.ts';
import { one, querySchema, wholeNumber } from '../http/query-schema.ts';
import { readParam, readQuery } from '../http/validate.ts';
import { loadDeliveryRates, loadDetail, loadHomeGroups, loadRecommendations, loadSearchTerms, searchInventories } from './catalog.queries.ts';
import { CACHE_CONTROL, cachedJson } from './http-cache.ts';
import { currencyParam, inventorySearchQuery, perReference, storeCountryParam, type CatalogReference } from './inventory-query.ts';
import { answerItemRead, inventoryId } from './item-read.ts';
import { loadCatalogReference } from './reference.queries.ts';
import { readDb } from '../public-reads/read-db.ts';
import { z } from 'zod';

export const DEFAULT_RECOMMENDATIONS = 12;
export const MAX_RECOMMENDATIONS = 50;

const deliveryRatesQuery = perReference((ref: CatalogReference) =>
  querySchema({
    country: one().transform((value, ctx) => {
      const country = value?.toUpperCase() ?? null;
      if (country !== null && !ref.countries.includes(country)) {
        ctx.addIssue({ code: 'custom', message: `Unknown country '${country}'.` });
        return z.NEVER;
      }
      return country;
    }),
    category: wholeNumber(1, 999_999_999).transform((category, ctx) => {
      if (category !== undefined && !ref.categories.some((cat) => cat.id === category)) {
        ctx.addIssue({ code: 'custom', message: `Unknown category ${category}.` });
        return z.NEVER;
      }
      return category ?? null;
    }),
    currency: currencyParam(ref),
  }),
);

const homeQuery = perReference((ref) => querySchema({ currency: currencyParam(ref), country: storeCountryParam(ref) }));
const recommendationQuery = perReference((ref) => querySchema({ currency: currencyParam(ref), l: wholeNumber(1, MAX_RECOMMENDATIONS) }));

/** The catalog calls of spec section 7; paths as the spec gives them (the /api prefix is stripped). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/v3/home', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const { currency, country } = readQuery(c, homeQuery(ref));
    const body: DataResponse<ProductGroup[]> = { data: await loadHomeGroups(readDb(c), ref, currency, country) };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v2/inventories', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const search = readQuery(c, inventorySearchQuery(ref));
    const body: ProductListResponse = await searchInventories(readDb(c), search, Date.now(), ref.search ?? null, c.req.query('product') ?? null);
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v2/inventories/:id', (c) => answerItemRead<ProductDetail>(c, loadDetail))
  .get('/v1/inventories/:id/recommendation', async (c) => {
    const id = readParam(c, 'id', inventoryId);
    const ref = await loadCatalogReference(c.env.DB);
    const { currency, l } = readQuery(c, recommendationQuery(ref));
    const cards = await loadRecommendations(readDb(c), id, l ?? DEFAULT_RECOMMENDATIONS, currency);
    if (!cards) throw notFound(`Item ${id} was not found.`);
    const body: ProductListResponse = { data: cards, total_count: cards.length };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v1/search-terms', async (c) => {
    readQuery(c, querySchema({}));
    const body: DataResponse<SearchTerm[]> = { data: await loadSearchTerms(c.env.DB) };
    return cachedJson(c, body, CACHE_CONTROL.reference);
  })
  .get('/v2/delivery-rates', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const query = readQuery(c, deliveryRatesQuery(ref));
    const body: DataResponse<DeliveryRate[]> = { data: await loadDeliveryRates(readDb(c), query, query.currency) };
    return cachedJson(c, body, CACHE_CONTROL.reference);
  });
