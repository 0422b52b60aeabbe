import { describe, expect, it } from 'vitest';
import type { ConsignmentDetail, ConsignmentSummary, PagedResponse } from '../../../src/lib/contract/account-area.ts';
import { CONSIGNMENT_STAGES, REQUEST_STATUSES } from '../../../src/lib/contract/account-area.ts';
import { DEMO_CONSIGNMENTS } from '../../../src/server/account-area/demo/demo-data.ts';
import { demoFixture, expectOwnList, expectRefused, expectSignedInOnly, getData, getJson } from './helpers.ts';

const { sessions, ameliaIds, marcusIds } = demoFixture(DEMO_CONSIGNMENTS);

describe('GET /v1/consignments', () => {
  it('answers the shopper’s own consignments, newest first, in every request status and journey stage', async () => {
    const body = await expectOwnList<ConsignmentSummary>('/v1/consignments?l=50', sessions.amelia, ameliaIds, (c) => c.submitted_at);
    expect(new Set(body.data.map((c) => c.status))).toEqual(new Set(REQUEST_STATUSES));
    const stages = new Set(body.data.map((c) => c.stage));
    for (const stage of [null, ...CONSIGNMENT_STAGES]) expect(stages.has(stage)).toBe(true);
  });

  it('never answers another shopper’s consignments', async () => {
    const { body } = await getJson<PagedResponse<ConsignmentSummary>>('/v1/consignments', sessions.marcus);
    expect(body.data.map((c) => c.id)).toEqual(marcusIds);
    expect((await getJson('/v1/consignments', sessions.nadia)).body).toEqual({ data: [], total_count: 0 });
  });

  it('pages with l and p and converts to the asked currency', async () => {
    const page = await getJson<PagedResponse<ConsignmentSummary>>('/v1/consignments?l=3&p=2&currency=HKD', sessions.amelia);
    expect(page.body.data).toHaveLength(3);
    expect(page.body.total_count).toBe(ameliaIds.length);
    expect(page.body.data.every((c) => c.currency === 'HKD')).toBe(true);
  });

  it('refuses bad paging, guests and calls without a session', async () => {
    await expectRefused('/v1/consignments?l=-1', sessions.amelia, 400, 'VALIDATION');
    await expectSignedInOnly('/v1/consignments');
  });
});

describe('GET /v1/consignments/{id}', () => {
  it('answers a sold consignment with its journey, commission and payout', async () => {
    const data = await getData<ConsignmentDetail>('/v1/consignments/3051', sessions.amelia);
    expect(data).toMatchObject({
      id: 3051,
      status: 'approved',
      stage: 'sold',
      brand: 'Bottega Veneta',
      category: 'Bags',
      sold_price: 3950,
      commission_percent: 18,
      payout: Math.round((3950 * 82) / 100),
      rejection_reason: null,
      boutique: { city: 'Singapore' },
    });
    expect(data.events.map((e) => e.step)).toEqual(['requested', 'approved', 'received', 'authenticated', 'listed', 'sold']);
    expect(data.inclusions).toEqual(['Dust bag', 'Box']);
  });

  it('answers a rejected consignment with the reason and no payout', async () => {
    const { body } = await getJson<{ data: ConsignmentDetail }>('/v1/consignments/3102', sessions.amelia);
    expect(body.data).toMatchObject({ status: 'rejected', stage: null, payout: null, listing_price: null });
    expect(body.data.rejection_reason).toMatch(/restoration/);
  });

  it('refuses another shopper’s consignment with 403 FORBIDDEN', async () => {
    await expectRefused(`/v1/consignments/${marcusIds[0]}`, sessions.amelia, 403, 'FORBIDDEN');
    await expectRefused('/v1/consignments/3051', sessions.marcus, 403, 'FORBIDDEN');
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    await expectRefused('/v1/consignments/999999', sessions.amelia, 404, 'NOT_FOUND');
    for (const bad of ['abc', '0', '-5', '1.5', '12345678901234']) await expectRefused(`/v1/consignments/${bad}`, sessions.amelia, 400, 'VALIDATION');
  });

  it('refuses guests and calls without a session', async () => {
    await expectSignedInOnly('/v1/consignments/3051');
  });
});
