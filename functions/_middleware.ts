import type { Env } from '../src/server/env.ts';
import { offerLanguage } from '../src/edge/language-offer.ts';
import { guardPageRequests } from '../src/edge/page-request-guard.ts';
import { servePageRoutes } from '../src/edge/serve-page-routes.ts';
import { withSecurityHeaders } from '../src/server/security/with-security-headers.ts';

/**
 * Every function response passes through here: the security headers first (they wrap whatever the
 * rest answers), then the requests the asset server must never see (a method pages do not take, a
 * malformed or unservable path: page-request-guard.ts), then the first-visit language offer on `/`
 * (after the page cache, so never kept in it), then the dynamic page routes, then the other functions
 * and the static assets.
 */
export const onRequest: PagesFunction<Env>[] = [withSecurityHeaders, guardPageRequests, offerLanguage, servePageRoutes];
