import { describe, expect, it } from 'vitest';
import { LOCAL_SETTINGS } from '../../../src/cli/local-env.ts';
import { mobileAppsConfig, type MobileAppVars } from '../../../src/lib/config/mobile-apps.ts';
import { isAllowedAppLinkTarget, productIdOf, resolveAppLink } from '../../../src/server/applinks/resolve.ts';
import { appleAppSiteAssociation, assetLinks } from '../../../src/server/applinks/well-known.ts';
import { answers } from '../answers.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const WINDOWS_PHONE =
  'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063';

// The local commands' demo apps; a deploy configures its own (README: App identifiers).
const MOBILE_APPS = mobileAppsConfig(LOCAL_SETTINGS);
const APP_STORE_LINKS = { android: LOCAL_SETTINGS.PUBLIC_ANDROID_STORE_URL, ios: LOCAL_SETTINGS.PUBLIC_IOS_STORE_URL };
const NO_APPS = mobileAppsConfig({});

const intent = (path: string) =>
  `intent://${path}#Intent;scheme=reluxe;package=sg.reluxe.app;S.browser_fallback_url=${encodeURIComponent(APP_STORE_LINKS.android)};end`;

describe('resolveAppLink', () => {
  it.each([
    ['Android, product', ANDROID, '41', null, intent('product/41')],
    ['Android, no id', ANDROID, null, null, intent('')],
    ['Android, goto=store', ANDROID, '41', 'store', APP_STORE_LINKS.android],
    ['iPhone, product', IPHONE, '41', null, APP_STORE_LINKS.ios],
    ['iPad, no id', IPAD, null, null, APP_STORE_LINKS.ios],
    ['iPhone, goto=store', IPHONE, null, 'store', APP_STORE_LINKS.ios],
    ['desktop, product', DESKTOP, '41', null, '/product/41'],
    ['desktop, no id', DESKTOP, null, null, '/'],
    ['desktop, goto=store: the App Store, as the download banner picks for non-Android', DESKTOP, '41', 'store', APP_STORE_LINKS.ios],
    ['desktop, goto=other is ignored', DESKTOP, '41', 'elsewhere', '/product/41'],
    ['Windows Phone is not Android', WINDOWS_PHONE, '41', null, '/product/41'],
    ['desktop, id that is not a product id', DESKTOP, '41abc', null, '/'],
    ['desktop, path trick in id', DESKTOP, '..%2F..%2Fevil', null, '/'],
    ['Android, id that is not a product id', ANDROID, '//evil.example', null, intent('')],
  ])('%s', (_, userAgent, id, goto, expected) => {
    const target = resolveAppLink({ id, userAgent, goto }, MOBILE_APPS);
    expect(target).toBe(expected);
    expect(isAllowedAppLinkTarget(target, MOBILE_APPS)).toBe(true);
  });

  answers(
    productIdOf,
    [
      ['41', 41],
      ['0', null],
      ['041', null],
      ['1234567890', null],
      ['4 1', null],
      [null, null],
    ],
    'productIdOf(%s) = %s',
  );
});

describe('a deploy without app identifiers', () => {
  it.each([
    ['Android, product', ANDROID, '41', null, '/product/41'],
    ['Android, goto=store', ANDROID, null, 'store', '/'],
    ['iPhone, product', IPHONE, '41', null, '/product/41'],
    ['iPhone, goto=store', IPHONE, '41', 'store', '/product/41'],
  ])('%s: the web page, never an invented store or intent', (_, userAgent, id, goto, expected) => {
    const target = resolveAppLink({ id, userAgent, goto }, NO_APPS);
    expect(target).toBe(expected);
    expect(isAllowedAppLinkTarget(target, NO_APPS)).toBe(true);
    expect(isAllowedAppLinkTarget(intent('product/41'), NO_APPS)).toBe(false);
  });

  it('serves no .well-known file', () => {
    expect(assetLinks(NO_APPS)).toBeNull();
    expect(appleAppSiteAssociation(NO_APPS)).toBeNull();
  });

  it.each<[MobileAppVars, string]>([
    [{ PUBLIC_ANDROID_STORE_URL: 'https://evil.example/store/apps/details?id=sg.reluxe.app' }, 'a store page on another host'],
    [{ PUBLIC_ANDROID_STORE_URL: 'http://play.google.com/store/apps/details?id=sg.reluxe.app' }, 'plain http'],
    [{ ANDROID_CERT_SHA256: 'not-a-fingerprint' }, 'a malformed fingerprint'],
    [{ IOS_APP_IDS: 'sg.reluxe.app' }, 'an app id without team id'],
  ])('ignores %s (%s)', (vars) => {
    const config = mobileAppsConfig(vars);
    expect([config.android, config.ios, config.androidPackage]).toEqual([null, null, null]);
    expect([...config.androidCertFingerprints, ...config.iosAppIds]).toEqual([]);
  });
});

describe('isAllowedAppLinkTarget', () => {
  it.each([
    ['https://evil.example/', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['https://play.google.com/store/apps/details?id=com.other', false],
    ['intent://x#Intent;scheme=reluxe;package=com.other;end', false],
    ['/product/41', true],
    ['/', true],
    [APP_STORE_LINKS.ios, true],
  ])('%s → %s', (target, allowed) => {
    expect(isAllowedAppLinkTarget(target, MOBILE_APPS)).toBe(allowed);
  });
});

describe('.well-known files', () => {
  it('assetlinks.json names the package of the configured Play Store page and its signing certificate', () => {
    expect(assetLinks(MOBILE_APPS)).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'sg.reluxe.app', sha256_cert_fingerprints: MOBILE_APPS.androidCertFingerprints },
      },
    ]);
    for (const fingerprint of MOBILE_APPS.androidCertFingerprints) expect(fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('apple-app-site-association lets the app open product and app-link paths', () => {
    const aasa = appleAppSiteAssociation(MOBILE_APPS) as { applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] } };
    const details = aasa.applinks.details[0];
    expect(details?.appIDs).toEqual(['R7XQ2L9KPA.sg.reluxe.app']);
    expect(details?.components.map((c) => c['/'])).toEqual(['/product/*', '/product-*', '/applinks', '/applinks/*']);
  });
});
