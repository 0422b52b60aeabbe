/**
 * When a shopper's alert digest is due (issue 14). Days are Singapore calendar days (the store's home,
 * UTC+8, no daylight saving): at most one digest a day whatever the frequency; 'weekly' waits 7 days
 * after the last one; 'off' never. Pure: the job and its tests share it.
 */
import type { AlertFrequency } from '../contract/saved-searches.ts';

const SINGAPORE_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86_400;

/** The Singapore calendar day of an instant, as a day number (days since 1970-01-01 in UTC+8). */
export function singaporeDay(nowSeconds: number): number {
  return Math.floor((nowSeconds + SINGAPORE_OFFSET_SECONDS) / DAY_SECONDS);
}

export const DAYS_BETWEEN: Readonly<Record<AlertFrequency, number | null>> = { daily: 1, weekly: 7, off: null };

/** True when a digest may be sent today: never sent, or the frequency's days have passed since the last one. */
export function digestDue(frequency: AlertFrequency, lastSentDay: number | null, today: number): boolean {
  const gap = DAYS_BETWEEN[frequency];
  if (gap === null) return false;
  return lastSentDay === null || today - lastSentDay >= gap;
}
