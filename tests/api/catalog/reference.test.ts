import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryRate, SearchTerm } from '../../../src/lib/contract/catalog.ts';
import type { SeedCatalog } from '../../../src/server/seed/generate-catalog.ts';
import { call } from '../client.ts';
import { expectRefused, getJson, seedTestCatalog } from './fixture.ts';

let catalog: SeedCatalog;
beforeAll(async () => {
  catalog = await seedTestCatalog(20);
});

describe('GET /v1/search-terms', () => {
  it('answers the most popular terms first, each with a term field', async () => {
    const { status, body, res } = await getJson<{ data: SearchTerm[] }>('/v1/search-terms');
    expect(status).toBe(200);
    const expected = [...catalog.searchTerms]
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 10)
      .map((t) => ({ term: t.term }));
    expect(body.data).toEqual(expected);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const again = await call('/v1/search-terms', { headers: { 'If-None-Match': res.headers.get('ETag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('refuses parameters', async () => {
    expect((await call('/v1/search-terms?limit=3')).status).toBe(400);
  });
});

describe('GET /v2/delivery-rates', () => {
  it('answers every rate by destination country and item category', async () => {
    const { status, body } = await getJson<{ data: DeliveryRate[] }>('/v2/delivery-rates');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(catalog.deliveryRates.length);
    const countries = new Set(body.data.map((r) => r.country_code));
    expect(countries.size).toBe(21);
    for (const rate of body.data) {
      expect(rate.currency).toBe('SGD');
      expect(rate.min_days).toBeLessThanOrEqual(rate.max_days);
      expect(rate.category_id).toBeGreaterThanOrEqual(1);
      expect(rate.category_id).toBeLessThanOrEqual(8);
    }
  });

  it('narrows by country and category and converts the price', async () => {
    const { body } = await getJson<{ data: DeliveryRate[] }>('/v2/delivery-rates?country=sg&category=1&currency=USD');
    const stored = catalog.deliveryRates.filter((r) => r.country_code === 'SG' && r.category_id === 1);
    expect(body.data.map((r) => r.method).sort()).toEqual(stored.map((r) => r.method).sort());
    for (const rate of body.data) {
      const source = stored.find((r) => r.method === rate.method);
      expect(rate).toMatchObject({ country_code: 'SG', category_id: 1, currency: 'USD', price: Math.round((source?.price_sgd ?? Number.NaN) * 0.74) });
    }
    expect(body.data.map((r) => r.price)).toEqual([...body.data.map((r) => r.price)].sort((a, b) => a - b));
  });

  it('answers a country without a boutique with courier rates only', async () => {
    const { body } = await getJson<{ data: DeliveryRate[] }>('/v2/delivery-rates?country=FR&category=7');
    expect(body.data.map((r) => r.method)).toEqual(['Standard', 'Express']);
  });

  it.each([
    ['country=XX', "country: Unknown country 'XX'"],
    ['category=9', 'category: Unknown category 9'],
    ['category=one', 'category: must be a whole number'],
    ['currency=ABC', "currency: Unknown currency 'ABC'"],
    ['zone=1', "Unknown query parameter 'zone'"],
  ])('refuses %s with a 400', async (query, message) => {
    await expectRefused(`/v2/delivery-rates?${query}`, message);
  });
});
