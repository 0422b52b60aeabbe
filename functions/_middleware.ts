import type { Env } from '../src/server/env.ts';
import { matchPageRoute, shellPath } from '../src/server/edge/page-routes.ts';

/**
 * Dynamic page routes (product, recommended, order, consignment) answer with their pre-rendered
 * shell; everything else goes on to the static assets and the other functions.
 * public/_routes.json limits which paths invoke functions at all.
 */
export const onRequest: PagesFunction<Env> = async (context) => {
  const url = new URL(context.request.url);
  const match = matchPageRoute(url.pathname);
  if (!match) return context.next();
  const shell = await context.env.ASSETS.fetch(new URL(shellPath(match.shell), url));
  return new Response(shell.body, { status: shell.status, headers: shell.headers });
};
