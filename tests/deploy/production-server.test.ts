/**
 * Issue 10, "Done when": a server run from the committed configuration with a migrations-only
 * database refuses a forged social token, hides the outbox, holds no demo account, serves no
 * invented app identifiers, and sends the security headers on pages and API answers alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startProductionServer } from './support.ts';

let stop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  stop = await startProductionServer();
});

afterAll(async () => {
  await stop?.();
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned ('alg: none') token claiming a verified email, as an attacker would make it. */
function forgedToken(email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-reluxe',
    aud: 'demo-reluxe',
    sub: 'attacker',
    user_id: 'attacker',
    email,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'google.com', identities: {} },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

async function json(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${ORIGIN}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) }, redirect: 'manual' });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe('a production server from the committed configuration', () => {
  it('refuses an unsigned social token: no session for the claimed account', async () => {
    const { status, body } = await json('/api/social-login', {
      method: 'POST',
      body: JSON.stringify({ token: forgedToken('collector@reluxe.sg'), provider: 'google', uuid: crypto.randomUUID(), email: '', full_name: '' }),
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body).not.toHaveProperty('access_token');
    expect(body).toHaveProperty('error.type');
  });

  it('does not admit the mail outbox exists', async () => {
    const { status, body } = await json('/api/dev/outbox');
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('does not admit the local database and alert-job operations exist', async () => {
    const sql = await json('/api/dev/d1', { method: 'POST', body: JSON.stringify({ statements: ["UPDATE users SET email = 'owned@evil.example'"] }) });
    expect(sql.status).toBe(404);
    const alerts = await json('/api/dev/alerts/run', { method: 'POST', body: '{}' });
    expect(alerts.status).toBe(404);
  });

  it('holds no demo account', async () => {
    for (const username of ['demo@reluxe.sg', 'collector@reluxe.sg', 'newcomer@reluxe.sg']) {
      const { status, body } = await json('/api/login', {
        method: 'POST',
        body: JSON.stringify({ username, password: 'Demo123!', uuid: crypto.randomUUID() }),
      });
      expect(status, username).toBeGreaterThanOrEqual(400);
      expect(body).not.toHaveProperty('access_token');
    }
  });

  it('serves no invented app identifiers', async () => {
    for (const path of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const answer = await fetch(`${ORIGIN}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toMatch(/sg\.reluxe|R7XQ2L9KPA/);
    }
    const home = await (await fetch(`${ORIGIN}/`)).text();
    expect(home).not.toMatch(/play\.google\.com|apps\.apple\.com/);
    const store = await fetch(`${ORIGIN}/applinks/41?goto=store`, {
      redirect: 'manual',
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' },
    });
    expect(store.headers.get('Location')).toMatch(/^\/(product\/41)?$/);
  });

  it('builds pages with no emulator or demo Firebase project in them', async () => {
    const policy = (await fetch(`${ORIGIN}/`)).headers.get('Content-Security-Policy') ?? '';
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|9099/);
  });

  it.each([
    '/',
    '/search?product=bag&l=50&p=1',
    '/about-us',
    '/product/2000',
    '/no-such-page',
    '/api/startup',
    // Issue 26: the pages in other languages and the language choice.
    '/zh-hant/about-us',
    '/ms/faq',
    '/zh-hans/no-such-page',
    '/language/ms?from=/about-us',
  ])('%s carries the security headers', async (path) => {
    const answer = await fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('Referrer-Policy')).toBeTruthy();
    expect(answer.headers.get('Permissions-Policy')).toBeTruthy();
    expect(answer.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    const policy = answer.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(/script-src[^;]*'unsafe-inline'/.test(policy)).toBe(false);
  });
});

describe('the store in other languages (issue 26)', () => {
  it('serves the pre-rendered pages under their language with its lang', async () => {
    const answer = await fetch(`${ORIGIN}/zh-hant/about-us`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<html lang="zh-Hant"');
  });

  it('a language choice remembers it and returns to the page in that language, query kept', async () => {
    const answer = await fetch(`${ORIGIN}/language/ms?from=${encodeURIComponent('/about-us?x=1')}`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/ms/about-us?x=1');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^shopper_lang=ms; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const unknown = await fetch(`${ORIGIN}/language/fr`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Set-Cookie')).toBeNull();
  });
});
