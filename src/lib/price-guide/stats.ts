/**
 * The arithmetic of a price guide (issue 25), on plain numbers, so the API, the edge and the tests
 * share one definition.
 *
 * Percentiles are the linear interpolation between closest ranks (Hyndman and Fan's type 7; Excel's
 * PERCENTILE.INC, NumPy's default): for n sorted values x[0..n-1] the p-th percentile is at rank
 * h = (n - 1) p, x[floor h] + (h - floor h) (x[floor h + 1] - x[floor h]). The median is the 50th.
 */
import type { ConditionGrade } from '../contract/catalog.ts';
import type { PriceGuideMonth, PriceTrend } from '../contract/price-guide.ts';

/** Fewer sales than this and the store says it has not enough to be honest about. */
export const MIN_GUIDE_SALES = 5;
/** The window of a guide: 24 calendar months, the current one included. */
export const GUIDE_MONTHS = 24;
/** Each side of a trend compares this many months (the latest ones, and the same a year before). */
export const TREND_MONTHS = 3;
/** Fewest sales on each side of a trend. */
export const MIN_TREND_SALES = 3;
/** A change within this many percent either way is 'steady'. */
export const STEADY_PERCENT = 3;

export const CONDITION_GRADES: readonly ConditionGrade[] = ['Pristine', 'Excellent', 'Very Good', 'Good', 'Fair'];

const DAY_S = 86_400;

/** Type-7 percentile of values already sorted ascending; null for none. p in [0, 1]. */
export function percentileSorted(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0 || !(p >= 0 && p <= 1)) return null;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const lower = sorted[low] as number;
  const upper = sorted[Math.min(low + 1, sorted.length - 1)] as number;
  return lower + (h - low) * (upper - lower);
}

export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export interface Quartiles {
  p25: number;
  median: number;
  p75: number;
}

export function quartiles(values: readonly number[]): Quartiles | null {
  if (values.length === 0) return null;
  const sorted = ascending(values);
  return { p25: percentileSorted(sorted, 0.25) as number, median: percentileSorted(sorted, 0.5) as number, p75: percentileSorted(sorted, 0.75) as number };
}

/** 'YYYY-MM' of a unix time, in UTC. */
export function monthKey(unixSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first second of the UTC month `back` months before the month holding `nowSeconds`. */
export function monthStartUnix(nowSeconds: number, back: number): number {
  const at = new Date(nowSeconds * 1000);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1) / 1000;
}

/** Where a guide's window starts: the first second of the oldest of its months. */
export function windowStart(nowSeconds: number, months = GUIDE_MONTHS): number {
  return monthStartUnix(nowSeconds, months - 1);
}

export interface SaleFigures {
  price: number;
  sold_at: number;
  listed_at: number;
}

/** Every month of the window, oldest first, with its count and quartiles (null without sales). */
export function monthlyFigures(sales: readonly SaleFigures[], nowSeconds: number, months = GUIDE_MONTHS): PriceGuideMonth[] {
  const byMonth = new Map<string, number[]>();
  for (const sale of sales) {
    const key = monthKey(sale.sold_at);
    const list = byMonth.get(key);
    if (list) list.push(sale.price);
    else byMonth.set(key, [sale.price]);
  }
  const out: PriceGuideMonth[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const month = monthKey(monthStartUnix(nowSeconds, back));
    const prices = byMonth.get(month) ?? [];
    const q = quartiles(prices);
    out.push({ month, count: prices.length, p25: q?.p25 ?? null, median: q?.median ?? null, p75: q?.p75 ?? null });
  }
  return out;
}

/**
 * The trend over 12 months: the median of the latest TREND_MONTHS months' sales (the current one
 * included) against the median of the same months a year before. Null when either side has fewer
 * than MIN_TREND_SALES sales.
 */
export function twelveMonthTrend(sales: readonly SaleFigures[], nowSeconds: number): PriceTrend | null {
  const recentStart = monthStartUnix(nowSeconds, TREND_MONTHS - 1);
  const pastStart = monthStartUnix(nowSeconds, TREND_MONTHS - 1 + 12);
  const pastEnd = monthStartUnix(nowSeconds, -1 + 12);
  const recent = sales.filter((s) => s.sold_at >= recentStart).map((s) => s.price);
  const past = sales.filter((s) => s.sold_at >= pastStart && s.sold_at < pastEnd).map((s) => s.price);
  if (recent.length < MIN_TREND_SALES || past.length < MIN_TREND_SALES) return null;
  const now = percentileSorted(ascending(recent), 0.5) as number;
  const then = percentileSorted(ascending(past), 0.5) as number;
  if (then <= 0) return null;
  const percent = Math.round((now / then - 1) * 100);
  const direction = Math.abs(percent) < STEADY_PERCENT ? 'steady' : percent > 0 ? 'up' : 'down';
  return { direction, percent };
}

/** Median whole days from listing to sale; null without sales. */
export function typicalDaysToSell(sales: readonly SaleFigures[]): number | null {
  const days = ascending(sales.map((s) => Math.max(0, s.sold_at - s.listed_at) / DAY_S));
  const median = percentileSorted(days, 0.5);
  return median === null ? null : Math.round(median);
}
