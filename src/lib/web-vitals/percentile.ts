/**
 * Percentiles of field measurements, over raw values and rolled-up histogram buckets alike: each
 * input is a value and how many observations it stands for (1 for a raw row).
 */

export interface WeightedValue {
  value: number;
  /** Observations with this value (a positive whole number). */
  count: number;
}

/**
 * The p-th percentile by nearest rank, the definition Chrome's field data (CrUX) reports p75 with:
 * sort the n observations, take the one at rank ceil(p/100 × n) (1-based). So the p75 is the
 * smallest observed value that at least 75% of the observations are at or below: of 1, 2, 3, 4 it is
 * 3 (rank 3), of a single value it is that value. null when there are no observations.
 */
export function percentile(values: readonly WeightedValue[], p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile: p must be in (0, 100], got ${p}`);
  const observed = values.filter((entry) => entry.count > 0);
  const total = observed.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  const sorted = [...observed].sort((a, b) => a.value - b.value);
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.count;
    if (seen >= rank) return entry.value;
  }
  return sorted.at(-1)?.value ?? null;
}

/** The 75th percentile: the figure Core Web Vitals are judged by. */
export function p75(values: readonly WeightedValue[]): number | null {
  return percentile(values, 75);
}
