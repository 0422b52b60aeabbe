/**
 * Issue 37: under npm start every path passes the functions (its routes file includes '/*'); a path the
 * build's routes (public/_routes.json) leave to the asset server goes straight to it from the
 * middleware's first step (src/edge/static-files.ts), untouched, as on Cloudflare. What the asset
 * server must never see is still answered by the store, and every routed path still reaches its step.
 */
import { describe, expect, it } from 'vitest';
import { deployedEnv, throughMiddleware, type Assets } from './middleware-chain.ts';

const ABOUT_HTML = '<!doctype html><html><head><title>About Us | Reluxe</title></head><body><main>About</main></body></html>';
const NOT_FOUND_HTML = '<!doctype html><html><head><title>Page not found | Reluxe</title></head><body><h1>Page not found</h1></body></html>';

/** The asset server as Cloudflare's, with _headers applied; every request it is asked is recorded. */
function recordingAssets(): Assets & { asked: Request[] } {
  const asked: Request[] = [];
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'", 'X-From': 'assets' };
  return {
    asked,
    async fetch(input: RequestInfo | URL): Promise<Response> {
      const request = input instanceof Request ? input : new Request(input);
      asked.push(request);
      const { pathname } = new URL(request.url);
      if (pathname === '/about-us') return new Response(ABOUT_HTML, { headers });
      if (pathname === '/404') return new Response(NOT_FOUND_HTML, { headers });
      return new Response(NOT_FOUND_HTML, { status: 404, headers });
    },
  };
}

describe("the middleware's first step: static files straight to the asset server", () => {
  it.each(['/about-us', '/_astro/index.CV_WZyoN.js', '/fonts/display.woff2'])(
    'GET %s: one question to the asset server, the request as sent, its answer as given',
    async (path) => {
      const assets = recordingAssets();
      const request = new Request(`https://shop.example${path}`, { headers: { 'If-None-Match': '"v1"' } });
      const { res } = await throughMiddleware(request, deployedEnv(assets), assets);
      expect(assets.asked).toHaveLength(1);
      expect(assets.asked[0]?.url).toBe(request.url);
      expect(assets.asked[0]?.headers.get('If-None-Match')).toBe('"v1"');
      // No step after the first touched it: the asset server's own headers, nothing added (_headers is the platform's).
      expect(res.headers.get('X-From')).toBe('assets');
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    },
  );

  it('HEAD is served the same way', async () => {
    const assets = recordingAssets();
    await throughMiddleware(new Request('https://shop.example/about-us', { method: 'HEAD' }), deployedEnv(assets), assets);
    expect(assets.asked.map((request) => request.method)).toEqual(['HEAD']);
  });

  it.each([
    ['TRACE', '/about-us', 405],
    ['POST', '/about-us', 405],
    ['GET', '/about-us%00', 400],
    ['GET', '/_headers', 404],
    ['GET', `/about-us/${'a'.repeat(256)}`, 404],
  ] as const)('%s %s is still the store’s own answer (%i), with the security headers', async (method, path, status) => {
    const assets = recordingAssets();
    const { res } = await throughMiddleware(new Request(`https://shop.example${path}`, { method }), deployedEnv(assets), assets);
    expect(res.status).toBe(status);
    expect(res.headers.get('Strict-Transport-Security')).toBeTruthy();
    expect(assets.asked.every((request) => new URL(request.url).pathname === '/404')).toBe(true);
  });

  it.each(['/robots.txt', '/language/ms', '/api/v2/nothing-here'])(
    '%s, a path the routes include, goes on down the chain (security headers on)',
    async (path) => {
      const assets = recordingAssets();
      const { res } = await throughMiddleware(new Request(`https://shop.example${path}`), deployedEnv(assets), assets);
      expect(res.headers.get('Strict-Transport-Security')).toBeTruthy();
    },
  );
});
