/**
 * Seeds the demo catalog into the local D1 database.
 *
 *   node src/cli/seed.ts [--reseed]        (SEED_SIZE=100000 for benchmarks; STATE_DIR as npm start)
 *   node src/cli/seed.ts --sql seed.sql    writes the same catalog as SQL, for a deployed database:
 *                                          wrangler d1 execute storefront --remote --file seed.sql
 * Either way the catalog's raster photos are put into the build folder (ASTRO_OUT_DIR or dist),
 * which the static site serves; after --sql, deploy that folder.
 *
 * Writes straight into the local D1's SQLite file with node:sqlite instead of `wrangler d1 execute
 * --file`: one transaction with prepared statements seeds 2,000 items in well under a second and
 * 100,000 in seconds, where a generated SQL file would be tens of megabytes pushed through wrangler.
 * It must run while no server holds the database (npm start seeds before it starts wrangler).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { demoSeedStatements } from '../server/account-area/demo/demo-sql.ts';
import { DEFAULT_SEED_SIZE, generateCatalog } from '../server/seed/generate-catalog.ts';
import { catalogStatements, OPTIMIZE_SEARCH_INDEX_SQL, RESET_CATALOG_SQL, type SqlValue } from '../server/seed/seed-statements.ts';
import { OUT_DIR, ROOT, STATE_DIR } from './local-env.ts';
import { ensureProductPhotos } from './product-photos.ts';

/**
 * Where rendered photos are kept between builds (PHOTO_CACHE_DIR): by default in the user's cache
 * folder, so every checkout and fresh clone on a machine renders them once (they depend only on
 * PHOTO_RENDER_VERSION and the drawings).
 */
export const PHOTO_CACHE_DIR = process.env.PHOTO_CACHE_DIR ?? join(homedir(), '.cache', 'reluxe-product-photos');

/**
 * The raster photos the seeded catalog names, into the build output (`outDir`, default ASTRO_OUT_DIR
 * or dist) so the static site serves them: rendered on the first run, copied from the cache after.
 */
export async function seedProductPhotos(outDir = OUT_DIR, log: (line: string) => void = (line) => console.log(line)): Promise<void> {
  const result = await ensureProductPhotos(resolve(ROOT, PHOTO_CACHE_DIR), resolve(ROOT, outDir));
  log(
    `Product photos: ${result.photos} (${result.rendered} rendered now), ${result.files} files, ` +
      `${(result.bytes / 1_000_000).toFixed(1)} MB, in ${result.seconds.toFixed(1)} s.`,
  );
}

export interface SeedOptions {
  /** Miniflare state directory (the --persist-to of wrangler). */
  stateDir?: string;
  size?: number;
  /** Replace an existing catalog instead of leaving it alone. */
  reseed?: boolean;
  /** Listing moment, unix seconds; defaults to the start of the current hour. */
  anchor?: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  file: string;
  seeded: boolean;
  items: number;
  seconds: number;
}

/**
 * The SQLite file behind the local D1 binding: miniflare keeps one file per database under
 * v3/d1/miniflare-D1DatabaseObject, named by a hash of the database id. It is the file whose schema
 * has the catalog tables (migrations must have been applied).
 */
export function localD1File(stateDir = STATE_DIR): string {
  const dir = resolve(ROOT, stateDir, 'v3/d1/miniflare-D1DatabaseObject');
  if (!existsSync(dir)) throw new Error(`No local D1 database under ${dir}: apply the migrations first.`);
  const candidates = readdirSync(dir).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  for (const name of candidates) {
    const file = join(dir, name);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const found = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'inventories'").get();
      if (found) return file;
    } finally {
      db.close();
    }
  }
  throw new Error(`No local D1 database in ${dir} has the catalog tables: apply the migrations first.`);
}

/** Demo shoppers (README: Demo accounts) exist only in local databases; migrations hold no account. */
export const DEMO_ACCOUNT_EMAIL = 'demo@reluxe.sg';

function seedDemoAccounts(db: DatabaseSync, log: (line: string) => void): void {
  if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(DEMO_ACCOUNT_EMAIL)) return;
  db.exec('BEGIN');
  try {
    for (const sql of demoSeedStatements()) db.exec(sql);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  log('Seeded the demo accounts (README: Demo accounts).');
}

export function seedLocalDatabase(options: SeedOptions = {}): SeedResult {
  const started = performance.now();
  const size = options.size ?? DEFAULT_SEED_SIZE;
  const log = options.log ?? ((line: string) => console.log(line));
  const file = localD1File(options.stateDir);
  // Foreign keys off: a reseed replaces items that orders or offers may point at; ids are stable.
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: false });
  try {
    seedDemoAccounts(db, log);
    const existing = Number((db.prepare('SELECT count(*) AS n FROM inventories').get() as { n: number }).n);
    if (existing > 0 && !options.reseed) {
      return { file, seeded: false, items: existing, seconds: (performance.now() - started) / 1000 };
    }
    const anchor = options.anchor ?? Math.floor(Date.now() / 3_600_000) * 3600;
    const catalog = generateCatalog(size, anchor);
    const prepared = new Map<string, StatementSync>();
    db.exec('BEGIN');
    try {
      for (const sql of RESET_CATALOG_SQL) db.exec(sql);
      for (const statement of catalogStatements(catalog)) {
        let prepare = prepared.get(statement.sql);
        if (!prepare) {
          prepare = db.prepare(statement.sql);
          prepared.set(statement.sql, prepare);
        }
        prepare.run(...statement.params);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    db.exec(OPTIMIZE_SEARCH_INDEX_SQL);
    // Fresh statistics let the planner pick the most selective index for each filter.
    db.exec('ANALYZE');
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const seconds = (performance.now() - started) / 1000;
    log(`Seeded ${size.toLocaleString('en')} catalog items in ${seconds.toFixed(1)} s.`);
    return { file, seeded: true, items: size, seconds };
  } finally {
    db.close();
  }
}

function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as SQL`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** The catalog as one SQL script with the values written in (placeholders appear nowhere else in it). */
export function catalogSqlScript(size: number, anchor: number): string {
  const lines = RESET_CATALOG_SQL.map((sql) => `${sql};`);
  for (const statement of catalogStatements(generateCatalog(size, anchor))) {
    let index = 0;
    const sql = statement.sql.replace(/\s+/g, ' ').replace(/\?/g, () => sqlLiteral(statement.params[index++] ?? null));
    if (index !== statement.params.length) throw new Error('placeholder count mismatch');
    lines.push(`${sql};`);
  }
  lines.push(`${OPTIMIZE_SEARCH_INDEX_SQL};`, 'ANALYZE;');
  return `${lines.join('\n')}\n`;
}

/** SEED_SIZE from the environment, checked. */
export function seedSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_SIZE;
  if (raw === undefined || raw === '') return DEFAULT_SEED_SIZE;
  if (!/^\d{1,7}$/.test(raw)) throw new Error(`SEED_SIZE must be a whole number of items, not '${raw}'.`);
  return Number(raw);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sqlAt = process.argv.indexOf('--sql');
  if (sqlAt >= 0) {
    const target = process.argv[sqlAt + 1];
    if (!target) throw new Error('--sql needs a file name');
    writeFileSync(target, catalogSqlScript(seedSizeFromEnv(), Math.floor(Date.now() / 3_600_000) * 3600));
    console.log(`Wrote the demo catalog as SQL to ${target}.`);
    // Its photos go with the site: deploy the build folder after this (README: Deploying).
    await seedProductPhotos();
  } else {
    const reseed = process.argv.includes('--reseed') || process.env.RESEED === '1';
    seedLocalDatabase({ size: seedSizeFromEnv(), reseed });
    await seedProductPhotos();
  }
}
