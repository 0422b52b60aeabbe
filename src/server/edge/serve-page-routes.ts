import type { Env } from '../env.ts';
import { matchPageRoute, shellPath } from './page-routes.ts';
import { fetchProductAtEdge, itemNotFoundRedirect, renderProductPage } from './product-page.ts';

/**
 * Dynamic page routes (product, recommended, order, consignment) answer with their pre-rendered
 * shell; product pages also get the product rendered in (product-page.ts).
 * Everything else goes on to the static assets and the other functions.
 * public/_routes.json limits which paths invoke functions at all.
 */
export const servePageRoutes: PagesFunction<Env> = async (context) => {
  const url = new URL(context.request.url);
  const match = matchPageRoute(url.pathname);
  if (!match) return context.next();
  const shellRequest = context.env.ASSETS.fetch(new URL(shellPath(match.shell), url));

  if (match.shell === 'product' && match.params['id']) {
    const [shell, found] = await Promise.all([shellRequest, fetchProductAtEdge(match.params['id'], context.request, context.env, context)]);
    if (found.kind === 'missing') return itemNotFoundRedirect(url.toString());
    // The API being down is not the shopper's fault: the shell loads and the page script retries.
    if (found.kind === 'found' && shell.ok) return renderProductPage(shell, found.product, url.origin, Date.now());
    return new Response(shell.body, { status: shell.status, headers: shell.headers });
  }

  const shell = await shellRequest;
  return new Response(shell.body, { status: shell.status, headers: shell.headers });
};
