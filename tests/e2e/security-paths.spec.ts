import { expect, test } from '@playwright/test';

// Issue 10, finding 8 against the served product: names that cannot be percent-decoded are the
// site's 404 page, never a 500; the API's own paths answer its JSON envelope.
test.describe('malformed paths', () => {
  for (const path of ['/product-2000/%ZZ', '/consignment-3108/%E0%A4%A', '/product-1/%C3']) {
    test(`${path} answers the 404 page`, async ({ request }) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(404);
      expect(answer.headers()['content-type']).toMatch(/^text\/html/);
      expect(await answer.text()).toContain('PAGE NOT FOUND');
    });
  }

  for (const path of ['/api/http:127.0.0.1:18703/steal', '/api//evil.example/x', '/api/v2/inventories/%ZZ', '/api/%E0%A4%A']) {
    test(`${path} answers the API's JSON envelope, not a 5xx`, async ({ request }) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBeGreaterThanOrEqual(400);
      expect(answer.status()).toBeLessThan(500);
      expect(answer.headers()['content-type']).toMatch(/^application\/json/);
      expect(await answer.json()).toMatchObject({ error: { type: expect.any(String), message: expect.any(String) } });
    });
  }
});

// Issue 35: under `npm start` these fell through to wrangler's asset server, which answered 502 in
// plain text naming the checkout's absolute path; TRACE got no answer at all.
test.describe('paths and methods the asset server must never see', () => {
  const han = encodeURIComponent('汉'.repeat(100));
  test('malformed and unservable paths answer the store page, never a machine path', async ({ request, baseURL }) => {
    for (const [path, status] of [
      ['/product/1500%00', 400],
      ['/about-us%00', 400],
      ['/_headers', 404],
      ['/_routes.json', 404],
      [`/product-${han}/x`, 404],
    ] as const) {
      const answer = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(status);
      expect(answer.headers()['content-type'], path).toMatch(/^text\/html/);
      const body = await answer.text();
      expect(body, path).toContain('PAGE NOT FOUND');
      expect(body, path).not.toContain(process.cwd());
    }
  });

  test('methods pages do not take answer 405 with Allow, TRACE included', async ({ request }) => {
    for (const method of ['TRACE', 'PUT', 'OPTIONS', 'POST']) {
      for (const path of ['/about-us', '/search', '/product/2000']) {
        const answer = await request.fetch(path, { method, maxRedirects: 0, timeout: 10_000 });
        expect(answer.status(), `${method} ${path}`).toBe(405);
        expect(answer.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    }
  });
});
