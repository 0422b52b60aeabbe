/**
 * The content editor's GitHub sign-in (/api/cms/auth and /api/cms/callback): the OAuth code
 * exchange of Decap CMS's GitHub backend, run by this project instead of a third-party service.
 *
 *   /admin opens a popup on /api/cms/auth → we set a random `state` in an HttpOnly cookie and send the
 *   popup to GitHub → GitHub returns to /api/cms/callback?code&state → the state must equal the
 *   cookie's (CSRF) → the code is exchanged with the client secret → the popup hands the token to
 *   /admin with postMessage, addressed to the store's own origin only, after /admin has answered
 *   the popup's 'authorizing:github' (Decap's handshake).
 *
 * Secrets: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET (wrangler pages secret put). Without
 * them both endpoints answer 503 "not configured". The origin is SITE_URL (locally, the request's own
 * on loopback), never the Host header.
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { siteOrigin, type Env } from '../env.ts';
import { errorBody } from '../http/errors.ts';
import type { ApiErrorType } from '../../lib/contract/errors.ts';

export const STATE_COOKIE = 'cms_oauth_state';
const COOKIE_PATH = '/api/cms/';
const STATE_TTL_SECONDS = 600;
export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';
/** Decap asks for `repo` (private repositories) or `public_repo`; nothing else is granted. */
const SCOPES = new Set(['repo', 'public_repo']);

export const NOT_CONFIGURED = 'The content editor is not configured on this site: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are not set.';
export const NO_ORIGIN = 'The content editor is not configured on this site: SITE_URL is not set.';
export const STATE_MISMATCH = 'This sign-in could not be verified (it did not start here or took too long). Close this window and sign in again.';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/**
 * A refusal before the sign-in starts (not configured, a wrong provider or scope, no such path): the
 * API's JSON envelope, like every other /api answer. The popup's result pages (after GitHub) stay
 * HTML: they hand the outcome to /admin with postMessage.
 */
function refusal(status: 400 | 404 | 405 | 503, type: ApiErrorType, message: string): Response {
  return Response.json(errorBody(type, message), { status, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

/** A page of the popup; `script` (if any) is the only one that may run (its hash is the CSP). */
async function popupPage(status: number, message: string, script?: string): Promise<Response> {
  const scriptTag = script ? `<script>${script}</script>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Content editor sign-in</title></head><body><p>${escapeHtml(message)}</p>${scriptTag}</body></html>`;
  const scriptSource = script ? `'sha256-${await sha256Base64(script)}'` : "'none'";
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': `default-src 'none'; script-src ${scriptSource}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The popup came back from github.com: a stricter policy would cut it off from /admin (its opener).
      'Cross-Origin-Opener-Policy': 'unsafe-none',
    },
  });
}

/**
 * Decap's handshake: announce 'authorizing:github' to the opener, wait for its echo (from the
 * store's origin only), then send the result to that origin only.
 */
export function handshakeScript(origin: string, message: string): string {
  return `(function(){var origin=${scriptJson(origin)};var message=${scriptJson(message)};var opener=window.opener;if(!opener){return;}function receive(event){if(event.origin!==origin||event.source!==opener){return;}window.removeEventListener('message',receive);opener.postMessage(message,origin);}window.addEventListener('message',receive);opener.postMessage('authorizing:github',origin);})();`;
}

function resultPage(status: number, origin: string, outcome: 'success' | 'error', body: Record<string, string>, text: string): Promise<Response> {
  return popupPage(status, text, handshakeScript(origin, `authorization:github:${outcome}:${JSON.stringify(body)}`));
}

/** Equal strings in time that does not depend on where they differ. */
function sameState(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

interface Configured {
  clientId: string;
  clientSecret: string;
  origin: string;
}

function configuration(env: Env, request: Request): Configured | { problem: string } {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return { problem: NOT_CONFIGURED };
  const origin = siteOrigin(env, request);
  if (!origin) return { problem: NO_ORIGIN };
  return { clientId, clientSecret, origin };
}

/** The routes, relative to /api/cms. `fetch` is GitHub's token endpoint's client (tests pass a fake). */
export function createCmsAuthApp(deps: { fetch: Fetch } = { fetch: (input, init) => fetch(input, init) }) {
  const app = new Hono<{ Bindings: Env }>();

  app.get('/auth', async (c) => {
    const config = configuration(c.env, c.req.raw);
    if ('problem' in config) {
      console.error(config.problem);
      return refusal(503, 'NOT_CONFIGURED', config.problem);
    }
    const provider = c.req.query('provider') ?? 'github';
    if (provider !== 'github') return refusal(400, 'VALIDATION', 'provider: only github is supported.');
    const scope = c.req.query('scope') ?? 'repo';
    if (!SCOPES.has(scope)) return refusal(400, 'VALIDATION', 'scope: must be repo or public_repo.');
    const state = randomState();
    setCookie(c, STATE_COOKIE, state, {
      path: COOKIE_PATH,
      httpOnly: true,
      secure: new URL(config.origin).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: STATE_TTL_SECONDS,
    });
    const target = new URL(GITHUB_AUTHORIZE_URL);
    target.searchParams.set('client_id', config.clientId);
    target.searchParams.set('redirect_uri', `${config.origin}/api/cms/callback`);
    target.searchParams.set('scope', scope);
    target.searchParams.set('state', state);
    target.searchParams.set('allow_signup', 'false');
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.toString(), 302);
  });

  app.get('/callback', async (c) => {
    const config = configuration(c.env, c.req.raw);
    if ('problem' in config) {
      console.error(config.problem);
      return refusal(503, 'NOT_CONFIGURED', config.problem);
    }
    const expected = getCookie(c, STATE_COOKIE);
    const state = c.req.query('state') ?? '';
    const code = c.req.query('code') ?? '';
    // One attempt per state, whatever happens: the cookie goes with every answer.
    const cleared = (response: Response) => {
      const secure = new URL(config.origin).protocol === 'https:' ? '; Secure' : '';
      response.headers.append('Set-Cookie', `${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
      return response;
    };
    if (!expected || !state || !sameState(state, expected))
      return cleared(await resultPage(403, config.origin, 'error', { message: STATE_MISMATCH }, STATE_MISMATCH));
    if (!code) return cleared(await resultPage(400, config.origin, 'error', { message: 'GitHub did not send a code.' }, 'GitHub did not send a code.'));

    let token: string | undefined;
    let problem = 'GitHub did not accept the sign-in. Close this window and try again.';
    try {
      const answer = await deps.fetch(GITHUB_TOKEN_URL, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'reluxe-content-editor' },
        body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, code, redirect_uri: `${config.origin}/api/cms/callback` }),
      });
      const body = (await answer.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown; error_description?: unknown };
      if (answer.ok && typeof body.access_token === 'string' && body.access_token) token = body.access_token;
      else if (typeof body.error_description === 'string') problem = `GitHub: ${body.error_description}`;
    } catch (error) {
      console.error('GitHub token exchange failed', error);
      problem = 'GitHub could not be reached. Close this window and try again.';
    }
    if (!token) return cleared(await resultPage(502, config.origin, 'error', { message: problem }, problem));
    return cleared(await resultPage(200, config.origin, 'success', { token, provider: 'github' }, 'Signed in. You can close this window.'));
  });

  app.notFound((c) =>
    c.req.path === '/auth' || c.req.path === '/callback'
      ? refusal(405, 'METHOD_NOT_ALLOWED', `${c.req.method} is not allowed on /api/cms${c.req.path}; use GET.`)
      : refusal(404, 'NOT_FOUND', `No content editor route for ${c.req.method} /api/cms${c.req.path}.`),
  );
  app.onError((err) => {
    console.error('content editor sign-in failure', err);
    return Response.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), { status: 500 });
  });
  return app;
}

export const cmsAuthApp = createCmsAuthApp();
