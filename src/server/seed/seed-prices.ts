/** Price rules the demo catalog and its sold history share: condition mix and factors, and rounding to shop prices. */
import type { ConditionGrade } from '../../lib/contract/catalog.ts';

export const CONDITION_WEIGHTS: readonly (readonly [ConditionGrade, number])[] = [
  ['Pristine', 14],
  ['Excellent', 36],
  ['Very Good', 30],
  ['Good', 15],
  ['Fair', 5],
];
export const CONDITION_FACTORS: Readonly<Record<ConditionGrade, number>> = {
  Pristine: 1.12,
  Excellent: 1,
  'Very Good': 0.9,
  Good: 0.8,
  Fair: 0.68,
};

export function niceRound(amount: number): number {
  const step = amount < 1000 ? 10 : amount < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(amount / step) * step);
}
