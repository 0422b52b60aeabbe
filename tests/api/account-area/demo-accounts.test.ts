import { describe, expect, it } from 'vitest';
import type { OrderSummary, PagedResponse } from '../../../src/lib/contract/account-area.ts';
import { DEMO_USERS } from '../../../src/server/account-area/demo/demo-data.ts';
import { call, guestToken } from '../client.ts';
import { getJson } from './helpers.ts';

describe('demo accounts (README)', () => {
  it('log in with the documented password and see their purchases', async () => {
    const demo = DEMO_USERS[0];
    if (!demo) throw new Error('no demo users');
    const guest = await guestToken();
    const login = await call('/login', { method: 'POST', token: guest, json: { username: demo.email, password: demo.password, uuid: crypto.randomUUID() } });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const me = await getJson<{ data: { email: string; full_name: string } }>('/v1/users/me', access_token);
    expect(me.body.data).toMatchObject({ email: demo.email, full_name: demo.full_name });
    const orders = await getJson<PagedResponse<OrderSummary>>('/v1/orders', access_token);
    expect(orders.status).toBe(200);
    expect(orders.body.total_count).toBeGreaterThan(0);
  });
});
