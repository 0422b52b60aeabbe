/**
 * The demo store's sold history and price changes (issue 25), deterministic like the catalog:
 *   - every model line (catalog-lines.ts) in each of its sizes, with sales in each of the last
 *     HISTORY_MONTHS months; volume follows how often the catalog lists the line (about two sales per
 *     listed item in all), with a floor so that even a rare line has a history;
 *   - trends that differ by line: the classics rise, about a third of the rest fall, the others hold;
 *     every line dips in the quiet months after the holidays and in mid-year, and picks up before the
 *     year's end; condition, size and material move the price as they move the catalog's;
 *   - the catalog's sold pieces sold at their sold price, after a stay of days to weeks;
 *   - about a quarter of the available pieces were reduced once or twice since they were listed.
 * A line's stream depends on the line alone, so the same line has the same history at every size.
 */
import type { ConditionGrade } from '../../lib/contract/catalog.ts';
import { BRAND_WEIGHTS, MODEL_LINES, type ModelLine } from './catalog-lines.ts';
import { CONDITION_FACTORS, CONDITION_WEIGHTS, niceRound } from './seed-prices.ts';
import { createRandom, hash32, type Random } from './random.ts';

const HISTORY_SEED = 'reluxe-sales-v1';
const DAY = 86_400;
const YEAR = 365.25 * DAY;
/** 24 whole months and the current one. */
export const HISTORY_MONTHS = 25;
/** Sales per listed item, over the whole history. */
const SALES_PER_ITEM = 2;
/** Fewest sales a line size gets, so every line has a history at any catalog size. */
const MIN_SALES_PER_LINE = 40;

/** What the history reads of a catalog item (generate-catalog.ts's SeedItem). */
export interface HistoryItem {
  id: number;
  brand: string;
  line_name: string;
  line_size: string;
  status: 1 | 2;
  condition: ConditionGrade;
  material: string | null;
  selling_price: number;
  sold_price: number | null;
  created_at: number;
}

export interface SeedModelLine {
  id: number;
  brand: string;
  category_id: number;
  name: string;
  /** '' for a line without sizes. */
  size: string;
  materials: string[];
}

export interface SeedSale {
  line_id: number;
  inventory_id: number | null;
  condition: ConditionGrade;
  material: string;
  price_sgd: number;
  listed_at: number;
  sold_at: number;
}

export interface SeedPriceChange {
  inventory_id: number;
  old_price_sgd: number;
  new_price_sgd: number;
  changed_at: number;
}

export interface SeedPriceHistory {
  lines: SeedModelLine[];
  /** inventory id -> model line id */
  itemLines: [inventoryId: number, lineId: number][];
  sales: SeedSale[];
  priceChanges: SeedPriceChange[];
}

/** Lines collectors chase: their prices climb year on year. */
const CLASSICS =
  /^(Birkin|Kelly|Constance|Classic Flap|2\.55 Reissue|Lady Dior|Submariner|Cosmograph Daytona|GMT-Master|Nautilus|Royal Oak Selfwinding|Love Bracelet|Vintage Alhambra|Speedy|Jackie 1961)/;

type Trend = { kind: 'rising' | 'falling' | 'steady'; annual: number };

export function lineTrend(line: Pick<ModelLine, 'brand' | 'name'>): Trend {
  const rng = createRandom(hash32(`${HISTORY_SEED}:trend:${line.brand}:${line.name}`));
  if (CLASSICS.test(line.name)) return { kind: 'rising', annual: rng.between(0.09, 0.16) };
  if (rng.chance(0.35)) return { kind: 'falling', annual: -rng.between(0.07, 0.14) };
  return { kind: 'steady', annual: rng.between(-0.015, 0.015) };
}

/** Price level of each calendar month (0 = January): quiet after the holidays and mid-year. */
const SEASON_PRICE = [0.94, 0.95, 0.99, 1, 1, 0.99, 0.96, 0.95, 1, 1.01, 1.03, 1.04] as const;
/** How many sell in each calendar month, relative. */
const SEASON_VOLUME = [0.75, 0.8, 1, 1, 1, 0.95, 0.8, 0.8, 1, 1.05, 1.2, 1.35] as const;

const key = (brand: string, name: string, size: string) => `${brand}\u0000${name}\u0000${size}`;

/** Every line in each of its sizes, ids in catalog-lines order. */
export function seedModelLines(): SeedModelLine[] {
  const lines: SeedModelLine[] = [];
  for (const line of MODEL_LINES) {
    const sizes = line.sizes.length ? line.sizes.map(([label]) => label) : [''];
    const materials = [...new Set(line.materials.map((m) => m.material))];
    for (const size of sizes) lines.push({ id: lines.length + 1, brand: line.brand, category_id: line.category, name: line.name, size, materials });
  }
  return lines;
}

/** How often the catalog generator lists this line in this size (generateItem's draws). */
function listingShare(line: ModelLine): number {
  const brandTotal = Object.entries(BRAND_WEIGHTS)
    .filter(([brand]) => MODEL_LINES.some((l) => l.brand === brand))
    .reduce((sum, [, w]) => sum + w, 0);
  const brandWeight = BRAND_WEIGHTS[line.brand] ?? 0;
  const lineTotal = MODEL_LINES.filter((l) => l.brand === line.brand).reduce((sum, l) => sum + l.weight, 0);
  return ((brandWeight / brandTotal) * (line.weight / lineTotal)) / Math.max(1, line.sizes.length);
}

/** The first second of the UTC month `back` months before the one holding `anchor`. */
function monthStart(anchor: number, back: number): number {
  const at = new Date(anchor * 1000);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1) / 1000;
}

function daysToSell(trend: Trend, rng: Random): number {
  // Rising lines sell in days; the rest take weeks, a few months.
  if (trend.kind === 'rising') return rng.int(2, 28);
  const spread = rng.next();
  return Math.round(7 + spread * spread * (trend.kind === 'falling' ? 140 : 100));
}

function saleOf(line: ModelLine, lineId: number, sizeFactor: number, trend: Trend, soldAt: number, anchor: number, rng: Random): SeedSale {
  const condition = rng.weighted(CONDITION_WEIGHTS);
  const material = rng.weighted(line.materials.map((m) => [m, m.weight] as const));
  const yearsAgo = (anchor - soldAt) / YEAR;
  const level = (1 + trend.annual) ** -yearsAgo;
  const season = SEASON_PRICE[new Date(soldAt * 1000).getUTCMonth()] ?? 1;
  const price = niceRound(line.price * sizeFactor * material.factor * CONDITION_FACTORS[condition] * level * season * rng.between(0.9, 1.1));
  return {
    line_id: lineId,
    inventory_id: null,
    condition,
    material: material.material,
    price_sgd: price,
    listed_at: soldAt - daysToSell(trend, rng) * DAY,
    sold_at: soldAt,
  };
}

/** The whole history for a catalog of `items` listed up to `anchor`. */
export function generatePriceHistory(items: readonly HistoryItem[], anchor: number): SeedPriceHistory {
  const lines = seedModelLines();
  if (items.length === 0) return { lines, itemLines: [], sales: [], priceChanges: [] };
  const lineIds = new Map(lines.map((l) => [key(l.brand, l.name, l.size), l.id]));
  const sales: SeedSale[] = [];
  const oldest = monthStart(anchor, HISTORY_MONTHS - 1);
  const latest = anchor - 3600;

  for (const line of MODEL_LINES) {
    const trend = lineTrend(line);
    const sizes = line.sizes.length ? line.sizes : ([['', 1]] as const);
    const count = Math.max(MIN_SALES_PER_LINE, Math.round(items.length * SALES_PER_ITEM * listingShare(line)));
    for (const [size, sizeFactor] of sizes) {
      const lineId = lineIds.get(key(line.brand, line.name, size));
      if (lineId === undefined) continue;
      const rng = createRandom(hash32(`${HISTORY_SEED}:${line.brand}:${line.name}:${size}`));
      const months = Array.from({ length: HISTORY_MONTHS }, (_, i) => {
        const start = monthStart(anchor, HISTORY_MONTHS - 1 - i);
        const end = Math.min(monthStart(anchor, HISTORY_MONTHS - 2 - i), latest);
        return { start, end, weight: SEASON_VOLUME[new Date(start * 1000).getUTCMonth()] ?? 1 };
      });
      // One sale in every month, the rest where the season puts them.
      const perMonth = months.map(() => 1);
      for (let n = months.length; n < count; n += 1) {
        const index = rng.weighted(months.map((m, i) => [i, m.weight * ((m.end - m.start) / (31 * DAY))] as const));
        perMonth[index] = (perMonth[index] ?? 0) + 1;
      }
      months.forEach((month, i) => {
        for (let n = 0; n < (perMonth[i] ?? 0); n += 1) {
          const soldAt = Math.floor(month.start + rng.next() * Math.max(1, month.end - month.start));
          sales.push(saleOf(line, lineId, sizeFactor, trend, Math.max(oldest, soldAt), anchor, rng));
        }
      });
    }
  }

  const itemLines: [number, number][] = [];
  const priceChanges: SeedPriceChange[] = [];
  for (const item of items) {
    const lineId = lineIds.get(key(item.brand, item.line_name, item.line_size));
    if (lineId === undefined) continue;
    itemLines.push([item.id, lineId]);
    const rng = createRandom(hash32(`${HISTORY_SEED}:item:${item.id}`));
    const listedFor = latest - item.created_at;
    if (item.status === 2 && item.sold_price !== null) {
      const soldAt = item.created_at + Math.floor(rng.between(0.1, 1) * Math.max(listedFor, DAY));
      sales.push({
        line_id: lineId,
        inventory_id: item.id,
        condition: item.condition,
        material: item.material ?? '',
        price_sgd: item.sold_price,
        listed_at: item.created_at,
        sold_at: Math.min(soldAt, latest),
      });
    } else if (item.status === 1 && listedFor > 7 * DAY && rng.chance(0.25)) {
      // Reductions walk back from today's price: each earlier price was higher.
      const drops = rng.chance(0.3) ? 2 : 1;
      let price = item.selling_price;
      let at = latest - Math.floor(rng.between(0.05, 0.45) * listedFor);
      const changes: SeedPriceChange[] = [];
      for (let n = 0; n < drops && at > item.created_at + DAY; n += 1) {
        const before = niceRound(price * rng.between(1.05, 1.15));
        if (before <= price) break;
        changes.unshift({ inventory_id: item.id, old_price_sgd: before, new_price_sgd: price, changed_at: at });
        price = before;
        at = item.created_at + Math.floor((at - item.created_at) * rng.between(0.3, 0.7));
      }
      priceChanges.push(...changes);
    }
  }
  return { lines, itemLines, sales, priceChanges };
}
