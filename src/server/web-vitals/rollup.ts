/**
 * The daily roll-up of field Web Vitals (issue 22): raw rows of whole UTC days older than
 * RAW_RETENTION_DAYS are folded into per-day, route, metric, connection and device histograms
 * (web_vitals_daily, src/lib/web-vitals/histogram.ts) and deleted, so the raw table holds a few days
 * and the daily one a few hundred rows a day. The alerts Worker runs it on its schedule
 * (workers/alerts); each fold adds to the counts and deletes exactly the rows it read in the same
 * transaction, so a run cut short loses nothing and the next one goes on.
 */
import type { VitalMetric } from '../../lib/contract/web-vitals.ts';
import { bucketOf } from '../../lib/web-vitals/histogram.ts';

export const RAW_RETENTION_DAYS = 2;
/** Rows read per fold: one D1 batch of at most this many rows' buckets. */
export const ROLLUP_CHUNK_ROWS = 2000;
/** Folds per run: 100,000 raw rows, far more than a day of sampled page views of a store. */
const MAX_CHUNKS_PER_RUN = 50;
const DAY_SECONDS = 86_400;
/** D1 binds at most 100 values per statement: 7 per bucket row. */
const ROWS_PER_INSERT = 14;

export interface RollupResult {
  /** Raw rows folded and deleted. */
  folded: number;
  /** The first second still kept raw (unix seconds). */
  keptFrom: number;
}

export function utcDay(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

/** The start of the first UTC day that stays raw: RAW_RETENTION_DAYS whole days before today's. */
export function rollupCutoff(nowMs: number): number {
  const today = Math.floor(nowMs / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return today - RAW_RETENTION_DAYS * DAY_SECONDS;
}

interface RawRow {
  id: number;
  recorded_at: number;
  route: string;
  metric: VitalMetric;
  value: number;
  connection: string;
  device: string;
}

/** Bucket counts of some raw rows, keyed by their daily row's identity. */
export function bucketCounts(rows: readonly Omit<RawRow, 'id'>[]): Array<[string, string, string, string, string, number, number]> {
  const counts = new Map<string, { key: [string, string, string, string, string, number]; count: number }>();
  for (const row of rows) {
    const key: [string, string, string, string, string, number] = [
      utcDay(row.recorded_at),
      row.route,
      row.metric,
      row.connection,
      row.device,
      bucketOf(row.metric, row.value),
    ];
    const id = JSON.stringify(key);
    const entry = counts.get(id);
    if (entry) entry.count += 1;
    else counts.set(id, { key, count: 1 });
  }
  return [...counts.values()].map(({ key, count }) => [...key, count]);
}

/** Folds raw rows of days before the cutoff; returns how many were folded. */
export async function rollUpWebVitals(db: D1Database, nowMs: number = Date.now()): Promise<RollupResult> {
  const cutoff = rollupCutoff(nowMs);
  let folded = 0;
  for (let chunk = 0; chunk < MAX_CHUNKS_PER_RUN; chunk += 1) {
    const { results: rows } = await db
      .prepare('SELECT id, recorded_at, route, metric, value, connection, device FROM web_vitals WHERE recorded_at < ? ORDER BY id LIMIT ?')
      .bind(cutoff, ROLLUP_CHUNK_ROWS)
      .all<RawRow>();
    const lastId = rows.at(-1)?.id;
    if (lastId === undefined) break;
    const counts = bucketCounts(rows);
    const statements: D1PreparedStatement[] = [];
    for (let start = 0; start < counts.length; start += ROWS_PER_INSERT) {
      const part = counts.slice(start, start + ROWS_PER_INSERT);
      statements.push(
        db
          .prepare(
            'INSERT INTO web_vitals_daily (day, route, metric, connection, device, bucket, count) VALUES ' +
              part.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ') +
              ' ON CONFLICT (day, route, metric, connection, device, bucket) DO UPDATE SET count = count + excluded.count',
          )
          .bind(...part.flat()),
      );
    }
    // The rows read are exactly those before the cutoff up to the last id read (the lowest ids first).
    statements.push(db.prepare('DELETE FROM web_vitals WHERE recorded_at < ? AND id <= ?').bind(cutoff, lastId));
    await db.batch(statements);
    folded += rows.length;
    if (rows.length < ROLLUP_CHUNK_ROWS) break;
  }
  return { folded, keptFrom: cutoff };
}
