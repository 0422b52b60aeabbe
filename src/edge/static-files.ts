import type { Env } from '../server/env.ts';
import { functionRoutesMatcher, type FunctionRoutes } from '../lib/navigation/function-routes.ts';
import { judgePageRequest } from '../lib/navigation/page-request.ts';

/**
 * The middleware's first step: a request the build's routes leave to the asset server (a page Astro
 * pre-rendered, a stylesheet, a script, a font) goes straight to it, before any other work, as on
 * Cloudflare, where such a path never runs a function. It reaches the functions only under
 * `npm start`, whose routes file sends every path through them so that the store answers what the
 * local asset server cannot (src/lib/navigation/page-request.ts: a method pages do not take, a
 * malformed or unservable path); those requests, and every path the routes include, go on down the chain.
 * The asset server's answer carries the build's `_headers` (the security headers of static files).
 */
export function serveStaticFiles(routes: FunctionRoutes): PagesFunction<Env> {
  const runsFunctions = functionRoutesMatcher(routes);
  return (context) => {
    const { request } = context;
    const { pathname } = new URL(request.url);
    if (runsFunctions(pathname) || judgePageRequest(request.method, pathname).kind !== 'pass') return context.next();
    return context.env.ASSETS.fetch(request);
  };
}
