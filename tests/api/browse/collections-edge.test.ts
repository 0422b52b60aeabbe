/**
 * Issue 36: collections at the edge, through the real middleware chain on D1. A campaign is absent
 * before its start (404), present in its window and gone after its end (410) with the clock moved, no
 * rebuild; an unknown slug is the store's 404 in the page's language and a slug differing only in case
 * or accents is redirected; pinned pieces come first while available; the index and the sitemap list
 * the live collections only, and the index's cache key carries the live set, so no cached page shows a
 * campaign outside its window.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { onRequestGet as sitemap } from '../../../functions/sitemap.xml.ts';
import { CLOCK_HEADER } from '../../../src/edge/collection-page.ts';
import { PAGE_CACHE_HEADER, pageCacheKey } from '../../../src/edge/page-cache.ts';
import { COLLECTION_DATA_ID, readCollectionEmbed } from '../../../src/lib/collections/collection-embed.ts';
import { HOME_COLLECTIONS_DATA_ID, readHomeCollectionsEmbed } from '../../../src/lib/collections/home-blocks.ts';
import { compileManifest, type CollectionSource } from '../../../src/lib/collections/compile.ts';
import { COLLECTIONS_MANIFEST_PATH, scheduleKey } from '../../../src/lib/collections/manifest.ts';
import { singaporeTimeToEpoch } from '../../../src/lib/collections/schedule.ts';
import { collectionRuleSchema } from '../../../src/lib/content/schemas.ts';
import type { Env } from '../../../src/server/env.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { pagesContext } from '../fuzz/pages-context.ts';
import { jsonBlock, throughMiddleware } from './middleware-chain.ts';

const source = (slug: string, rule: Record<string, unknown>, extra: Partial<CollectionSource> = {}): CollectionSource => ({
  file: `src/content/collections/en/${slug}.md`,
  id: slug,
  slug,
  title: `Title of ${slug}`,
  heroAlt: 'alt',
  hero: { src: `/_astro/${slug}.svg`, width: 1600, height: 900 },
  rule: collectionRuleSchema.parse(rule),
  pinned: [],
  sort: 'newest',
  minimumCount: 4,
  ...extra,
});

const CAMPAIGN = { start: '2027-01-20T00:00', end: '2027-02-20T00:00' };
const at = (sg: string) => singaporeTimeToEpoch(sg) ?? 0;
const BEFORE = at('2027-01-19T23:59');
const DURING = at('2027-01-20T00:00');
const AFTER = at('2027-02-20T00:00');

let pinnedAvailable = 0;
let pinnedSold = 0;
let manifest = compileManifest([], [], null);

const page = (root: string) => `<!doctype html><html lang="en"><head><title>x</title></head><body><main>${root}</main></body></html>`;
const COLLECTION_HTML = page('<h1>Collection</h1><div id="collection-root"><astro-island uid="C1" prefix="r9" ssr></astro-island></div>');
const INDEX_HTML = page(
  '<ul data-collection-list><li data-collection="hermes">Hermès</li><li data-collection="new-year">New year</li><li data-collection="few">Few</li></ul>' +
    '<p data-collections-empty hidden>None on show</p>',
);

const HOME_HTML = page(
  '<div id="home-groups-root"><astro-island uid="H1" prefix="r3" client="interaction" ssr><div class="home-groups home-groups--loading"></div></astro-island></div>',
);
const PHONE = { 'Sec-CH-UA-Mobile': '?1' };
const DESKTOP = { 'Sec-CH-UA-Mobile': '?0', 'Sec-Fetch-Dest': 'document' };

const assets = {
  async fetch(input: RequestInfo | URL): Promise<Response> {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    const html = { 'Content-Type': 'text/html; charset=utf-8' };
    if (pathname === COLLECTIONS_MANIFEST_PATH) return Response.json(manifest);
    if (/^(\/ms)?\/collections\/[a-z-]+$/.test(pathname)) return new Response(COLLECTION_HTML, { headers: html });
    if (/^(\/ms)?\/collections$/.test(pathname)) return new Response(INDEX_HTML, { headers: html });
    if (pathname === '/') return new Response(HOME_HTML, { headers: html });
    if (pathname === '/404') return new Response(page('<h1>Page not found</h1>'), { headers: html });
    if (pathname === '/ms/404') return new Response(page('<h1>Halaman tidak ditemui</h1>'), { headers: html });
    if (pathname === '/shells/collection-ended')
      return new Response(page('<h1>This collection has ended</h1><a href="/collections">live</a>'), { headers: html });
    return new Response('not found', { status: 404, headers: html });
  },
};
// This machine's store (its clock may be moved with CLOCK_HEADER), at a loopback address.
const local = { ...(env as unknown as Env), ENVIRONMENT: 'development', ASSETS: assets } as unknown as Env;

async function visit(path: string, now: number, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set(CLOCK_HEADER, String(now));
  const { res, html } = await throughMiddleware(new Request(`http://127.0.0.1${path}`, { ...init, headers, redirect: 'manual' }), local, assets);
  return { res, html, cache: res.headers.get(PAGE_CACHE_HEADER), embed: readCollectionEmbed(jsonBlock(html, COLLECTION_DATA_ID)) };
}

beforeAll(async () => {
  const { items } = await seedTestCatalog(200);
  const hermes = items.filter((item) => item.brand === 'Hermès');
  pinnedAvailable = items.find((item) => item.brand !== 'Hermès' && item.status === 1)?.id ?? 0;
  pinnedSold = items.find((item) => item.status === 2)?.id ?? 0;
  expect(hermes.length).toBeGreaterThan(4);
  manifest = compileManifest(
    [
      source('hermes', { houses: ['Hermès'] }, { pinned: [String(pinnedSold), String(pinnedAvailable), '999999'] }),
      source('new-year', { colours: ['red'] }, CAMPAIGN),
      source('few', { houses: ['Hermès'], priceMax: 1 }),
    ],
    [{ locale: 'ms', id: 'hermes', title: 'Hermès dalam bahasa Melayu' }],
    { file: 'src/content/home/en/home.md', data: { hero: 'home', collections: [{ collection: 'new-year', form: 'tiles', afterGroup: 1 }] } },
  );
});

describe('a collection page', () => {
  it('lists the pieces its rule finds, pinned ones first while available, with the ItemList JSON-LD', async () => {
    const { res, embed, html } = await visit('/collections/hermes', DURING);
    expect(res.status).toBe(200);
    expect(embed?.items[0]?.id).toBe(pinnedAvailable);
    expect(embed?.items.map((card) => card.id)).not.toContain(pinnedSold);
    expect(embed?.items.slice(1).every((card) => card.brand === 'Hermès' && card.status === 1)).toBe(true);
    expect(embed?.nearest).toBeNull();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'ItemList', name: 'Title of hermes', url: 'http://127.0.0.1/collections/hermes' });
    expect(html).toContain('class="product-grid"');
    // The hero above is the page's largest paint: no card photo competes with it (issue 37, item 2).
    const cardImages = [...html.matchAll(/<img class="product-card__image"[^>]*>/g)].map((match) => match[0]);
    expect(cardImages.length).toBe(embed?.items.length);
    for (const image of cardImages) {
      expect(image).toContain('loading="lazy"');
      expect(image).toMatch(/fetchpriority="low"/i);
    }
  });

  it('in Malay: its title, links in the language', async () => {
    const { res, embed } = await visit('/ms/collections/hermes', DURING);
    expect(res.status).toBe(200);
    expect(embed).toMatchObject({ title: 'Hermès dalam bahasa Melayu', path: '/ms/collections/hermes' });
  });

  it('fewer pieces than its minimum: the kind note with the nearest searches, never an empty grid', async () => {
    const { res, embed, html } = await visit('/collections/few', DURING);
    expect(res.status).toBe(200);
    expect(embed?.items).toEqual([]);
    expect(embed?.nearest?.map((link) => link.href)).toEqual(['/search?brand=Herm%C3%A8s&l=50&p=1', '/search?l=50&p=1']);
    expect(html).not.toContain('class="product-grid"');
  });

  it('an unknown slug is the store 404 in the page language', async () => {
    const english = await visit('/collections/nothing-here', DURING);
    expect(english.res.status).toBe(404);
    expect(english.html).toContain('Page not found');
    const malay = await visit('/ms/collections/nothing-here', DURING);
    expect(malay.res.status).toBe(404);
    expect(malay.html).toContain('Halaman tidak ditemui');
  });

  it('a slug differing only in case or accents is redirected to the right one, query kept', async () => {
    const { res } = await visit('/collections/HERM%C3%89S?sort=price_asc', DURING);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/collections/hermes?sort=price_asc');
    expect((await visit('/ms/collections/Hermes', DURING)).res.headers.get('Location')).toBe('/ms/collections/hermes');
  });

  it('the manifest is not served to the public', async () => {
    expect((await visit(COLLECTIONS_MANIFEST_PATH, DURING)).res.status).toBe(404);
  });
});

describe('a campaign with the clock moved, no rebuild', () => {
  it.each([
    ['a minute before its start: not there yet (404)', BEFORE, 404],
    ['at its start: live', DURING, 200],
    ['a millisecond before its end: live', AFTER - 1, 200],
    ['at its end: gone (410), with a link to the live collections', AFTER, 410],
  ])('%s', async (_name, now, status) => {
    const { res, html } = await visit('/collections/new-year', now);
    expect(res.status).toBe(status);
    if (status === 410) expect(html).toContain('href="/collections"');
  });

  it('the clock header is honoured on this machine only', async () => {
    const deployed = { ...(local as unknown as Record<string, unknown>), ENVIRONMENT: 'production' } as unknown as Env;
    // Inside the campaign's window by the header, before it by the real clock (the campaign is in 2027).
    const headers = { [CLOCK_HEADER]: String(DURING) };
    expect(Date.now()).toBeLessThan(DURING);
    const { res } = await throughMiddleware(new Request('http://127.0.0.1/collections/new-year', { headers }), deployed, assets);
    expect(res.status).toBe(404);
  });
});

describe('pages that list collections: the cache key carries the schedule', () => {
  it('scheduleKey: the live set and the next boundary', () => {
    expect(scheduleKey(manifest, BEFORE)).toBe(`hermes,few@${at('2027-01-20T00:00')}`);
    expect(scheduleKey(manifest, DURING)).toBe(`hermes,new-year,few@${at('2027-02-20T00:00')}`);
    expect(scheduleKey(manifest, AFTER)).toBe('hermes,few@-');
    const key = (variant: string) =>
      pageCacheKey({ url: 'https://shop.example/collections', version: 'v', currency: 'SGD', location: 0, language: 'en', variant });
    expect(key(scheduleKey(manifest, BEFORE))).not.toBe(key(scheduleKey(manifest, DURING)));
  });

  it('the index: kept while the live set stands, rendered afresh when the campaign starts and ends', async () => {
    const before = await visit('/collections', BEFORE);
    expect(before.res.status).toBe(200);
    expect(before.html).not.toContain('data-collection="new-year"');
    expect(before.html).toContain('data-collection="hermes"');
    expect((await visit('/collections', BEFORE + 1)).cache).toBe('HIT');
    const during = await visit('/collections', DURING);
    expect(during.cache).toBe('MISS');
    expect(during.html).toContain('data-collection="new-year"');
    expect((await visit('/collections', DURING + 60_000)).cache).toBe('HIT');
    const after = await visit('/collections', AFTER);
    expect(after.cache).toBe('MISS');
    expect(after.html).not.toContain('data-collection="new-year"');
  });

  it('the sitemap lists the live collections, kept no longer than the next start or end', async () => {
    const read = async (now: number) => {
      const request = new Request('http://127.0.0.1/sitemap.xml', { headers: { [CLOCK_HEADER]: String(now) } });
      const res = await sitemap(pagesContext(request, local, createExecutionContext(), { functionPath: '/sitemap.xml' }) as Parameters<typeof sitemap>[0]);
      return { xml: await res.text(), cacheControl: res.headers.get('Cache-Control') };
    };
    const before = await read(BEFORE);
    expect(before.xml).toContain('<loc>http://127.0.0.1/collections/hermes</loc>');
    expect(before.xml).toContain('<loc>http://127.0.0.1/ms/collections/hermes</loc>');
    expect(before.xml).not.toContain('/collections/new-year');
    expect(before.cacheControl).toBe('public, max-age=60');
    expect((await read(DURING)).xml).toContain('<loc>http://127.0.0.1/collections/new-year</loc>');
    const after = await read(AFTER);
    expect(after.xml).not.toContain('/collections/new-year');
    expect(after.cacheControl).toBe('public, max-age=3600');
  });

  it('the home page: a placed campaign is decided per request, with its count; the cached render carries the decision', async () => {
    const decision = (html: string) => readHomeCollectionsEmbed(jsonBlock(html, HOME_COLLECTIONS_DATA_ID));
    const before = await visit('/', BEFORE, { headers: PHONE });
    expect(before.res.status).toBe(200);
    // Nothing placed is live: the page as built.
    expect(decision(before.html)).toBeNull();
    const during = await visit('/', DURING, { headers: PHONE });
    expect(Object.keys(decision(during.html)?.live ?? {})).toEqual(['new-year']);
    expect(decision(during.html)?.live['new-year']).toBeGreaterThan(0);
    expect(during.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(decision((await visit('/', AFTER, { headers: PHONE })).html)).toBeNull();

    const desktopDuring = await visit('/', DURING, { headers: DESKTOP });
    expect(desktopDuring.res.status).toBe(200);
    expect(decision(desktopDuring.html)?.live['new-year']).toBeGreaterThan(0);
    expect((await visit('/', DURING + 1000, { headers: DESKTOP })).cache).toBe('HIT');
    const desktopAfter = await visit('/', AFTER, { headers: DESKTOP });
    expect(desktopAfter.cache).not.toBe('HIT');
    expect(decision(desktopAfter.html)).toBeNull();
  });
});
