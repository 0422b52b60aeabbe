import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { publicOrigin } from '../env.ts';
import { querySchema } from '../http/query-schema.ts';
import { readQuery } from '../http/validate.ts';
import type { DataResponse, StartupSettings } from '../../lib/contract/settings.ts';
import { loadStartupSettings } from './startup.queries.ts';
import { readDb } from '../public-reads/read-db.ts';

/** Policy documents the product itself serves (public/policies). */
export const POLICY_PATHS = {
  privacy_policy: '/policies/privacy-policy.html',
  term_condition: '/policies/terms-conditions.html',
} as const;

export const settingsRoutes = new Hono<AppEnv>().get('/startup', async (c) => {
  // Takes no parameters: like every other call, an unknown one is a 400 naming it.
  readQuery(c, querySchema({}));
  const origin = publicOrigin(c.env, c.req.raw);
  const settings = await loadStartupSettings(readDb(c), {
    privacy_policy: new URL(POLICY_PATHS.privacy_policy, origin).toString(),
    term_condition: new URL(POLICY_PATHS.term_condition, origin).toString(),
  });
  const body: DataResponse<StartupSettings> = { data: settings };
  // Reference data changes rarely: let browsers and the edge keep it for a few minutes.
  c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
  return c.json(body);
});
