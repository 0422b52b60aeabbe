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
