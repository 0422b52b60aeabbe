import { describe, expect, it } from 'vitest';
import { parseProductImagePath, productAssets, productImagePath } from '../../../src/server/catalog/images/image-urls.ts';
import { renderProductImage } from '../../../src/server/catalog/images/product-image.ts';
import { BRAND_WEIGHTS, MODEL_LINES } from '../../../src/server/seed/catalog-lines.ts';
import { deliveryRates, generateCatalog, generateItem, PRODUCT_GROUPS } from '../../../src/server/seed/generate-catalog.ts';
import { catalogStatements, itemStatements } from '../../../src/server/seed/seed-statements.ts';

const ANCHOR = 1_800_000_000;
const BRANDS_0001 = [
  'Hermès',
  'Chanel',
  'Dior',
  'Louis Vuitton',
  'Rolex',
  'Cartier',
  'Gucci',
  'Prada',
  'Saint Laurent',
  'Bottega Veneta',
  'Celine',
  'Fendi',
  'Loewe',
  'Balenciaga',
  'Goyard',
  'Van Cleef & Arpels',
  'Tiffany & Co.',
  'Bulgari',
  'Omega',
  'Patek Philippe',
  'Audemars Piguet',
  'Valentino',
  'Givenchy',
  'Burberry',
  'Christian Louboutin',
  'Miu Miu',
  'Chloé',
  'Tudor',
];
const catalog = generateCatalog(2000, ANCHOR);
const items = catalog.items;
const share = (test: (i: (typeof items)[number]) => boolean) => items.filter(test).length / items.length;

describe('generateCatalog', () => {
  it('is deterministic, and item N does not depend on the catalog size', () => {
    expect(generateCatalog(2000, ANCHOR)).toEqual(catalog);
    const small = generateCatalog(50, ANCHOR);
    expect(small.items.map(({ created_at: _c, ...rest }) => rest)).toEqual(items.slice(0, 50).map(({ created_at: _c, ...rest }) => rest));
  });

  it('lists items in id order: the newest has the highest id', () => {
    for (let i = 1; i < items.length; i += 1) expect((items[i]?.created_at ?? 0) > (items[i - 1]?.created_at ?? 0)).toBe(true);
    expect(items.at(-1)?.created_at).toBeLessThan(ANCHOR);
  });

  it('uses only brands of 0001_core.sql, every one of them, the four maisons most', () => {
    expect(Object.keys(BRAND_WEIGHTS).sort()).toEqual([...BRANDS_0001].sort());
    for (const line of MODEL_LINES) expect(BRANDS_0001).toContain(line.brand);
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.brand, (counts.get(item.brand) ?? 0) + 1);
    expect(counts.size).toBe(28);
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([brand]) => brand)
      .sort();
    expect(top).toEqual(['Chanel', 'Dior', 'Hermès', 'Louis Vuitton']);
  });

  it('covers the 8 categories, with bags the largest', () => {
    for (let id = 1; id <= 8; id += 1)
      expect(
        share((i) => i.category_id === id),
        `category ${id}`,
      ).toBeGreaterThan(0.01);
    expect(share((i) => i.category_id === 1)).toBeGreaterThan(0.35);
  });

  it('prices fit the house and the category', () => {
    const median = (test: (i: (typeof items)[number]) => boolean) => {
      const prices = items
        .filter(test)
        .map((i) => i.selling_price)
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)] ?? 0;
    };
    const birkin = median((i) => i.model.startsWith('Birkin'));
    expect(birkin).toBeGreaterThan(20_000);
    expect(birkin).toBeLessThan(60_000);
    expect(median((i) => i.model.startsWith('Classic Flap'))).toBeGreaterThan(8_000);
    expect(median((i) => i.model.startsWith('Neverfull'))).toBeLessThan(4_000);
    expect(median((i) => i.brand === 'Patek Philippe')).toBeGreaterThan(median((i) => i.brand === 'Tudor') * 5);
    expect(median((i) => i.category_id === 2)).toBeLessThan(median((i) => i.category_id === 1));
    for (const item of items) {
      expect(Number.isInteger(item.selling_price) && item.selling_price > 0).toBe(true);
      if (item.deal_price !== null) expect(item.deal_price).toBeLessThan(item.selling_price);
      if (item.min_offer_price_with_fee !== null) expect(item.min_offer_price_with_fee).toBeLessThan(item.selling_price);
    }
  });

  it('has sold items with sold prices, and deals active, open-ended, future and expired', () => {
    expect(share((i) => i.status === 2)).toBeGreaterThan(0.08);
    for (const item of items) expect(item.sold_price !== null).toBe(item.status === 2);
    const deals = items.filter((i) => i.deal_price !== null);
    expect(deals.some((i) => i.deal_start !== null && i.deal_start <= ANCHOR && i.deal_end !== null && i.deal_end > ANCHOR)).toBe(true);
    expect(deals.some((i) => i.deal_start === null && i.deal_end === null)).toBe(true);
    expect(deals.some((i) => i.deal_start !== null && i.deal_start > ANCHOR)).toBe(true);
    expect(deals.some((i) => i.deal_end !== null && i.deal_end <= ANCHOR)).toBe(true);
    expect(deals.some((i) => i.deal_end !== null && i.deal_end - ANCHOR < 2 * 86_400 && i.deal_end > ANCHOR)).toBe(true);
  });

  it('has minimum offers, shown and hidden, only where no deal is in effect', () => {
    const offers = items.filter((i) => i.min_offer_price_with_fee !== null);
    expect(offers.some((i) => i.is_min_offer_price)).toBe(true);
    expect(offers.some((i) => !i.is_min_offer_price)).toBe(true);
    for (const item of items) if (item.is_min_offer_price) expect(item.min_offer_price_with_fee).not.toBeNull();
  });

  it('fills the detail fields', () => {
    for (const receipt of [true, false, null]) expect(items.some((i) => i.has_receipt === receipt)).toBe(true);
    for (const original of [true, false, null]) expect(items.some((i) => i.has_receipt && i.is_original_receipt === original)).toBe(true);
    for (const grade of ['Pristine', 'Excellent', 'Very Good', 'Good', 'Fair']) expect(items.some((i) => i.condition === grade)).toBe(true);
    for (const store of ['SG', 'MY', 'HK', 'JP', 'AU']) expect(items.some((i) => i.store_code === store)).toBe(true);
    for (const item of items) {
      expect(item.description.length).toBeGreaterThan(80);
      expect(item.description).not.toMatch(/undefined|null|NaN| {2}/);
      expect(item.model).not.toMatch(/undefined| {2}/);
      expect(item.assets.length).toBeGreaterThanOrEqual(2);
      expect(item.assets.length).toBeLessThanOrEqual(4);
      expect(item.material).not.toBeNull();
    }
    expect(items.some((i) => i.model === 'Birkin 30 Togo Gold Hardware' || i.model.startsWith('Birkin 30 Togo'))).toBe(true);
    expect(items.some((i) => i.model.startsWith('Classic Flap Medium Caviar'))).toBe(true);
  });

  it('defines home groups 1 to 8 with brand groups 2, 3, 4, 5 and 7', () => {
    expect(PRODUCT_GROUPS.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const group of PRODUCT_GROUPS) {
      const brandGroup = [2, 3, 4, 5, 7].includes(group.id);
      if (group.id !== 1) expect(group.query.startsWith(brandGroup ? 'brand=' : 'category=')).toBe(true);
    }
  });

  it('prices delivery for every country and category', () => {
    const rates = deliveryRates();
    expect(new Set(rates.map((r) => `${r.country_code}:${r.category_id}`)).size).toBe(21 * 8);
    expect(rates.filter((r) => r.method === 'Boutique collection').every((r) => ['SG', 'MY', 'HK', 'JP', 'AU'].includes(r.country_code))).toBe(true);
  });
});

describe('seed statements', () => {
  it('bind fewer than 100 parameters each (the D1 limit)', () => {
    for (const statement of catalogStatements(generateCatalog(30, ANCHOR))) expect(statement.params.length).toBeLessThan(100);
  });

  it('write booleans as 0, 1 or NULL and lists as JSON', () => {
    const item = generateItem(7, ANCHOR - 100, ANCHOR);
    const [inventory, details] = itemStatements({ ...item, has_receipt: null, is_original_receipt: null, is_min_offer_price: true });
    expect(inventory.params[12]).toBe(1);
    expect(details.params[4]).toBeNull();
    expect(JSON.parse(String(details.params[7]))).toEqual(item.inclusions);
    expect(JSON.parse(String(details.params[8]))).toEqual(item.assets);
  });
});

describe('product image paths', () => {
  it('round-trips', () => {
    const spec = { shape: 'watch', color: 'blue', seed: 123, view: 2, size: 1200 } as const;
    expect(parseProductImagePath(productImagePath(spec))).toEqual(spec);
  });

  it.each([
    '/images/products/watch/blue/123-2-1200.svg?x=1',
    '/images/products/watch/blue/123-0-600.svg',
    '/images/products/watch/blue/0123-1-600.svg',
    '/images/products/Watch/blue/123-1-600.svg',
    '/images/other/watch/blue/123-1-600.svg',
  ])('refuses %s', (path) => {
    expect(parseProductImagePath(path)).toBeNull();
  });

  it('gives each item thumbnail and detail URLs per view', () => {
    expect(productAssets(9, 'ring', 'gold', 2)).toEqual([
      {
        id: 91,
        normal_thumbnail_url: '/images/products/ring/gold/9-1-600.svg',
        large_url: '/images/products/ring/gold/9-1-1200.svg',
        width: 1200,
        height: 1200,
      },
      {
        id: 92,
        normal_thumbnail_url: '/images/products/ring/gold/9-2-600.svg',
        large_url: '/images/products/ring/gold/9-2-1200.svg',
        width: 1200,
        height: 1200,
      },
    ]);
  });

  it('draws different views and colours differently', () => {
    const base = { shape: 'bag', color: 'black', seed: 5, view: 1, size: 600 } as const;
    const views = new Set([1, 2, 3, 4].map((view) => renderProductImage({ ...base, view })));
    expect(views.size).toBe(4);
    expect(renderProductImage({ ...base, color: 'red' })).not.toBe(renderProductImage(base));
    expect(renderProductImage(base)).toContain('#1f1d1b');
  });
});
