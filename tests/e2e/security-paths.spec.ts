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
