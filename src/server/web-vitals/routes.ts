/**
 * POST /v1/web-vitals (issue 22): the store's collector of field Web Vitals, an extension of the
 * spec's API (src/lib/contract/web-vitals.ts, docs/web-vitals.md). No session needed: the beacon is
 * sent as the page goes away. Counted per client address before anything else (a flood of junk is
 * limited too), every field checked, then stored; 204 with no body.
 */
import { Hono } from 'hono';
import { WEB_VITALS_PATH } from '../../lib/contract/web-vitals.ts';
import type { AppEnv } from '../app-env.ts';
import type { RateRule } from '../accounts/rate-limits.ts';
import { limitAttempts, perAddress } from '../accounts/http.ts';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { webVitalsBatch } from './schema.ts';
import { insertBatch } from './web-vitals.queries.ts';

/**
 * One batch per page view: 600 in 10 minutes is a page a second from one address, room for an
 * office or a carrier's shared address at the production sample rate, and a cap on what one machine
 * can write.
 */
export const VITALS_PER_ADDRESS: RateRule = { name: 'vitals:address', limit: 600, windowSeconds: 10 * 60, what: 'measurements' };

export const webVitalsRoutes = new Hono<AppEnv>()
  .post(WEB_VITALS_PATH, async (c) => {
    await limitAttempts(c, perAddress(c, VITALS_PER_ADDRESS));
    const batch = await readJson(c, webVitalsBatch);
    await insertBatch(c.env.DB, batch, Math.floor(Date.now() / 1000));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  })
  .all(WEB_VITALS_PATH, (c) => {
    c.header('Allow', 'POST');
    throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${c.req.method} is not allowed on ${WEB_VITALS_PATH}; send the measurements with POST.`);
  });
