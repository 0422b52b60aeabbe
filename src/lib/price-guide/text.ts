/**
 * What a price guide says in words (issue 25): the verdict on a piece's price, its reductions, the
 * trend, and the labels of lines and months. Amounts come already converted into the shopper's
 * currency; they are formatted by the store's one money formatter.
 */
import { formatPrice } from '../format/money.ts';
import type { ConditionGrade } from '../contract/catalog.ts';
import type { ModelLineRef, PriceChange, PriceTrend } from '../contract/price-guide.ts';
import { MIN_GUIDE_SALES } from './stats.ts';

export const NOT_ENOUGH_SALES = 'Not enough sales yet for a price guide';
/** Within this share of the typical price either way, a price is 'in line with' it. */
export const IN_LINE_SHARE = 0.03;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The store's time zone is Singapore's, UTC+8 all year. */
const STORE_OFFSET_MS = 8 * 3_600_000;

/** '12 Nov 2026': the day in the store's time zone; '' for an unreadable instant. */
export function storeDay(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const at = new Date(ms + STORE_OFFSET_MS);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** 'Nov 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** 'Birkin 30', 'Submariner Date 41mm'; the house is left out, as shoppers say it. */
export function lineLabel(line: Pick<ModelLineRef, 'model' | 'size'>): string {
  return line.size ? `${line.model} ${line.size}` : line.model;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export interface VerdictInput {
  /** The piece's price and the typical (median) sold price, in one currency. */
  price: number;
  typical: number;
  salesCount: number;
  months: number;
  line: Pick<ModelLineRef, 'model' | 'size'>;
  /** The condition the sales were narrowed to; null: every condition. */
  condition: ConditionGrade | null;
  symbol: string;
}

/**
 * 'S$1,200 below the typical sold price of a Birkin 30 in Excellent condition (27 sales in 24 months)',
 * 'In line with the typical sold price of …', '… above …'; NOT_ENOUGH_SALES below MIN_GUIDE_SALES.
 */
export function priceVerdict(input: VerdictInput): string {
  if (input.salesCount < MIN_GUIDE_SALES) return NOT_ENOUGH_SALES;
  const label = lineLabel(input.line);
  const what = `the typical sold price of ${article(label)} ${label}${input.condition ? ` in ${input.condition} condition` : ''}`;
  const evidence = `(${input.salesCount} sales in ${input.months} months)`;
  const difference = Math.round(input.price - input.typical);
  if (Math.abs(difference) <= input.typical * IN_LINE_SHARE) return `In line with ${what} ${evidence}`;
  const side = difference < 0 ? 'below' : 'above';
  return `${formatPrice(Math.abs(difference), input.symbol)} ${side} ${what} ${evidence}`;
}

/** 'Reduced from S$14,500 on 12 Nov 2026' for each drop, oldest first; rises are not reductions. */
export function reductionLines(changes: readonly PriceChange[], symbol: string): string[] {
  return changes.filter((c) => c.to < c.from).map((c) => `Reduced from ${formatPrice(c.from, symbol)} on ${storeDay(c.changed_at)}`);
}

/** 'Up 12% over 12 months', 'Down 8% over 12 months', 'Steady over 12 months (+1%)'. */
export function trendText(trend: PriceTrend | null): string {
  if (!trend) return 'Not enough sales for a 12-month trend';
  if (trend.direction === 'steady') return `Steady over 12 months (${trend.percent >= 0 ? '+' : '−'}${Math.abs(trend.percent)}%)`;
  return `${trend.direction === 'up' ? 'Up' : 'Down'} ${Math.abs(trend.percent)}% over 12 months`;
}

/** 'S$9,800 – S$12,400'. */
export function rangeText(range: { p25: number; p75: number }, symbol: string): string {
  return `${formatPrice(range.p25, symbol)} – ${formatPrice(range.p75, symbol)}`;
}
