/**
 * Public reads: catalog calls whose answer depends on the URL alone, never on who asks. The spec's
 * client sends a bearer on every call, but these routes never read the session, so they skip its
 * lookup (app.ts) and are answered from the Workers cache (edge-cache.ts). The path table is shared with
 * the offline worker: src/lib/catalog/public-read-paths.ts.
 *
 * A bearer that is unknown or expired gets the public answer here, not a 401: the answer would be the
 * same for a fresh guest, and a cached answer cannot tell one token from another without the very D1
 * round trip the cache exists to avoid. The spec's 401 rule still holds where a session matters:
 * the first call that reads one (GET /v1/users/me, /v1/search-terms, anything owner-scoped, login)
 * answers 401, and the client then logs in as a guest again.
 */
import type { Context } from 'hono';
import { isPublicReadPath } from '../../lib/catalog/public-read-paths.ts';

/** Condition form for hono/combine's except(). */
export const isPublicRead = (c: Context): boolean => isPublicReadPath(c.req.method, c.req.path);
