import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../../src/lib/contract/catalog.ts';
import type { SeedCatalog, SeedItem } from '../../../src/server/seed/generate-catalog.ts';
import { call } from '../client.ts';
import { CATEGORY_NAMES, getJson, RATES, seedTestCatalog } from './fixture.ts';

let catalog: SeedCatalog;
beforeAll(async () => {
  catalog = await seedTestCatalog();
});

const item = (test: (i: SeedItem) => boolean): SeedItem => {
  const found = catalog.items.find(test);
  if (!found) throw new Error('the test catalog lacks such an item');
  return found;
};

async function detail(id: number | string, query = ''): Promise<ProductDetail> {
  const { status, body } = await getJson<{ data: ProductDetail }>(`/v2/inventories/${id}${query ? `?${query}` : ''}`);
  expect(status).toBe(200);
  return body.data;
}

describe('GET /v2/inventories/{id}', () => {
  it('answers the detail fields from the stored item', async () => {
    const stored = item((i) => i.has_receipt === true && i.is_original_receipt === false && i.material_others !== null);
    const data = await detail(stored.id);
    expect(data).toMatchObject({
      id: stored.id,
      brand: stored.brand,
      model: stored.model,
      selling_price: stored.selling_price,
      material: stored.material,
      material_others: stored.material_others,
      has_receipt: true,
      is_original_receipt: false,
      category: { id: stored.category_id, name: CATEGORY_NAMES[stored.category_id] },
      gender: stored.gender,
      condition: stored.condition,
      description: stored.description,
      dimensions: stored.dimensions,
      inclusions: stored.inclusions,
      assets: stored.assets,
      currency: 'SGD',
      created_at: new Date(stored.created_at * 1000).toISOString(),
    });
    expect(data.colour).toBe(stored.color.charAt(0).toUpperCase() + stored.color.slice(1));
    expect(data.store.country_code).toBe(stored.store_code);
    expect(data.inclusions).toContain('Receipt');
  });

  it.each([
    ['no receipt recorded', (i: SeedItem) => i.has_receipt === null, null, null],
    ['no receipt', (i: SeedItem) => i.has_receipt === false, false, null],
    ['an original receipt', (i: SeedItem) => i.has_receipt === true && i.is_original_receipt === true, true, true],
    ['a receipt of unknown kind', (i: SeedItem) => i.has_receipt === true && i.is_original_receipt === null, true, null],
  ])('answers %s as stored', async (_name, test, hasReceipt, original) => {
    const data = await detail(item(test).id);
    expect(data.has_receipt).toBe(hasReceipt);
    expect(data.is_original_receipt).toBe(original);
  });

  it('answers a sold item with its sold price, and a deal with its window', async () => {
    const sold = item((i) => i.status === 2);
    expect(await detail(sold.id)).toMatchObject({ status: 2, sold_price: sold.sold_price });
    const open = item((i) => i.deal_price !== null && i.deal_start === null && i.deal_end === null);
    expect((await detail(open.id)).deal).toEqual({ price: open.deal_price, start_time: null, end_time: null });
  });

  it.each(Object.entries(RATES))('converts the amounts to %s', async (code, rate) => {
    const stored = item((i) => i.min_offer_price_with_fee !== null);
    const data = await detail(stored.id, `currency=${code}`);
    expect(data.currency).toBe(code);
    expect(data.selling_price).toBe(Math.round(stored.selling_price * rate));
    expect(data.min_offer_price_with_fee).toBe(Math.round((stored.min_offer_price_with_fee ?? 0) * rate));
  });

  it('carries Cache-Control and an ETag; If-None-Match gives 304', async () => {
    const first = await call('/v2/inventories/1');
    const again = await call('/v2/inventories/1', { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } });
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    expect(again.status).toBe(304);
  });

  it.each([
    [`${catalog?.items.length ?? 600}000`, 404, 'NOT_FOUND'],
    ['99999999', 404, 'NOT_FOUND'],
    ['0', 400, 'VALIDATION'],
    ['abc', 400, 'VALIDATION'],
    ['-3', 400, 'VALIDATION'],
    ['1?currency=XYZ', 400, 'VALIDATION'],
    ['1?l=5', 400, 'VALIDATION'],
  ])('answers /v2/inventories/%s with %i and the error body', async (path, status, type) => {
    const res = await call(`/v2/inventories/${path}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe(type);
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});

describe('GET /v1/inventories/{id}/recommendation', () => {
  async function recommend(id: number, query = ''): Promise<{ data: ProductCard[]; total_count: number }> {
    const { status, body } = await getJson<{ data: ProductCard[]; total_count: number }>(`/v1/inventories/${id}/recommendation${query ? `?${query}` : ''}`);
    expect(status).toBe(200);
    return body;
  }

  it('answers similar items, same brand and category first, available before sold, never the item itself', async () => {
    for (const source of catalog.items.slice(0, 40)) {
      const answer = await recommend(source.id);
      const ids = answer.data.map((c) => c.id);
      expect(ids).not.toContain(source.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(answer.total_count).toBe(ids.length);
      const similar = catalog.items.filter((i) => i.id !== source.id && (i.brand === source.brand || i.category_id === source.category_id));
      expect(ids.length).toBe(Math.min(12, similar.length));
      const rank = (i: SeedItem) =>
        (i.status === 1 ? 0 : 10) + (i.brand === source.brand && i.category_id === source.category_id ? 0 : i.brand === source.brand ? 1 : 2);
      const ranks = ids.map((id) => rank(catalog.items.find((i) => i.id === id) as SeedItem));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const best = similar
        .sort((a, b) => rank(a) - rank(b) || b.id - a.id)
        .slice(0, 12)
        .map((i) => i.id);
      expect(ids).toEqual(best);
    }
  });

  it('takes a size and a currency', async () => {
    const answer = await recommend(5, 'l=3&currency=HKD');
    expect(answer.data).toHaveLength(3);
    for (const card of answer.data) expect(card.currency).toBe('HKD');
  });

  it.each([
    ['999999/recommendation', 404],
    ['abc/recommendation', 400],
    ['1/recommendation?currency=XYZ', 400],
    ['1/recommendation?l=0', 400],
    ['1/recommendation?l=51', 400],
    ['1/recommendation?brand=Dior', 400],
  ])('answers /v1/inventories/%s with %i', async (path, status) => {
    const res = await call(`/v1/inventories/${path}`);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
  });
});
