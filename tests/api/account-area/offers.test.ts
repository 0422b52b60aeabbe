import { describe, expect, it } from 'vitest';
import type { Offer, PagedResponse } from '../../../src/lib/contract/account-area.ts';
import { DEMO_OFFERS } from '../../../src/server/account-area/demo/demo-data.ts';
import { AMELIA, demoSessions, expectOwnList, expectRefused, expectSignedInOnly, getJson, idsOf, MARCUS } from './helpers.ts';

const sessions = demoSessions();

describe('GET /v1/offers', () => {
  it('answers the shopper’s own offers, newest first, with their request status', async () => {
    const body = await expectOwnList<Offer>('/v1/offers?l=50', sessions.amelia, idsOf(DEMO_OFFERS, AMELIA), (o) => o.created_at);
    expect(new Set(body.data.map((o) => o.status))).toEqual(new Set(['requested', 'approved', 'rejected']));
    for (const offer of body.data) {
      expect(offer.amount).toBeGreaterThanOrEqual(offer.min_offer_price);
      expect(offer.decided_at === null).toBe(offer.status === 'requested');
    }
    expect(body.data.find((o) => o.id === 7018)).toMatchObject({ status: 'approved', amount: 16200, listed_price: 18100, currency: 'SGD' });
  });

  it('never answers another shopper’s offers', async () => {
    const { body } = await getJson<PagedResponse<Offer>>('/v1/offers', sessions.marcus);
    expect(body.data.map((o) => o.id)).toEqual(idsOf(DEMO_OFFERS, MARCUS));
    expect((await getJson('/v1/offers', sessions.nadia)).body).toEqual({ data: [], total_count: 0 });
  });

  it('pages and converts', async () => {
    const { body } = await getJson<PagedResponse<Offer>>('/v1/offers?l=2&p=2&currency=JPY', sessions.amelia);
    expect(body.data).toHaveLength(2);
    expect(body.data.every((o) => o.currency === 'JPY' && o.amount > 10_000)).toBe(true);
  });

  it('refuses bad input, guests and calls without a session', async () => {
    await expectRefused('/v1/offers?l=1000', sessions.amelia, 400, 'VALIDATION');
    await expectRefused('/v1/offers?currency=ZZZ', sessions.amelia, 400, 'VALIDATION');
    await expectSignedInOnly('/v1/offers');
  });
});
