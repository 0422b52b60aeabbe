import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCAL_SETTINGS } from '../../src/cli/local-env.ts';
import { ANDROID_UA, IPHONE_UA } from './support.ts';

// The local commands' demo apps (a deploy configures its own: README, App identifiers).
const APP_STORE_LINKS = { android: LOCAL_SETTINGS.PUBLIC_ANDROID_STORE_URL, ios: LOCAL_SETTINGS.PUBLIC_IOS_STORE_URL };
const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function redirectOf(request: APIRequestContext, path: string, userAgent: string): Promise<{ status: number; location: string }> {
  const response = await request.get(path, { headers: { 'User-Agent': userAgent }, maxRedirects: 0 });
  const location = response.headers()['location'] ?? '';
  // Same-site targets may come back absolute; compare them as paths.
  const url = new URL(location, 'http://placeholder.invalid');
  return { status: response.status(), location: /^https?:\/\/127\.0\.0\.1/.test(location) ? `${url.pathname}${url.search}` : location };
}

test.describe('app links', () => {
  test('Android goes into the app, falling back to the Play Store; goto=store goes straight to the store', async ({ request }) => {
    const intent = await redirectOf(request, '/applinks/41', ANDROID_UA);
    expect(intent.status).toBe(302);
    expect(intent.location).toBe(
      `intent://product/41#Intent;scheme=reluxe;package=sg.reluxe.app;S.browser_fallback_url=${encodeURIComponent(APP_STORE_LINKS.android)};end`,
    );
    expect((await redirectOf(request, '/applinks', ANDROID_UA)).location).toMatch(/^intent:\/\/#Intent;.*package=sg\.reluxe\.app;/);
    expect(await redirectOf(request, '/applinks/41?goto=store', ANDROID_UA)).toEqual({ status: 302, location: APP_STORE_LINKS.android });
  });

  test('iOS goes to the App Store page', async ({ request }) => {
    for (const path of ['/applinks/41', '/applinks', '/applinks?goto=store']) {
      expect(await redirectOf(request, path, IPHONE_UA)).toEqual({ status: 302, location: APP_STORE_LINKS.ios });
    }
  });

  test('a desktop browser goes to the product page, or home without an id', async ({ request }) => {
    expect(await redirectOf(request, '/applinks/41', DESKTOP_UA)).toEqual({ status: 302, location: '/product/41' });
    expect(await redirectOf(request, '/applinks', DESKTOP_UA)).toEqual({ status: 302, location: '/' });
    expect(await redirectOf(request, '/applinks/not-a-product', DESKTOP_UA)).toEqual({ status: 302, location: '/' });
    expect(await redirectOf(request, '/applinks/41?goto=https://evil.example', DESKTOP_UA)).toEqual({ status: 302, location: '/product/41' });
  });

  test('a desktop browser following the link lands on the product page', async ({ page }) => {
    await page.goto('/applinks/41');
    await expect(page).toHaveURL(/\/product(-41\/[a-z0-9_]+|\/41)$/);
  });
});

test.describe('.well-known files and crawler files', () => {
  test('assetlinks.json is JSON for the configured Android package', async ({ request }) => {
    const response = await request.get('/.well-known/assetlinks.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as { relation: string[]; target: { namespace: string; package_name: string; sha256_cert_fingerprints: string[] } }[];
    expect(body[0]?.relation).toEqual(['delegate_permission/common.handle_all_urls']);
    expect(body[0]?.target).toMatchObject({ namespace: 'android_app', package_name: new URL(APP_STORE_LINKS.android).searchParams.get('id') });
    expect(body[0]?.target.sha256_cert_fingerprints.length).toBeGreaterThan(0);
  });

  test('apple-app-site-association is served as application/json without a file extension', async ({ request }) => {
    const response = await request.get('/.well-known/apple-app-site-association');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as { applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] } };
    expect(body.applinks.details[0]?.appIDs[0]).toMatch(/^[A-Z0-9]{10}\.sg\.reluxe\.app$/);
    expect(body.applinks.details[0]?.components).toContainEqual({ '/': '/product/*' });
  });

  test('sitemap.xml lists the static pages and every available product; robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const path of ['/', '/about-us', '/faq', '/privacy-policy', '/terms-conditions'])
      expect(xml).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    const ids = [...xml.matchAll(/\/product-(\d+)\//g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    // Every listed product is one the catalog answers as AVAILABLE (1); sampled across the list.
    for (const id of [ids[0], ids[Math.floor(ids.length / 2)], ids.at(-1)]) {
      const detail = await request.get(`/api/v2/inventories/${id}`);
      expect(((await detail.json()) as { data: { status: number } }).data.status).toBe(1);
    }
    expect(xml).not.toContain('/profile');
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
  });
});
