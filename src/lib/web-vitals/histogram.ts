/**
 * The daily roll-up's sketch of a metric's values (issue 22): a histogram on a log scale whose
 * buckets grow by 5%, so any percentile read from it (at the bucket's geometric middle) is within
 * about 2.5% of the true value, whatever the spread. Sparse: only buckets holding values are kept, as
 * [bucket, count] pairs sorted by bucket (a day of one route's LCP is a few dozen buckets at most).
 *
 * Values are first put in a unit where 1 is below anything a shopper notices: milliseconds for LCP,
 * INP and TTFB, thousandths for CLS. Bucket 0 holds everything under 1 unit and reads as 0.
 */
import type { VitalMetric } from '../contract/web-vitals.ts';
import type { WeightedValue } from './percentile.ts';

export const BUCKET_GROWTH = 1.05;
const LOG_GROWTH = Math.log(BUCKET_GROWTH);

/** [bucket, count] pairs, sorted by bucket, counts positive. */
export type Histogram = Array<[number, number]>;

function unitsPerValue(metric: VitalMetric): number {
  return metric === 'CLS' ? 1000 : 1;
}

/** The bucket of a value: 0 below one unit, else 1 + floor(log_1.05(units)). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = value * unitsPerValue(metric);
  if (!(units >= 1)) return 0;
  return 1 + Math.floor(Math.log(units) / LOG_GROWTH + 1e-9);
}

/** The value a bucket stands for: 0 for bucket 0, else the geometric middle of [1.05^(b-1), 1.05^b). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  return BUCKET_GROWTH ** (bucket - 0.5) / unitsPerValue(metric);
}

/** Adds values (each one observation) to a histogram; returns a new one. */
export function addToHistogram(metric: VitalMetric, histogram: Histogram, values: readonly number[]): Histogram {
  const counts = new Map<number, number>(histogram);
  for (const value of values) {
    const bucket = bucketOf(metric, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/** Two histograms of the same metric as one. */
export function mergeHistograms(a: Histogram, b: Histogram): Histogram {
  const counts = new Map<number, number>(a);
  for (const [bucket, count] of b) counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  return [...counts].sort((x, y) => x[0] - y[0]);
}

export function histogramCount(histogram: Histogram): number {
  return histogram.reduce((sum, [, count]) => sum + count, 0);
}

/** The histogram as weighted values for percentile(). */
export function histogramValues(metric: VitalMetric, histogram: Histogram): WeightedValue[] {
  return histogram.map(([bucket, count]) => ({ value: bucketValue(metric, bucket), count }));
}
