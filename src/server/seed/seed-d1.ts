import type { SeedCatalog } from './generate-catalog.ts';
import { catalogStatements, RESET_CATALOG_SQL } from './seed-statements.ts';

/** Writes a generated catalog through D1 (API tests; small sizes). Replaces any catalog already there. */
export async function seedD1(db: D1Database, catalog: SeedCatalog): Promise<void> {
  await db.batch(RESET_CATALOG_SQL.map((sql) => db.prepare(sql)));
  const statements = catalogStatements(catalog).map((s) => db.prepare(s.sql).bind(...s.params));
  // D1 runs a batch as one transaction; a few hundred statements per batch keeps each one small.
  for (let start = 0; start < statements.length; start += 400) {
    await db.batch(statements.slice(start, start + 400));
  }
}
