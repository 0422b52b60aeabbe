import { expect, test } from '@playwright/test';
import { createActiveAccount, openLoginDialog, PASSWORD, submitLogin, uniqueEmail } from './accounts-helpers.ts';

// Sign-in hashes passwords with a deliberately slow KDF and then loads a new page: allow for it.
test.describe.configure({ timeout: 90_000 });
const afterSignIn = { timeout: 20_000 };

// Issue 10, finding 5: these `re` targets pass a naive "starts with one slash" check, but resolve
// to the host evil.example once the browser collapses the dot segments or decodes the slashes.
const OFFSITE = ['/.//evil.example/steal', '/../..//evil.example/steal', '/%2F%2Fevil.example/steal', '/\\evil.example/steal'];

test.describe('after-login return path (open redirect)', () => {
  for (const re of OFFSITE) {
    test(`/access-denied?re=${re} stays on this site after logging in`, async ({ page, request, baseURL }) => {
      // One account per test: nothing shared between workers that run these in parallel.
      const email = uniqueEmail('redirect');
      await createActiveAccount(request, { email });
      const leftTheSite: string[] = [];
      // Should the redirect escape, it must not depend on DNS to be seen: answer for evil.example.
      await page.route(
        (url) => url.hostname === 'evil.example',
        async (route) => {
          leftTheSite.push(route.request().url());
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
        },
      );
      // Raw in the query, as an attacker's link would carry it (URLSearchParams decodes '%2F' once).
      await openLoginDialog(page, `/access-denied?re=${re}`);
      await submitLogin(page, email, PASSWORD);
      await expect(page).toHaveURL(`${baseURL}/`, afterSignIn);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      expect(leftTheSite).toEqual([]);
    });
  }
});

// Issue 35: the language switch (and every other redirect) judges the final Location. Each of these
// once answered 303 Location: //evil.example.
const LANGUAGE_VECTORS = [
  '/.//evil.example',
  '/zh-hans//evil.example/search?x=1',
  '/../..//evil.example',
  '/./\\evil.example',
  '/zh-hant/\\evil.example',
  '/ms/..//evil.example',
  '/ms/%2F%2Fevil.example',
];

/** A Location on this site: a path that no browser reads as a host. */
function expectSameSite(location: string | undefined, baseURL: string | undefined, label: string): void {
  expect(location, label).toBeDefined();
  const value = location ?? '';
  expect(value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'), `${label}: ${value}`).toBe(true);
  expect(new URL(value, baseURL).origin, label).toBe(new URL(baseURL ?? '').origin);
}

test.describe('redirects stay on this site (issue 35)', () => {
  test('/language/{locale}?from=… and the Referer fallback answer a same-site Location', async ({ request, baseURL }) => {
    for (const code of ['en', 'ms']) {
      for (const from of LANGUAGE_VECTORS) {
        const answer = await request.get(`/language/${code}?from=${from}`, { maxRedirects: 0 });
        expect(answer.status(), from).toBe(303);
        expectSameSite(answer.headers().location, baseURL, `${code} from ${from}`);
      }
    }
    for (const path of ['/ms//evil.example', '/zh-hans//evil.example/search?x=1', '/zh-hant/%2F%2Fevil.example']) {
      const answer = await request.get('/language/en', { maxRedirects: 0, headers: { Referer: `${baseURL}${path}` } });
      expect(answer.status(), path).toBe(303);
      expectSameSite(answer.headers().location, baseURL, `Referer ${path}`);
    }
    // A refused target goes to the home page in the chosen language.
    const refused = await request.get('/language/ms?from=/.//evil.example', { maxRedirects: 0 });
    expect(refused.headers().location).toBe('/ms');
  });

  test('trailing-slash redirects and the app links stay on this site', async ({ request, baseURL }) => {
    for (const path of [
      '/about-us/',
      '/ms/about-us/',
      '/search/',
      '//evil.example/',
      '/ms//evil.example/',
      '/%2F%2Fevil.example/',
      '/applinks?goto=//evil.example',
      '/applinks/..%2F%2Fevil.example',
    ]) {
      // The whole address: '//evil.example/' alone would be read as a host.
      const answer = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBeLessThan(500);
      if (answer.status() >= 300 && answer.status() < 400) expectSameSite(answer.headers().location, baseURL, path);
    }
  });

  test('a browser following /language/en?from=/.//evil.example stays on this site', async ({ page, baseURL }) => {
    const leftTheSite: string[] = [];
    await page.route(
      (url) => url.hostname === 'evil.example',
      async (route) => {
        leftTheSite.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
      },
    );
    await page.goto('/language/en?from=/.//evil.example');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(leftTheSite).toEqual([]);
  });
});
