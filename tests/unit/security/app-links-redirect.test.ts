import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCAL_SETTINGS } from '../../../src/cli/local-env.ts';
import { mobileAppsConfig } from '../../../src/lib/config/mobile-apps.ts';
import { appLinkResponse } from '../../../src/server/applinks/handler.ts';
import { isAllowedAppLinkTarget } from '../../../src/server/applinks/resolve.ts';

// Issue 10, finding 5 for /applinks: its redirect paths pass the same rule as the after-login target.
const APPS = mobileAppsConfig(LOCAL_SETTINGS);

describe('app links: paths on this site only', () => {
  it.each([
    '/.//evil.example/steal',
    '/./evil/../..//evil.example',
    '/..//evil',
    '//evil',
    '/\\evil',
    'https://evil.example',
    '/%2F%2Fevil',
    'javascript:alert(1)',
  ])('%s is not an allowed target', (target) => {
    expect(isAllowedAppLinkTarget(target, APPS)).toBe(false);
  });

  it.each(['/', '/product/41'])('%s is', (target) => {
    expect(isAllowedAppLinkTarget(target, APPS)).toBe(true);
  });

  it('whatever id, goto and device arrive, the Location is a store, the app, or a path on this site', () => {
    const ua = fc.constantFrom('', 'Mozilla/5.0 (Linux; Android 14)', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', 'curl/8');
    const text = fc.oneof(fc.constantFrom('/.//evil.example', '..', '%2F%2Fevil', 'store', '41', '0041', 'https://evil'), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.option(text), fc.option(text), ua, (id, goto, userAgent) => {
        const search = goto === null ? '' : `?goto=${encodeURIComponent(goto)}`;
        const response = appLinkResponse(new Request(`https://shop.example/applinks${search}`, { headers: { 'User-Agent': userAgent } }), id, LOCAL_SETTINGS);
        const location = response.headers.get('Location') ?? '';
        const stores = [APPS.android, APPS.ios].filter((value): value is string => value !== null);
        if (stores.includes(location) || location.startsWith('intent://')) return;
        expect(new URL(location, 'https://shop.example/applinks').origin).toBe('https://shop.example');
        expect(location).toMatch(/^\/(?:product\/[1-9]\d*)?$/);
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});
