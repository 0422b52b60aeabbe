/**
 * Issue 35: /sell's estimates are kept in the page cache like /search (the key carries the catalog
 * version, which every sale and price change moves: migration 0049), and a render out of its budget
 * says to try again, in the page's language, instead of 'not available'.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOPPER_PREFS_COOKIE } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import type { Env } from '../../../src/server/env.ts';
import { PAGE_CACHE_HEADER } from '../../../src/edge/page-cache.ts';
import { fetchSellAtEdge, renderSellBusyPage, SELL_BUSY } from '../../../src/edge/price-guide-edge.ts';
import { throughMiddleware } from '../browse/middleware-chain.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';

const sellHtml = (note: string) =>
  `<!doctype html><html lang="en"><head><title>What is my piece worth? | Reluxe</title></head><body><main><h1>What is my piece worth?</h1><div id="sell-root"><p class="sell-answer__note">${note}</p></div></main></body></html>`;

/** The built pages, counting how often a render asked for them. */
const asked = new Map<string, number>();
const assets = {
  async fetch(input: RequestInfo | URL): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' };
    if (url.pathname === '/sell') return new Response(sellHtml(messagesOf('en').sell.unavailable), { headers });
    if (url.pathname === '/ms/sell') return new Response(sellHtml(messagesOf('ms').sell.unavailable), { headers });
    return new Response('not found', { status: 404, headers });
  },
};
const deployed = { ...(env as unknown as Env), ENVIRONMENT: 'production', SITE_URL: 'https://shop.example', ASSETS: assets } as unknown as Env;

async function visit(path: string, prefs: string) {
  const before = asked.get(new URL(path, 'https://shop.example').pathname) ?? 0;
  const request = new Request(`https://shop.example${path}`, { headers: { Cookie: `${SHOPPER_PREFS_COOKIE}=${prefs}` } });
  const { res, html } = await throughMiddleware(request, deployed, assets);
  const rendered = (asked.get(new URL(path, 'https://shop.example').pathname) ?? 0) > before;
  return { res, html, rendered, status: res.headers.get(PAGE_CACHE_HEADER) };
}

const BIRKIN = `/sell?brand=${encodeURIComponent('Hermès')}&model=Birkin`;

beforeAll(async () => {
  await seedTestCatalog(300);
});

describe('/sell estimates in the page cache', () => {
  it('a second visit is a hit: nothing rendered, the same estimate', async () => {
    const first = await visit(BIRKIN, 'USD.3');
    expect(first.res.status).toBe(200);
    expect(first.html).toContain('data-sell-rendered="guide"');
    expect(first.status).toBe('MISS');
    const second = await visit(BIRKIN, 'USD.3');
    expect(second.status).toBe('HIT');
    expect(second.rendered).toBe(false);
    expect(second.html).toBe(first.html);
    expect(second.res.headers.get('Cache-Control')).toBe(first.res.headers.get('Cache-Control'));
  });

  it('another currency, another language or another question is a page of its own', async () => {
    await visit(BIRKIN, 'USD.3');
    expect((await visit(BIRKIN, 'EUR.3')).status).toBe('MISS');
    const malay = await visit(BIRKIN.replace('/sell', '/ms/sell'), 'USD.3');
    expect(malay.status).toBe('MISS');
    expect(malay.html).toContain('data-sell-rendered="guide"');
    expect((await visit(`${BIRKIN}&condition=Excellent`, 'USD.3')).status).toBe('MISS');
  });

  it('a sale moves the price data version: the estimate is rendered again', async () => {
    await visit(BIRKIN, 'SGD.1');
    expect((await visit(BIRKIN, 'SGD.1')).status).toBe('HIT');
    const piece = await env.DB.prepare('SELECT id FROM inventories WHERE status <> 2 ORDER BY id LIMIT 1').first<{ id: number }>();
    await env.DB.prepare('UPDATE inventories SET status = 2 WHERE id = ?').bind(piece?.id).run();
    const after = await visit(BIRKIN, 'SGD.1');
    expect(after.status).toBe('MISS');
    expect(after.rendered).toBe(true);
  });
});

describe('/sell past its render budget', () => {
  // A backend (API_ORIGIN) that knows the lines at once but is slow with the estimate, or with everything.
  async function sellFrom(slow: 'estimate' | 'lines') {
    const lines = [{ brand: 'Hermès', model: 'Birkin', sizes: ['30'], materials: [], sales_count: 40 }];
    // The edge logs each fetch that ran out of time; here that is the point.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/login-guest')) return Response.json({ access_token: 'edge-token' });
      if (url.includes('/v2/price-guides/lines') && slow === 'estimate') return Response.json({ data: lines });
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    });
    try {
      const url = new URL(`https://shop.example${BIRKIN}`);
      const ctx = createExecutionContext();
      const view = await fetchSellAtEdge(url, new Request(url), { ...deployed, API_ORIGIN: 'https://backend.example/api' } as Env, ctx, 50);
      await waitOnExecutionContext(ctx);
      return view;
    } finally {
      spy.mockRestore();
      quiet.mockRestore();
    }
  }

  it('a known line whose estimate comes too late is SELL_BUSY, not "no price guide"', async () => {
    expect(await sellFrom('estimate')).toBe(SELL_BUSY);
  });

  it('lines that come too late are SELL_BUSY, not "not available"', async () => {
    expect(await sellFrom('lines')).toBe(SELL_BUSY);
  });

  it.each(['en', 'zh-hans', 'zh-hant', 'ms'] as const)('the page says to try again in %s, links to the same question and is not kept', async (locale) => {
    const url = new URL(`https://shop.example${BIRKIN}&size=30`);
    const words = messagesOf(locale).sell;
    const page = renderSellBusyPage(new Response(sellHtml(words.unavailable), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }), url, locale);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain('data-sell-rendered="busy"');
    expect(html).toContain(words.busy);
    expect(html).toContain(`>${words.tryAgain}</a>`);
    expect(html).toContain(`href="/sell?brand=Herm%C3%A8s&amp;model=Birkin&amp;size=30"`);
    expect(html).not.toContain(words.unavailable);
  });
});
