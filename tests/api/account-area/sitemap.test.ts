import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableProducts, sitemapXml } from '../../../src/server/sitemap/sitemap.ts';

const row = (id: number, status: 1 | 2, model: string) =>
  env.DB.prepare(
    'INSERT INTO inventories (id, brand_id, category_id, store_id, model, gender, condition, status, selling_price, created_at) VALUES (?, 1, 1, 1, ?, ?, ?, ?, 1000, ?)',
  ).bind(id, model, 'W', 'Excellent', status, 1_790_000_000 + id);

describe('sitemap products (D1)', () => {
  beforeAll(async () => {
    await env.DB.batch([row(900001, 1, 'Kelly 25 Togo'), row(900002, 2, 'Birkin 30 Togo'), row(900003, 1, 'Lady Dior Mini')]);
  });
  afterAll(async () => {
    await env.DB.prepare('DELETE FROM inventories WHERE id BETWEEN 900001 AND 900003').run();
  });

  it('lists every available product and no sold one', async () => {
    const products = await availableProducts(env.DB);
    const ids = products.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([900001, 900003]));
    expect(ids).not.toContain(900002);
    const xml = sitemapXml('https://reluxe.sg', products);
    expect(xml).toContain('https://reluxe.sg/product-900001/kelly_25_togo');
    expect(xml).not.toContain('birkin_30_togo');
  });
});
