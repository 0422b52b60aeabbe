import type { Env } from '../server/env.ts';
import { judgePageRequest } from '../lib/navigation/page-request.ts';
import { notFoundPage } from './serve-page-routes.ts';

/**
 * Requests the static asset server must never see (issue 35; the rule: src/lib/navigation/page-request.ts):
 * a method pages do not take is 405 with `Allow`, a malformed path the store's page with 400, a path no
 * file can have (the platform's own files, an over-long or undecodable name) the store's 404 page.
 * Everything else goes on, unchanged.
 */
export const guardPageRequests: PagesFunction<Env> = async (context) => {
  const url = new URL(context.request.url);
  const verdict = judgePageRequest(context.request.method, url.pathname);
  switch (verdict.kind) {
    case 'pass':
      return context.next();
    case 'method-not-allowed':
      void context.request.body?.cancel().catch(() => undefined);
      return new Response(null, { status: 405, headers: { Allow: verdict.allow, 'Cache-Control': 'no-store' } });
    case 'bad-request': {
      const page = await notFoundPage(context.env.ASSETS, url);
      return new Response(page.body, { status: 400, headers: page.headers });
    }
    case 'not-found':
      return notFoundPage(context.env.ASSETS, url);
  }
};
