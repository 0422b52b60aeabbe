import { cmsAuthApp } from '../../../src/server/cms/oauth.ts';
import type { Env } from '../../../src/server/env.ts';

/**
 * /api/cms/*: the content editor's GitHub sign-in (src/server/cms/oauth.ts). A route of its own, more
 * specific than /api/[[path]], so it is served here even when API_ORIGIN proxies the rest of /api.
 */
export const onRequest: PagesFunction<Env> = (context) => {
  const url = new URL(context.request.url);
  url.pathname = url.pathname.replace(/^\/api\/cms(?=\/|$)/, '') || '/';
  return cmsAuthApp.fetch(new Request(url.toString(), context.request), context.env, {
    waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise),
    passThroughOnException: () => context.passThroughOnException(),
    props: {},
  });
};
