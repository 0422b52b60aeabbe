import { apiApp } from '../../src/server/app.ts';
import type { Env } from '../../src/server/env.ts';
import { proxyToUpstream } from '../../src/server/proxy/upstream.ts';

/** /api/* → the real backend when API_ORIGIN is set, otherwise the built-in API on D1. */
export const onRequest: PagesFunction<Env> = async (context) => {
  const { request, env } = context;
  if (env.API_ORIGIN) return proxyToUpstream(request, env.API_ORIGIN);
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
  return apiApp.fetch(new Request(url.toString(), request), env, {
    waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise),
    passThroughOnException: () => context.passThroughOnException(),
    props: {},
  });
};
