import { applyD1Migrations, env } from 'cloudflare:test';
import { demoSeedStatements } from '../../src/server/account-area/demo/demo-sql.ts';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The demo shoppers come from the local seed, as in development (the migrations hold no account).
const demoSeeded = await env.DB.prepare("SELECT 1 FROM users WHERE email = 'demo@reluxe.sg'").first();
if (!demoSeeded) await env.DB.batch(demoSeedStatements().map((sql) => env.DB.prepare(sql)));
