/**
 * A page request through the site's middleware chain (functions/_middleware.ts) down to the static
 * assets, as the Pages runtime runs it: for the tests of the pages the edge renders (product, /search,
 * home). The body is read and the work the request left behind (cache writes) finished before it
 * answers, so the next request sees it.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { onRequest as middlewareChain } from '../../../functions/_middleware.ts';
import type { Env } from '../../../src/server/env.ts';
import { pagesContext } from '../fuzz/pages-context.ts';

type Handler = (typeof middlewareChain)[number];

export interface Assets {
  fetch(input: RequestInfo | URL): Promise<Response>;
}

export async function throughMiddleware(request: Request, env: Env, assets: Assets): Promise<{ res: Response; html: string }> {
  const ctx = createExecutionContext();
  const at = (index: number, current: Request): Promise<Response> => {
    const handler: Handler | undefined = middlewareChain[index];
    if (!handler) return assets.fetch(current);
    const context = pagesContext(current, env, ctx, {
      functionPath: '/',
      next: (input, init) => at(index + 1, input === undefined ? current : new Request(input, init)),
    }) as Parameters<Handler>[0];
    return Promise.resolve(handler(context));
  };
  const res = await at(0, request);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

/** The text of the page's JSON block with this id, or null. */
export function jsonBlock(html: string, id: string): string | null {
  return new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1] ?? null;
}

/** The first island's inner HTML. */
export function islandHtml(html: string): string {
  return /<astro-island[^>]*>(.*?)<\/astro-island>/s.exec(html)?.[1] ?? '';
}

/** Card names in order: each card is an article labelled brand + model (HTML-escaped). */
export const cardLabels = (island: string) => [...island.matchAll(/<article class="product-card[^"]*" aria-label="([^"]*)"/g)].map((m) => m[1]);

/** The entities React writes in text and attributes, back to characters. */
export const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
