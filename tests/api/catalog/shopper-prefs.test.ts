/**
 * The shopper_prefs cookie (issue 12) is validated against lists kept in src/lib so the edge needs
 * no D1 read to trust it: they must be exactly what GET /startup offers.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '../../../src/lib/config/storefront.ts';
import { KNOWN_CURRENCIES, KNOWN_LOCATIONS } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import type { StartupSettings } from '../../../src/lib/contract/settings.ts';
import { getJson } from './fixture.ts';

describe('the cookie accepts exactly the choices GET /startup offers', () => {
  it('currencies and store locations match, in order', async () => {
    const { status, body } = await getJson<{ data: StartupSettings }>('/startup');
    expect(status).toBe(200);
    expect(body.data.currencies).toEqual(KNOWN_CURRENCIES);
    expect(body.data.stores).toEqual(KNOWN_LOCATIONS);
    expect(body.data.stores.map((store) => store.id)).not.toContain(DEFAULT_LOCATION.id);
  });
});
