import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderSummary, PagedResponse } from '../../../src/lib/contract/account-area.ts';
import { DEMO_ORDERS } from '../../../src/server/account-area/demo/demo-data.ts';
import { demoFixture, expectOwnList, expectRefused, expectSignedInOnly, getData, getJson } from './helpers.ts';

const { sessions, ameliaIds: ameliaOrderIds, marcusIds: marcusOrderIds } = demoFixture(DEMO_ORDERS);

describe('GET /v1/orders', () => {
  it('answers the shopper’s own orders, newest first, with at most three thumbnails each', async () => {
    const body = await expectOwnList<OrderSummary>('/v1/orders?l=50', sessions.amelia, ameliaOrderIds, (o) => o.placed_at);
    const fourPieces = body.data.find((o) => o.id === 'RLX-100204');
    expect(fourPieces?.item_count).toBe(4);
    expect(fourPieces?.items).toHaveLength(3);
    // 11,100 + 960 + 740 + 980 + 15 delivery - 250 discount
    expect(fourPieces).toMatchObject({ status: 'delivered', total: 13545, currency: 'SGD' });
  });

  it('never answers another shopper’s orders', async () => {
    const { body } = await getJson<PagedResponse<OrderSummary>>('/v1/orders?l=50', sessions.marcus);
    expect(body.data.map((o) => o.id).sort()).toEqual([...marcusOrderIds].sort());
    const empty = await getJson<PagedResponse<OrderSummary>>('/v1/orders', sessions.nadia);
    expect(empty).toEqual({ status: 200, body: { data: [], total_count: 0 } });
  });

  it('pages with l and p', async () => {
    const first = await getJson<PagedResponse<OrderSummary>>('/v1/orders?l=4&p=1', sessions.amelia);
    const third = await getJson<PagedResponse<OrderSummary>>('/v1/orders?l=4&p=3', sessions.amelia);
    const beyond = await getJson<PagedResponse<OrderSummary>>('/v1/orders?l=4&p=9', sessions.amelia);
    expect(first.body.data).toHaveLength(4);
    expect(third.body.data).toHaveLength(ameliaOrderIds.length - 8);
    expect(beyond.body).toEqual({ data: [], total_count: ameliaOrderIds.length });
    expect(first.body.data[0]?.id).toBe('RLX-100245');
  });

  it('converts amounts to the asked currency', async () => {
    const usd = await getJson<PagedResponse<OrderSummary>>('/v1/orders?l=50&currency=usd', sessions.amelia);
    const order = usd.body.data.find((o) => o.id === 'RLX-100204');
    const rate = await env.DB.prepare("SELECT rate_from_sgd AS rate FROM currencies WHERE code = 'USD'").first<{ rate: number }>();
    expect(order?.currency).toBe('USD');
    expect(order?.total).toBe(Math.round(13545 * (rate?.rate ?? 0)));
    expect(order?.items[0]?.price).toBe(Math.round(11100 * (rate?.rate ?? 0)));
  });

  it.each([
    ['/v1/orders?l=0', 'page size 0'],
    ['/v1/orders?l=51', 'page size above 50'],
    ['/v1/orders?p=0', 'page 0'],
    ['/v1/orders?p=two', 'a page that is not a number'],
    ['/v1/orders?currency=XYZ', 'a currency not offered'],
    ['/v1/orders?currency=dollars', 'a currency that is not a code'],
  ])('refuses %s (%s) with 400 VALIDATION', async (path) => {
    await expectRefused(path, sessions.amelia, 400, 'VALIDATION');
  });

  it('refuses guests with 403 and calls without a session with 401', async () => {
    await expectSignedInOnly('/v1/orders');
  });
});

describe('GET /v1/orders/{id}', () => {
  it('answers the owner with lines, amounts, address and the status events', async () => {
    const data = await getData<OrderDetail>('/v1/orders/RLX-100204', sessions.amelia);
    expect(data).toMatchObject({
      id: 'RLX-100204',
      status: 'delivered',
      item_count: 4,
      subtotal: 13780,
      delivery_fee: 15,
      discount: 250,
      total: 13545,
      delivery_method: 'Standard',
      carrier: 'Ninja Van',
      address: { recipient: 'Amelia Tan', line1: '12 Cuscaden Walk', city: 'Singapore', country: 'Singapore', country_code: 'SG' },
    });
    expect(data.items).toHaveLength(4);
    expect(data.events.map((e) => e.status)).toEqual(['pending_payment', 'paid', 'processing', 'shipped', 'delivered']);
  });

  it('refuses another shopper’s order with 403 FORBIDDEN, both ways', async () => {
    await expectRefused(`/v1/orders/${marcusOrderIds[0]}`, sessions.amelia, 403, 'FORBIDDEN');
    await expectRefused('/v1/orders/RLX-100204', sessions.marcus, 403, 'FORBIDDEN');
    await expectRefused('/v1/orders/RLX-100204', sessions.nadia, 403, 'FORBIDDEN');
  });

  it('answers 404 NOT_FOUND for an order number that does not exist', async () => {
    await expectRefused('/v1/orders/RLX-999999', sessions.amelia, 404, 'NOT_FOUND');
  });

  it.each([['RLX_1002%2004'], ['%27%20OR%201%3D1'], ['R'.repeat(41)]])('refuses the malformed order number %s with 400', async (id) => {
    await expectRefused(`/v1/orders/${id}`, sessions.amelia, 400, 'VALIDATION');
  });

  it('refuses guests and calls without a session', async () => {
    await expectSignedInOnly('/v1/orders/RLX-100204');
  });

  it('links a line to its live listing only while the catalog id still carries that model', async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO inventories (id, brand_id, category_id, store_id, model, gender, condition, status, selling_price, created_at) VALUES (321, 5, 7, 1, 'Datejust 36mm', 'U', 'Very Good', 2, 13800, 0)",
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO inventories (id, brand_id, category_id, store_id, model, gender, condition, status, selling_price, created_at) VALUES (229, 2, 1, 1, 'Something Else Entirely', 'W', 'Good', 1, 900, 0)",
      ),
    ]);
    try {
      const shipped = await getJson<{ data: OrderDetail }>('/v1/orders/RLX-100219', sessions.amelia);
      expect(shipped.body.data.items[0]?.product_path).toBe('/product-321/datejust_36mm');
      const pending = await getJson<{ data: OrderDetail }>('/v1/orders/RLX-100245', sessions.amelia);
      expect(pending.body.data.items[0]?.product_path).toBeNull();
    } finally {
      await env.DB.prepare('DELETE FROM inventories WHERE id IN (321, 229)').run();
    }
  });
});
