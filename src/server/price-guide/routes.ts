/**
 * Price insight (issue 25): extensions of the spec's API (src/lib/contract/price-guide.ts,
 * docs/price-guide.md). Public reads: cached at the edge like the catalog and invalidated with it
 * (a sale or a price change moves the catalog version, migration 0049).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { ConditionGrade } from '../../lib/contract/catalog.ts';
import type { ModelLineOption, PriceGuide, PriceHistory } from '../../lib/contract/price-guide.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import { CONDITION_GRADES } from '../../lib/price-guide/stats.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { one, querySchema, text } from '../http/query-schema.ts';
import { readQuery } from '../http/validate.ts';
import { CACHE_CONTROL, cachedJson } from '../catalog/http-cache.ts';
import { currencyParam, foldName, perReference, type CatalogReference } from '../catalog/inventory-query.ts';
import { answerItemRead } from '../catalog/item-read.ts';
import { loadCatalogReference } from '../catalog/reference.queries.ts';
import { readDb } from '../public-reads/read-db.ts';
import { loadLineMaterials, loadLineOptions, loadModelLines, loadPriceGuide, loadPriceHistory } from './price-guide.queries.ts';

const GRADES = new Map<string, ConditionGrade>(CONDITION_GRADES.map((grade) => [grade.toLowerCase(), grade]));

const conditionParam = () =>
  one().transform((value, ctx): ConditionGrade | null => {
    if (value === undefined) return null;
    const grade = GRADES.get(value.toLowerCase());
    if (!grade) {
      ctx.addIssue({ code: 'custom', message: `Unknown condition '${value}'. Use one of: ${CONDITION_GRADES.join(', ')}.` });
      return z.NEVER;
    }
    return grade;
  });

/** House names by their folded form (own keys of a Map, never a plain object read of input). */
const brandsByName = perReference((ref: CatalogReference) => new Map(ref.brands.map((brand) => [foldName(brand.name), brand])));

const required = (name: string, max: number) =>
  text(max).transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `is required (the ${name}).` });
      return z.NEVER;
    }
    return value;
  });

const guideQuery = perReference((ref: CatalogReference) =>
  querySchema({
    brand: required('house', 80),
    model: required('model', 120),
    size: text(60),
    material: text(120),
    condition: conditionParam(),
    currency: currencyParam(ref),
  }),
);

export const priceGuideRoutes = new Hono<AppEnv>()
  .get('/v2/price-guides', async (c) => {
    const ref = await loadCatalogReference(c.env.DB);
    const query = readQuery(c, guideQuery(ref));
    const brand = brandsByName(ref).get(foldName(query.brand));
    if (!brand) throw notFound(`No house named '${query.brand}'.`);
    const db = readDb(c);
    const rows = await loadModelLines(db, brand.id, query.model);
    if (rows.length === 0) throw notFound(`${brand.name} has no model line '${query.model}' in the price guide.`);
    const wanted = query.size === undefined ? null : foldName(query.size);
    const lines = wanted === null ? rows : rows.filter((row) => foldName(row.size) === wanted);
    if (lines.length === 0) {
      const sizes = rows.map((row) => row.size).filter(Boolean);
      throw badRequest(
        sizes.length
          ? `size: the ${brand.name} ${rows[0]?.name} comes in ${sizes.join(', ')}; got '${query.size}'.`
          : `size: the ${brand.name} ${rows[0]?.name} has no sizes; got '${query.size}'.`,
      );
    }
    const lineIds = lines.map((row) => row.id);
    let material: string | null = null;
    if (query.material !== undefined) {
      const known = await loadLineMaterials(db, lineIds);
      material = known.find((m) => foldName(m) === foldName(query.material ?? '')) ?? null;
      if (material === null) throw badRequest(`material: the ${brand.name} ${rows[0]?.name} is not made in '${query.material}'. Known: ${known.join(', ')}.`);
    }
    const first = lines[0] as (typeof lines)[number];
    const guide = await loadPriceGuide(
      db,
      {
        brand: brand.name,
        model: first.name,
        size: wanted === null || !first.size ? null : first.size,
        lineIds,
        condition: query.condition,
        material,
        currency: query.currency,
      },
      Math.floor(Date.now() / 1000),
    );
    const body: DataResponse<PriceGuide> = { data: guide };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v2/price-guides/lines', async (c) => {
    readQuery(c, querySchema({}));
    const body: DataResponse<ModelLineOption[]> = { data: await loadLineOptions(readDb(c)) };
    return cachedJson(c, body, CACHE_CONTROL.catalog);
  })
  .get('/v2/inventories/:id/price-history', (c) => answerItemRead<PriceHistory>(c, loadPriceHistory));
