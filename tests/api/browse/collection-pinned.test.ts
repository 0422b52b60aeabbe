/**
 * Issue 36: pinned pieces across a collection's pages. A pinned piece the rule also finds is shown
 * once (first, on page 1) and not again on its own page of the rule; page 1 shows the pinned pieces on
 * top of the rule's full first page, so no piece of the rule is pushed off it and lost between pages.
 * Its own file: the edge reads the manifest once per isolate.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCollectionEmbed, COLLECTION_DATA_ID } from '../../../src/lib/collections/collection-embed.ts';
import { compileManifest } from '../../../src/lib/collections/compile.ts';
import { COLLECTIONS_MANIFEST_PATH } from '../../../src/lib/collections/manifest.ts';
import { collectionRuleSchema } from '../../../src/lib/content/schemas.ts';
import type { Env } from '../../../src/server/env.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { jsonBlock, throughMiddleware } from './middleware-chain.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><main><h1>Collection</h1>' +
  '<div id="collection-root"><astro-island uid="C1" prefix="r9" ssr></astro-island></div></main></body></html>';

let manifest = compileManifest([], [], null);
const assets = {
  async fetch(input: RequestInfo | URL): Promise<Response> {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    if (pathname === COLLECTIONS_MANIFEST_PATH) return Response.json(manifest);
    if (pathname === '/collections/everything') return new Response(SHELL, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    return new Response('not found', { status: 404 });
  },
};
const local = { ...(env as unknown as Env), ENVIRONMENT: 'development', ASSETS: assets } as unknown as Env;

async function embedOf(page: number) {
  const { res, html } = await throughMiddleware(new Request(`http://127.0.0.1/collections/everything?p=${page}`), local, assets);
  expect(res.status).toBe(200);
  return readCollectionEmbed(jsonBlock(html, COLLECTION_DATA_ID));
}

let pinned = 0;

beforeAll(async () => {
  const { items } = await seedTestCatalog(200);
  // The oldest available piece: newest first, the rule finds it on its last page.
  pinned = Math.min(...items.filter((item) => item.status === 1).map((item) => item.id));
  manifest = compileManifest(
    [
      {
        file: 'src/content/collections/en/everything.md',
        id: 'everything',
        slug: 'everything',
        title: 'Everything',
        heroAlt: 'alt',
        hero: { src: '/_astro/everything.svg', width: 1600, height: 900 },
        rule: collectionRuleSchema.parse({}),
        pinned: [String(pinned)],
        sort: 'newest',
        minimumCount: 4,
      },
    ],
    [],
    null,
  );
});

describe('pinned pieces across pages', () => {
  it('are shown once, first on page 1, and every piece of the rule is on exactly one page', async () => {
    const first = await embedOf(1);
    expect(first?.items[0]?.id).toBe(pinned);
    expect(first?.items.length).toBe((first?.pageSize ?? 0) + 1);
    const pageCount = Math.ceil((first?.pagedTotal ?? 0) / (first?.pageSize ?? 1));
    expect(pageCount).toBeGreaterThan(1);
    const later = await Promise.all(Array.from({ length: pageCount - 1 }, (_, index) => embedOf(index + 2)));
    const ids = [first, ...later].flatMap((embed) => embed?.items.map((card) => card.id) ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first?.pagedTotal);
  });
});
