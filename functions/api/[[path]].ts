import { WEB_VITALS_PATH } from '../../src/lib/contract/web-vitals.ts';
import { apiApp } from '../../src/server/app.ts';
import type { Env } from '../../src/server/env.ts';
import { proxyToUpstream } from '../../src/server/proxy/upstream.ts';

/** /api/* → the real backend when API_ORIGIN is set, otherwise the built-in API on D1. */
export const onRequest: PagesFunction<Env> = async (context) => {
  const { request, env } = context;
  const url = new URL(request.url);
  if (env.API_ORIGIN) {
    // Field Web Vitals belong to the store, not the backend: with no built-in API to keep them they go
    // nowhere (a deployer names a collector with PUBLIC_VITALS_ENDPOINT, docs/web-vitals.md).
    if (request.method === 'POST' && url.pathname === `/api${WEB_VITALS_PATH}`) return new Response(null, { status: 204 });
    return proxyToUpstream(request, env.API_ORIGIN);
  }
  url.pathname = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
  return apiApp.fetch(new Request(url.toString(), request), env, {
    waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise),
    passThroughOnException: () => context.passThroughOnException(),
    props: {},
  });
};
