/** D1 reads and writes of field Web Vitals (migration 0047). */
import type { VitalMetric } from '../../lib/contract/web-vitals.ts';
import type { RawVital, RolledUpVital } from '../../lib/web-vitals/summary.ts';
import type { WebVitalsInput } from './schema.ts';

/** One row per measurement of the batch, in one statement (at most 4 rows: 24 bound values). */
export async function insertBatch(db: D1Database, batch: WebVitalsInput, recordedAt: number): Promise<void> {
  const placeholders = batch.metrics.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
  const values = batch.metrics.flatMap((m) => [recordedAt, batch.route, m.name, m.value, batch.connection, batch.device]);
  await db
    .prepare(`INSERT INTO web_vitals (recorded_at, route, metric, value, connection, device) VALUES ${placeholders}`)
    .bind(...values)
    .run();
}

/** Raw measurements recorded at or after `since` (unix seconds). */
export async function rawVitalsSince(db: D1Database, since: number): Promise<RawVital[]> {
  const { results } = await db
    .prepare('SELECT route, connection, metric, value FROM web_vitals WHERE recorded_at >= ?')
    .bind(since)
    .all<{ route: string; connection: string; metric: VitalMetric; value: number }>();
  return results;
}

/** Rolled-up histograms of the UTC days from `sinceDay` (YYYY-MM-DD) on, summed over devices. */
export async function rolledUpVitalsSince(db: D1Database, sinceDay: string): Promise<RolledUpVital[]> {
  const { results } = await db
    .prepare(
      'SELECT route, connection, metric, bucket, SUM(count) AS count FROM web_vitals_daily WHERE day >= ? ' +
        'GROUP BY route, connection, metric, bucket ORDER BY route, connection, metric, bucket',
    )
    .bind(sinceDay)
    .all<{ route: string; connection: string; metric: VitalMetric; bucket: number; count: number }>();
  const byKey = new Map<string, RolledUpVital>();
  for (const row of results) {
    const key = JSON.stringify([row.route, row.connection, row.metric]);
    let entry = byKey.get(key);
    if (!entry) {
      entry = { route: row.route, connection: row.connection, metric: row.metric, histogram: [] };
      byKey.set(key, entry);
    }
    entry.histogram.push([row.bucket, row.count]);
  }
  return [...byKey.values()];
}
