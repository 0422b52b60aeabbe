/**
 * Reads of price insight (issue 25, migration 0049): a model line's guide over the last 24 months,
 * the lines the store knows, and a listed piece's price changes. Every read is index-backed:
 * model_lines by its unique (brand, name, size) index, sales by sales_by_line_time (covering),
 * price_changes by price_changes_by_item (tests/api/price-guide shows the plans).
 */
import type { ConditionGrade } from '../../lib/contract/catalog.ts';
import type { ModelLineOption, PriceGuide, PriceHistory } from '../../lib/contract/price-guide.ts';
import {
  GUIDE_MONTHS,
  MIN_GUIDE_SALES,
  monthlyFigures,
  quartiles,
  twelveMonthTrend,
  typicalDaysToSell,
  windowStart,
  type SaleFigures,
} from '../../lib/price-guide/stats.ts';
import { convertFromSgd, convertOptional, isoFromUnix } from '../catalog/pricing.ts';
import type { CurrencyChoice } from '../catalog/inventory-query.ts';

export interface LineRow {
  id: number;
  name: string;
  size: string;
}

export const LINES_OF_MODEL_SQL = 'SELECT id, name, size FROM model_lines WHERE brand_id = ? AND name = ? ORDER BY id';
export const LINE_MATERIALS_SQL = 'SELECT DISTINCT material FROM model_line_materials WHERE line_id IN (SELECT value FROM json_each(?)) ORDER BY material';
export const SALES_OF_LINES_SQL = `SELECT price_sgd AS price, sold_at, listed_at FROM sales
WHERE line_id IN (SELECT value FROM json_each(?)) AND sold_at >= ?
  AND (?3 IS NULL OR condition = ?3) AND (?4 IS NULL OR material = ?4)`;
export const ITEM_LINE_SQL = `SELECT i.id, i.condition, b.name AS brand, l.name AS model, l.size AS size
FROM inventories i JOIN brands b ON b.id = i.brand_id
LEFT JOIN inventory_lines il ON il.inventory_id = i.id LEFT JOIN model_lines l ON l.id = il.line_id
WHERE i.id = ?`;
export const ITEM_CHANGES_SQL = 'SELECT old_price_sgd, new_price_sgd, changed_at FROM price_changes WHERE inventory_id = ? ORDER BY changed_at, id';
export const ALL_LINES_SQL = `SELECT l.id, b.name AS brand, l.name AS model, l.size AS size, l.category_id AS category_id
FROM model_lines l JOIN brands b ON b.id = l.brand_id ORDER BY b.name, l.name, l.id`;
export const ALL_MATERIALS_SQL = 'SELECT line_id, material FROM model_line_materials ORDER BY line_id, material';

/** The line rows of a house's model, one per size (size '' for a line without sizes); [] when unknown. */
export async function loadModelLines(db: D1Database, brandId: number, model: string): Promise<LineRow[]> {
  const { results } = await db.prepare(LINES_OF_MODEL_SQL).bind(brandId, model).all<LineRow>();
  return results ?? [];
}

export async function loadLineMaterials(db: D1Database, lineIds: readonly number[]): Promise<string[]> {
  const { results } = await db.prepare(LINE_MATERIALS_SQL).bind(JSON.stringify(lineIds)).all<{ material: string }>();
  return (results ?? []).map((row) => row.material);
}

export interface GuideRequest {
  brand: string;
  model: string;
  /** The size asked for; null for every size of the line. */
  size: string | null;
  lineIds: number[];
  condition: ConditionGrade | null;
  material: string | null;
  currency: CurrencyChoice;
}

/** The guide of the lines' sales since the window's start (GUIDE_MONTHS calendar months up to `nowSeconds`). */
export async function loadPriceGuide(db: D1Database, request: GuideRequest, nowSeconds: number): Promise<PriceGuide> {
  const since = windowStart(nowSeconds);
  const { results } = await db.prepare(SALES_OF_LINES_SQL).bind(JSON.stringify(request.lineIds), since, request.condition, request.material).all<SaleFigures>();
  const sales = results ?? [];
  const rate = request.currency.rate;
  const enough = sales.length >= MIN_GUIDE_SALES;
  const q = enough ? quartiles(sales.map((s) => s.price)) : null;
  return {
    line: { brand: request.brand, model: request.model, size: request.size },
    condition: request.condition,
    material: request.material,
    currency: request.currency.code,
    months: GUIDE_MONTHS,
    sales_count: sales.length,
    range: q ? { p25: convertFromSgd(q.p25, rate), median: convertFromSgd(q.median, rate), p75: convertFromSgd(q.p75, rate) } : null,
    typical_days_to_sell: enough ? typicalDaysToSell(sales) : null,
    trend: enough ? twelveMonthTrend(sales, nowSeconds) : null,
    monthly: monthlyFigures(sales, nowSeconds).map((m) => ({
      month: m.month,
      count: m.count,
      p25: convertOptional(m.p25, rate),
      median: convertOptional(m.median, rate),
      p75: convertOptional(m.p75, rate),
    })),
  };
}

interface ItemLineRow {
  id: number;
  condition: ConditionGrade;
  brand: string;
  model: string | null;
  size: string | null;
}

/** A piece's price changes, oldest first, and its line; null when there is no such item. */
export async function loadPriceHistory(db: D1Database, id: number, currency: CurrencyChoice): Promise<PriceHistory | null> {
  const [item, changes] = await db.batch([db.prepare(ITEM_LINE_SQL).bind(id), db.prepare(ITEM_CHANGES_SQL).bind(id)]);
  const row = (item?.results ?? [])[0] as ItemLineRow | undefined;
  if (!row) return null;
  const rows = (changes?.results ?? []) as { old_price_sgd: number; new_price_sgd: number; changed_at: number }[];
  return {
    item_id: row.id,
    currency: currency.code,
    line: row.model === null ? null : { brand: row.brand, model: row.model, size: row.size ? row.size : null },
    condition: row.condition,
    changes: rows.map((c) => ({
      from: convertFromSgd(c.old_price_sgd, currency.rate),
      to: convertFromSgd(c.new_price_sgd, currency.rate),
      changed_at: isoFromUnix(c.changed_at) ?? '',
    })),
  };
}

/** Every line the store knows, a house's models with their sizes (in the order filed) and materials. */
export async function loadLineOptions(db: D1Database): Promise<ModelLineOption[]> {
  const [lines, materials] = await db.batch([db.prepare(ALL_LINES_SQL), db.prepare(ALL_MATERIALS_SQL)]);
  const materialsOf = new Map<number, string[]>();
  for (const row of (materials?.results ?? []) as { line_id: number; material: string }[]) {
    const list = materialsOf.get(row.line_id);
    if (list) list.push(row.material);
    else materialsOf.set(row.line_id, [row.material]);
  }
  const options = new Map<string, ModelLineOption>();
  for (const row of (lines?.results ?? []) as { id: number; brand: string; model: string; size: string; category_id: number }[]) {
    const key = `${row.brand}\u0000${row.model}`;
    let option = options.get(key);
    if (!option) {
      option = { brand: row.brand, model: row.model, category_id: row.category_id, sizes: [], materials: [] };
      options.set(key, option);
    }
    if (row.size) option.sizes.push(row.size);
    for (const material of materialsOf.get(row.id) ?? []) if (!option.materials.includes(material)) option.materials.push(material);
  }
  return [...options.values()];
}
