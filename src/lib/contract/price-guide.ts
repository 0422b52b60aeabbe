/**
 * Price insight (issue 25): extensions of the spec's API, served by the built-in API only
 * (docs/price-guide.md). A backend without them answers 404, and the storefront leaves the sections out.
 *
 *   GET /v2/price-guides?brand=&model=[&size=][&material=][&condition=][&currency=]  -> DataResponse<PriceGuide>
 *   GET /v2/price-guides/lines                                                          -> DataResponse<ModelLineOption[]>
 *   GET /v2/inventories/{id}/price-history[?currency=]                                  -> DataResponse<PriceHistory>
 *
 * Amounts are whole units of `currency`, converted from Singapore dollars as the catalog's prices are.
 */
import type { ConditionGrade } from './catalog.ts';

/** A model line as shoppers name it; size null: every size of the line together. */
export interface ModelLineRef {
  brand: string;
  model: string;
  size: string | null;
}

/** One calendar month of sales (UTC months, 'YYYY-MM'); figures null in a month without sales. */
export interface PriceGuideMonth {
  month: string;
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

export type TrendDirection = 'up' | 'down' | 'steady';

export interface PriceTrend {
  direction: TrendDirection;
  /** Whole percent, signed: +12 up, -8 down. */
  percent: number;
}

export interface PriceGuide {
  line: ModelLineRef;
  condition: ConditionGrade | null;
  material: string | null;
  currency: string;
  /** The window the guide covers, in months (the current one included). */
  months: number;
  sales_count: number;
  /** The 25th, 50th and 75th percentile of the window's prices; null with fewer than MIN_GUIDE_SALES sales. */
  range: { p25: number; median: number; p75: number } | null;
  /** Median days from listing to sale; null as range. */
  typical_days_to_sell: number | null;
  /** The last three months against the same three a year before; null when either has too few sales. */
  trend: PriceTrend | null;
  /** Oldest first, every month of the window. */
  monthly: PriceGuideMonth[];
}

export interface ModelLineOption {
  brand: string;
  model: string;
  category_id: number;
  /** [] for a line without sizes. */
  sizes: string[];
  materials: string[];
}

export interface PriceChange {
  from: number;
  to: number;
  /** ISO 8601 */
  changed_at: string;
}

export interface PriceHistory {
  item_id: number;
  currency: string;
  /** The piece's line (with its size); null when the store has not filed it under one. */
  line: ModelLineRef | null;
  condition: ConditionGrade;
  /** Oldest first. */
  changes: PriceChange[];
}
