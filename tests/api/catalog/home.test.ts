import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductGroup } from '../../../src/lib/contract/catalog.ts';
import type { SeedCatalog, SeedItem } from '../../../src/server/seed/generate-catalog.ts';
import { call } from '../client.ts';
import { expectRefused, getJson, NAMED_BRANDS, RATES, seedTestCatalog } from './fixture.ts';

let catalog: SeedCatalog;
beforeAll(async () => {
  catalog = await seedTestCatalog();
});

async function home(query = ''): Promise<ProductGroup[]> {
  const { status, body } = await getJson<{ data: ProductGroup[] }>(`/v3/home${query ? `?${query}` : ''}`);
  expect(status).toBe(200);
  return body.data;
}

/** The oracle for one group: newest available items matching its stored query. */
function expectedItems(groupId: number, storeCode?: string): SeedItem[] {
  const tests: Record<number, (item: SeedItem) => boolean> = {
    1: () => true,
    2: (i) => i.brand === 'Hermès',
    3: (i) => i.brand === 'Chanel',
    4: (i) => i.brand === 'Louis Vuitton',
    5: (i) => i.brand === 'Dior',
    6: (i) => i.category_id === 7,
    7: (i) => ['Goyard', 'Bottega Veneta', 'Celine', 'Loewe'].includes(i.brand),
    8: (i) => i.category_id === 5 || i.category_id === 2,
  };
  const test = tests[groupId] ?? (() => false);
  return catalog.items
    .filter((i) => i.status === 1 && test(i) && (storeCode === undefined || i.store_code === storeCode))
    .sort((a, b) => b.id - a.id)
    .slice(0, 12);
}

describe('GET /v3/home', () => {
  it('answers the product groups, ids 1 to 5 and 7 among them, each with up to 12 available items', async () => {
    const groups = await home('currency=SGD');
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const group of groups) {
      expect(group.heading.length).toBeGreaterThan(0);
      expect(group.items.map((card) => card.id)).toEqual(expectedItems(group.id).map((i) => i.id));
      expect(group.items.length).toBe(12);
      for (const card of group.items) expect(card.status).toBe(1);
    }
  });

  it('gives brand groups 2, 3, 4, 5 and 7 brand queries and the others category queries', async () => {
    const groups = await home();
    const byId = new Map(groups.map((g) => [g.id, g]));
    for (const id of [2, 3, 4, 5, 7]) expect(byId.get(id)?.query).toMatch(/^brand=[^&=]+$/);
    for (const id of [6, 8]) expect(byId.get(id)?.query).toMatch(/^category=\d+(,\d+)*$/);
    expect(byId.get(2)?.query).toBe('brand=Hermès');
    expect(byId.get(8)?.query).toBe('category=5,2');
    for (const brand of NAMED_BRANDS) expect(groups.some((g) => g.query === `brand=${brand}`)).toBe(true);
  });

  it.each(['SG', 'HK', 'JP'])('filters every group by the store location %s', async (country) => {
    const groups = await home(`country=${country}`);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.items.map((card) => card.id)).toEqual(expectedItems(group.id, country).map((i) => i.id));
    }
  });

  it('treats an empty country as View all', async () => {
    const all = await home('currency=SGD&country=');
    expect(all.map((g) => g.items.map((c) => c.id))).toEqual((await home()).map((g) => g.items.map((c) => c.id)));
  });

  it.each(Object.entries(RATES))('prices every card in %s', async (code, rate) => {
    const groups = await home(`currency=${code}`);
    for (const card of groups.flatMap((g) => g.items)) {
      const item = catalog.items.find((i) => i.id === card.id);
      expect(card.currency).toBe(code);
      expect(card.selling_price).toBe(Math.round((item?.selling_price ?? Number.NaN) * rate));
    }
  });

  it('carries Cache-Control and an ETag; If-None-Match gives 304', async () => {
    const first = await call('/v3/home?currency=SGD&country=SG');
    const etag = first.headers.get('ETag') ?? '';
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const again = await call('/v3/home?currency=SGD&country=SG', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const otherCurrency = await call('/v3/home?currency=USD&country=SG', { headers: { 'If-None-Match': etag } });
    expect(otherCurrency.status).toBe(200);
  });

  it.each([
    ['currency=XYZ', "currency: Unknown currency 'XYZ'"],
    ['country=FR', "country: Unknown store location 'FR'"],
    ['country=SG&brand=Chanel', "Unknown query parameter 'brand'"],
  ])('refuses %s with a 400', async (query, message) => {
    await expectRefused(`/v3/home?${query}`, message);
  });
});
