import type { Env } from '../src/server/env.ts';
import buildRoutes from '../public/_routes.json' with { type: 'json' };
import { offerLanguage } from '../src/edge/language-offer.ts';
import { chainSteps } from '../src/edge/middleware-chain.ts';
import { guardPageRequests } from '../src/edge/page-request-guard.ts';
import { servePageRoutes } from '../src/edge/serve-page-routes.ts';
import { serveStaticFiles } from '../src/edge/static-files.ts';
import { withSecurityHeaders } from '../src/server/security/with-security-headers.ts';

/**
 * Every function response passes through here, as one function (middleware-chain.ts): first a path
 * the build's routes leave to the asset server goes straight to it (static-files.ts: this happens
 * only under `npm start`, whose routes send every path here); then the security headers (they wrap
 * whatever the rest answers), then the requests the asset server must never see (a method pages do
 * not take, a malformed or unservable path: page-request-guard.ts), then the first-visit language
 * offer on `/` (after the page cache, so never kept in it), then the dynamic page routes, then the
 * other functions and the static assets.
 */
export const onRequest: PagesFunction<Env>[] = [
  chainSteps([serveStaticFiles(buildRoutes), withSecurityHeaders, guardPageRequests, offerLanguage, servePageRoutes]),
];
