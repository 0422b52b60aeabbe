import { describe, expect, it } from 'vitest';
import { productAssets } from '../../../src/server/catalog/images/image-urls.ts';
import { IMAGE_CACHE_CONTROL, productImageResponse } from '../../../src/server/catalog/images/serve.ts';
import { PRODUCT_SHAPES } from '../../../src/server/catalog/images/shapes.ts';

const get = (path: string, method = 'GET') => productImageResponse(new Request(`http://127.0.0.1${path}`, { method }));

describe('GET /images/products/...', () => {
  it.each(PRODUCT_SHAPES)('draws a %s at thumbnail and detail size, cached immutably', async (shape) => {
    const [asset] = productAssets(42, shape, 'black', 2);
    for (const [url, size] of [
      [asset?.normal_thumbnail_url, 600],
      [asset?.large_url, 1200],
    ] as const) {
      const res = get(url ?? '');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe(IMAGE_CACHE_CONTROL);
      expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
      const svg = await res.text();
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"`));
      expect(svg).not.toMatch(/<script|href=|on[a-z]+=/i);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(6000);
    }
  });

  it('answers the same bytes every time', async () => {
    const path = '/images/products/bag/tan/1234-3-1200.svg';
    expect(await get(path).text()).toBe(await get(path).text());
  });

  it('answers HEAD without a body', async () => {
    const res = get('/images/products/watch/blue/7-1-600.svg', 'HEAD');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it.each([
    '/images/products/bag/black/1-1-800.svg',
    '/images/products/spaceship/black/1-1-600.svg',
    '/images/products/bag/purple/1-1-600.svg',
    '/images/products/bag/black/1-5-600.svg',
    '/images/products/bag/black/0-1-600.svg',
    '/images/products/bag/black/1-1-600.png',
    '/images/products/../secret',
    '/images/products/',
  ])('answers 404 for %s', (path) => {
    expect(get(path).status).toBe(404);
  });

  it('refuses other methods', () => {
    expect(get('/images/products/bag/black/1-1-600.svg', 'POST').status).toBe(405);
  });
});
