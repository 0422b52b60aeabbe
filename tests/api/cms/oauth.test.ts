import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../src/server/env.ts';
import {
  createCmsAuthApp,
  GITHUB_AUTHORIZE_URL,
  GITHUB_TOKEN_URL,
  handshakeScript,
  NO_ORIGIN,
  NOT_CONFIGURED,
  STATE_COOKIE,
  STATE_MISMATCH,
} from '../../../src/server/cms/oauth.ts';

const SITE = 'https://www.example.com';
const secrets = { GITHUB_OAUTH_CLIENT_ID: 'client-id', GITHUB_OAUTH_CLIENT_SECRET: 'client-secret', SITE_URL: SITE, ENVIRONMENT: 'production' };

interface TokenCall {
  url: string;
  body: Record<string, string>;
}

/** The app with GitHub's token endpoint replaced: records each call and answers `answer`. */
function app(answer: () => Response = () => Response.json({ access_token: 'gho_token', token_type: 'bearer', scope: 'repo' })) {
  const calls: TokenCall[] = [];
  const instance = createCmsAuthApp({
    fetch: async (url, init) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) as Record<string, string> });
      return answer();
    },
  });
  const request = (path: string, vars: Partial<Env> = secrets, headers: HeadersInit = {}) =>
    instance.request(`https://www.example.com${path}`, { headers }, { ...(env as unknown as Env), ...vars } as Env);
  return { calls, request };
}

/** Signs in up to GitHub's redirect; returns the state and the cookie header the browser would send. */
async function begin(request: ReturnType<typeof app>['request']) {
  const res = await request('/auth?provider=github&site_id=www.example.com&scope=repo');
  const location = new URL(res.headers.get('Location') ?? '');
  const state = location.searchParams.get('state') ?? '';
  const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return { res, location, state, cookie };
}

/** The script a page carries, and whether the page's CSP allows exactly it. */
async function scriptOf(res: Response) {
  const html = await res.text();
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return { html, script, allowed: (res.headers.get('Content-Security-Policy') ?? '').includes(`script-src 'sha256-${hash}'`) };
}

describe('/api/cms/auth', () => {
  it('sends the popup to GitHub with our callback, the scope and a fresh state kept in an HttpOnly cookie', async () => {
    const { request } = app();
    const { res, location, state, cookie } = await begin(request);
    expect(res.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(GITHUB_AUTHORIZE_URL);
    expect(location.searchParams.get('client_id')).toBe('client-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/cms/callback`);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toBe(`${STATE_COOKIE}=${state}`);
    const setCookie = res.headers.get('Set-Cookie') ?? '';
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/api/cms/', 'Max-Age=600']) expect(setCookie).toContain(part);
    const second = await begin(request);
    expect(second.state).not.toBe(state);
  });

  it('the callback address comes from SITE_URL, never from the Host header', async () => {
    const { request } = app();
    const res = await request('/auth?provider=github&scope=repo', secrets, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(new URL(res.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe(`${SITE}/api/cms/callback`);
  });

  it.each([
    ['another provider', '/auth?provider=gitlab&scope=repo', 400],
    ['a wider scope', '/auth?provider=github&scope=admin:org', 400],
  ])('refuses %s', async (_name, path, status) => {
    const res = await app().request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('Location')).toBeNull();
    expect(await res.json()).toMatchObject({ error: { type: 'VALIDATION', message: expect.any(String) } });
  });
});

describe('not configured', () => {
  it.each([
    ['no client id', { ...secrets, GITHUB_OAUTH_CLIENT_ID: undefined }, NOT_CONFIGURED],
    ['no client secret', { ...secrets, GITHUB_OAUTH_CLIENT_SECRET: '' }, NOT_CONFIGURED],
    ['no SITE_URL in production', { ...secrets, SITE_URL: undefined }, NO_ORIGIN],
  ])('%s: both endpoints say the editor is not configured', async (_name, vars, message) => {
    const { request, calls } = app();
    for (const path of ['/auth?provider=github&scope=repo', '/callback?code=c&state=s']) {
      const res = await request(path, vars as Partial<Env>);
      expect(res.status).toBe(503);
      expect(res.headers.get('Location')).toBeNull();
      // Every /api answer is the JSON envelope (issue 23; was an HTML page).
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: { type: 'NOT_CONFIGURED', message } });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('/api/cms/callback', () => {
  it('state matches: exchanges the code with the secret and hands the token to our origin only', async () => {
    const { request, calls } = app();
    const { state, cookie } = await begin(request);
    const res = await request(`/callback?code=the-code&state=${state}`, secrets, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(calls).toEqual([
      { url: GITHUB_TOKEN_URL, body: { client_id: 'client-id', client_secret: 'client-secret', code: 'the-code', redirect_uri: `${SITE}/api/cms/callback` } },
    ]);
    const { script, allowed } = await scriptOf(res);
    expect(allowed).toBe(true);
    expect(script).toBe(handshakeScript(SITE, `authorization:github:success:${JSON.stringify({ token: 'gho_token', provider: 'github' })}`));
    // Every postMessage names the exact origin; none is addressed to '*'.
    expect(script.match(/postMessage\([^)]*\)/g)).toEqual(['postMessage(message,origin)', "postMessage('authorizing:github',origin)"]);
    expect(script).toContain(`var origin=${JSON.stringify(SITE)};`);
    expect(script).not.toContain("'*'");
    expect(script).toContain('event.origin!==origin');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
    expect(res.headers.get('Set-Cookie')).toContain(`${STATE_COOKIE}=; Path=/api/cms/; Max-Age=0`);
  });

  it.each([
    ['a different state', (state: string) => `/callback?code=c&state=${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`, true],
    ['no state', () => '/callback?code=c', true],
    ['no cookie (started elsewhere)', (state: string) => `/callback?code=c&state=${state}`, false],
  ])('%s is refused before any call to GitHub', async (_name, path, withCookie) => {
    const { request, calls } = app();
    const { state, cookie } = await begin(request);
    const res = await request(path(state), secrets, withCookie ? { Cookie: cookie } : {});
    expect(res.status).toBe(403);
    expect(calls).toHaveLength(0);
    const { html, script, allowed } = await scriptOf(res);
    expect(allowed).toBe(true);
    expect(html).toContain(STATE_MISMATCH);
    expect(script).toContain('authorization:github:error:');
    expect(script).not.toContain('token');
  });

  it('GitHub refuses the code: an error, no token', async () => {
    const { request } = app(() => Response.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }));
    const { state, cookie } = await begin(request);
    const res = await request(`/callback?code=old&state=${state}`, secrets, { Cookie: cookie });
    expect(res.status).toBe(502);
    const { script } = await scriptOf(res);
    expect(script).toContain('authorization:github:error:');
    expect(script).toContain('The code passed is incorrect or expired.');
  });

  it('a token cannot break out of the script', async () => {
    const { request } = app(() => Response.json({ access_token: '</script><script>alert(1)</script>' }));
    const { state, cookie } = await begin(request);
    const { html } = await scriptOf(await request(`/callback?code=c&state=${state}`, secrets, { Cookie: cookie }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
