import { expect, test, type Page } from '@playwright/test';
import { openLoginDialog } from './accounts-helpers.ts';
import { waitForIslands } from './support.ts';

/**
 * Issue 10, finding 7: every response carries the security headers, pages run under a CSP without
 * 'unsafe-inline' scripts, nothing here can be framed, and the pages break no rule of their own CSP.
 */

const PAGES = ['/', '/search?product=bag&l=50&p=1', '/about-us', '/faq', '/product/2000', '/no-such-page', '/register', '/access-denied'];
const OTHERS = ['/api/startup', '/api/v2/inventories/999999999', '/applinks/41', '/sitemap.xml', '/robots.txt'];

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

test.describe('security headers', () => {
  for (const path of [...PAGES, ...OTHERS]) {
    test(`${path} carries HSTS, nosniff, Referrer-Policy, Permissions-Policy, COOP and a CSP that forbids framing`, async ({ request }) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBeLessThan(500);
      const headers = answer.headers();
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      if (PAGES.includes(path)) expect(scripts.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
      else expect(csp.get('default-src')).toEqual(["'none'"]);
    });
  }
});

test("the build's scripts, the typeface and the pictures carry the short policy, not the page's (issue 22)", async ({ request }) => {
  // A build script the page names: as a module script, or as a shell script's placeholder started at the load event (first-screen-styles.ts).
  const script = /<script[^>]+(?:src|data-rest)="(\/_astro\/[^"]+\.js)"/.exec(await (await request.get('/about-us')).text())?.[1];
  // Every page names the display typeface in its shell script.
  const font = /"(\/fonts\/[^"]+\.woff2)"/.exec(await (await request.get('/')).text())?.[1];
  expect(script, 'a build script on /about-us').toBeTruthy();
  expect(font, 'the typeface on /').toBeTruthy();
  for (const path of [script ?? '', font ?? '', '/flags/SG.svg', '/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest']) {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    if (path === script || path === font) expect(headers['permissions-policy'], path).toBeUndefined();
    // The shell's pictures are kept a day: no page view asks for them again (issue 37, item 2).
    if (['/flags/SG.svg', '/favicon.svg', '/icons/icon-192.png'].includes(path)) expect(headers['cache-control'], path).toContain('max-age=86400');
  }
});

test.describe('the offline worker and the manifest (issue 13)', () => {
  test("/sw.js is revalidated on every check and has the security headers; pages allow only this site's worker and manifest", async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(worker.headers()['x-content-type-options']).toBe('nosniff');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const page = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
    expect(page.get('worker-src')).toEqual(["'self'"]);
    expect(page.get('manifest-src')).toEqual(["'self'"]);
    expect(page.get('connect-src')?.[0]).toBe("'self'");
  });

  test('a page registers the worker after load, under its CSP without a violation', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const violations = await collectViolations(page);
    await page.goto('/');
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
    expect(new URL(scope).pathname).toBe('/');
    // The head script links the manifest once the first screen is drawn (src/early/web-app-manifest.ts).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(violations).toEqual([]);
    await context.close();
  });
});

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('the pages under their CSP', () => {
  test('load, hydrate and open the login dialog without a single violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await collectViolations(page);
    for (const path of PAGES) {
      await page.goto(path);
      await waitForIslands(page);
    }
    await openLoginDialog(page, '/');
    expect(violations).toEqual([]);
  });

  test('another site cannot frame the store (clickjacking the login dialog)', async ({ page, baseURL }) => {
    // A page on another origin (a data: URL is opaque) frames the home page.
    await page.goto(`data:text/html,<iframe id="shop" src="${baseURL}/?login=1" width="800" height="600"></iframe>`);
    const frame = page.frames().find((f) => f.url().startsWith(baseURL ?? ''));
    // Blocked frames never get the store's document: no LOG IN button inside.
    const inside = frame
      ? await frame
          .locator('text=LOG IN')
          .count()
          .catch(() => 0)
      : 0;
    expect(inside).toBe(0);
  });

  test('the policy test document opened directly runs none of its scripts (finding 11)', async ({ page }) => {
    await page.goto('/policies/policy-test.html');
    await expect(page.locator('h1')).toHaveText('Policy test document');
    const ran = await page
      .evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w['__policyScriptRan'], w['__policyInlineScriptRan'], w['__policyBodyOnloadRan']];
      })
      .catch(() => ['sandboxed: evaluation refused']);
    expect(ran.filter((value) => value === true)).toEqual([]);
    expect(await page.title()).not.toBe('hacked');
  });
});
