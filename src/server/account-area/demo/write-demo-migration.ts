/**
 * Writes src/server/migrations/0031_account_area_demo.sql from demo-data.ts.
 *   npx node src/server/account-area/demo/write-demo-migration.ts
 * Only before the migration has been applied anywhere that matters: applied migrations never change.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MIGRATION_FILE, renderDemoSql } from './demo-sql.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '../../migrations', DEMO_MIGRATION_FILE);
writeFileSync(target, renderDemoSql());
console.log(`wrote ${target}`);
