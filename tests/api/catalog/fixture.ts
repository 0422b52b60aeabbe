/**
 * A small catalog from the real seed generator, written through D1, plus a plain-JavaScript oracle
 * that answers the same questions the API does, so every assertion compares against data computed a
 * second, independent way.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { dealWindowOpen } from '../../../src/lib/catalog/deal.ts';
import { NAMED_BRANDS as RULE_NAMED_BRANDS } from '../../../src/lib/catalog/inventory-query-rules.ts';
import type { ProductCard } from '../../../src/lib/contract/catalog.ts';
import { generateCatalog, type SeedCatalog, type SeedItem } from '../../../src/server/seed/generate-catalog.ts';
import { seedD1 } from '../../../src/server/seed/seed-d1.ts';
import { call } from '../client.ts';

/** Large enough that every brand group, category, colour, store and deal kind occurs. */
export const TEST_CATALOG_SIZE = 600;

export async function seedTestCatalog(size = TEST_CATALOG_SIZE): Promise<SeedCatalog> {
  // Anchored to the current hour like `npm start`, so active, future and expired deals all exist now.
  const catalog = generateCatalog(size, Math.floor(Date.now() / 3_600_000) * 3600);
  await seedD1(env.DB, catalog);
  return catalog;
}

export const NAMED_BRANDS: readonly string[] = RULE_NAMED_BRANDS;
export const PRICE_RANGES: Record<number, [number, number | null]> = {
  1: [0, 1000],
  2: [1000, 3000],
  3: [3000, 7500],
  4: [7500, 15000],
  5: [15000, 30000],
  6: [30000, null],
};
export const RATES: Record<string, number> = { SGD: 1, USD: 0.74, EUR: 0.69, GBP: 0.58, HKD: 5.78, MYR: 3.32, JPY: 112, AUD: 1.14 };

/** The one deal rule (src/lib/catalog/deal.ts) on a seeded item; deal-rule.test.ts holds the SQL to it. */
export function dealInEffect(item: SeedItem, nowSeconds = Date.now() / 1000): boolean {
  return item.deal_price !== null && dealWindowOpen(item.deal_start, item.deal_end, nowSeconds);
}

export const newestFirst = (a: SeedItem, b: SeedItem) => b.id - a.id;
export const priceAsc = (a: SeedItem, b: SeedItem) => a.selling_price - b.selling_price || a.id - b.id;
export const priceDesc = (a: SeedItem, b: SeedItem) => b.selling_price - a.selling_price || b.id - a.id;

export function inPriceRanges(item: SeedItem, ids: number[]): boolean {
  return ids.some((id) => {
    const [min, max] = PRICE_RANGES[id] ?? [0, 0];
    return item.selling_price >= min && (max === null || item.selling_price < max);
  });
}

/** Lowercased words of the text the FTS index sees, without accents. */
export function searchableWords(item: SeedItem, categoryName: string, colorName: string): string[] {
  const gender = item.gender === 'M' ? 'Men' : item.gender === 'W' ? 'Women' : 'Men Women Unisex';
  const text = [item.brand, item.model, item.description, categoryName, colorName, item.material ?? '', gender].join(' ');
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export const CATEGORY_NAMES: Record<number, string> = {
  1: 'Bags',
  2: 'Small Leather Goods',
  3: 'Accessories',
  4: 'Shoes',
  5: 'Jewelry',
  6: 'Ready To Wear',
  7: 'Watches',
  8: 'Home',
};

/** Every word given must start a word of the item's text (prefix match, as the API promises). */
export function matchesText(item: SeedItem, text: string): boolean {
  const words = searchableWords(item, CATEGORY_NAMES[item.category_id] ?? '', item.color.charAt(0).toUpperCase() + item.color.slice(1));
  const wanted =
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
}

export interface ListAnswer {
  data: ProductCard[];
  total_count: number;
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T; res: Response }> {
  const res = await call(path, init);
  const body = (await res.json()) as T;
  return { status: res.status, body, res };
}

/** A GET the catalog must refuse: 400 with the VALIDATION envelope, its message holding `message`. */
export async function expectRefused(path: string, message: string): Promise<void> {
  const { status, body } = await getJson<{ error: { type: string; message: string } }>(path);
  expect(status, `GET ${path}`).toBe(400);
  expect(body.error).toEqual({ type: 'VALIDATION', message: expect.stringContaining(message) });
}

export async function list(query: string): Promise<ListAnswer> {
  const { status, body } = await getJson<ListAnswer>(`/v2/inventories${query ? `?${query}` : ''}`);
  expect(status, `GET /v2/inventories?${query} → ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
  return body;
}

/** Asserts an answer is exactly the oracle's first page (ids in order) and total. */
export function expectPage(answer: ListAnswer, expected: SeedItem[], limit = 50, page = 1): void {
  expect(answer.total_count).toBe(expected.length);
  expect(answer.data.map((card) => card.id)).toEqual(expected.slice((page - 1) * limit, page * limit).map((item) => item.id));
}
