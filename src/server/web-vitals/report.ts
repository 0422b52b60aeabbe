/**
 * The field Web Vitals report (`npm run vitals`): p75 and its count per route pattern, connection
 * type and metric over the last REPORT_DAYS days, from raw rows and the daily roll-up together.
 */
import { summarizeVitals, type VitalsSummaryRow } from '../../lib/web-vitals/summary.ts';
import { utcDay } from './rollup.ts';
import { rawVitalsSince, rolledUpVitalsSince } from './web-vitals.queries.ts';

export const REPORT_DAYS = 7;

export async function vitalsReport(db: D1Database, nowMs: number = Date.now()): Promise<VitalsSummaryRow[]> {
  const since = Math.floor(nowMs / 1000) - REPORT_DAYS * 86_400;
  // Raw rows by the second; rolled-up ones by whole UTC days (the day the window starts in included).
  const [raw, rolledUp] = await Promise.all([rawVitalsSince(db, since), rolledUpVitalsSince(db, utcDay(since))]);
  return summarizeVitals(raw, rolledUp);
}
