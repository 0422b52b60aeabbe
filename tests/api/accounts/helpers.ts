/** Shared helpers of the accounts API tests: calls with a chosen environment and client address. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import type { OutboxMessage, PendingActivation } from '../../../src/lib/contract/users.ts';
import { apiApp } from '../../../src/server/app.ts';
import type { Env } from '../../../src/server/env.ts';

export const PROJECT_ID = 'demo-reluxe';

/** The environment wrangler.toml gives development, as the tests' 'test' environment. */
export function testEnv(overrides: Partial<Record<keyof Env, string | undefined>> = {}): Env {
  return {
    ...(env as unknown as Env),
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    ...overrides,
  } as Env;
}

/** A client address of its own per test, so rate-limit counters of other tests never interfere. */
export function uniqueAddress(): string {
  const hex = crypto.randomUUID().replace(/-/g, '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}::1`;
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  body?: string;
  token?: string;
  /** The client address, sent as X-Forwarded-For: the request itself stays a loopback one. */
  address?: string;
  env?: Env;
  /** Origin of the request URL (default http://127.0.0.1, a local request). */
  origin?: string;
  headers?: Record<string, string>;
  /** An execution context the caller waits on itself; by default the call waits for its waitUntil work. */
  ctx?: ExecutionContext;
}

export async function api(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  headers.set('X-Forwarded-For', options.address ?? uniqueAddress());
  let body: string | null = options.body ?? null;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (body !== null && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const ctx = options.ctx ?? createExecutionContext();
  const res = await apiApp.request(
    `${options.origin ?? 'http://127.0.0.1'}${path}`,
    { method: options.method ?? 'GET', headers, body },
    options.env ?? testEnv(),
    ctx,
  );
  // As on Cloudflare, work handed to waitUntil (mail, purges) finishes; tests then see its effects.
  if (!options.ctx) await waitOnExecutionContext(ctx);
  return res;
}

/** A production deploy: public origin configured, emulator host left set by mistake. */
export function productionEnv(overrides: Partial<Record<keyof Env, string | undefined>> = {}): Env {
  return testEnv({ ENVIRONMENT: 'production', SITE_URL: 'https://shop.example', ...overrides });
}

export interface ErrorAnswer {
  error: { type: string; message: string; resend_token?: string };
}

export async function expectError(res: Response, status: number, type: string, message?: string | RegExp): Promise<ErrorAnswer> {
  const body = (await res.json()) as ErrorAnswer;
  expect({ status: res.status, type: body.error?.type }).toEqual({ status, type });
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(5);
  if (typeof message === 'string') expect(body.error.message).toContain(message);
  else if (message) expect(body.error.message).toMatch(message);
  return body;
}

export async function guestToken(uuid = crypto.randomUUID()): Promise<string> {
  const res = await api('/login-guest', { method: 'POST', json: { uuid } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function outbox(to: string, runEnv?: Env): Promise<OutboxMessage[]> {
  const res = await api(`/dev/outbox?to=${encodeURIComponent(to)}`, runEnv ? { env: runEnv } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

/** The path (without origin and /api) of the newest mailed link containing `part`. */
export async function mailedLink(to: string, part: string): Promise<URL> {
  const messages = await outbox(to);
  const link = messages.flatMap((m) => m.links).find((l) => l.includes(part));
  if (!link) throw new Error(`No mailed link with ${part} for ${to}`);
  return new URL(link);
}

export function apiPath(link: URL): string {
  return `${link.pathname.replace(/^\/api/, '')}${link.search}`;
}

export const STRONG_PASSWORD = 'Birkin-25-Gold';

export interface Registration extends PendingActivation {
  password: string;
}

export async function registerUser(fields: Partial<{ email: string; password: string; full_name: string }> = {}): Promise<Registration> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? STRONG_PASSWORD;
  const res = await api('/v2/users/register', {
    method: 'POST',
    json: {
      full_name: fields.full_name ?? 'Grace Tan',
      email,
      mobile: '91234567',
      phone_code: '+65',
      password,
      password_confirmation: password,
    },
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: PendingActivation };
  return { ...data, password };
}

/** Follows the mailed activation link. */
export async function activate(email: string): Promise<Response> {
  return api(apiPath(await mailedLink(email, '/v1/users/activate')));
}

export async function login(email: string, password: string, options: { token?: string; uuid?: string; address?: string } = {}) {
  return api('/login', {
    method: 'POST',
    json: { username: email, password, uuid: options.uuid ?? crypto.randomUUID() },
    ...(options.token ? { token: options.token } : {}),
    ...(options.address ? { address: options.address } : {}),
  });
}

/** A registered, activated and signed-in shopper. */
export async function signedInUser(): Promise<{ email: string; password: string; token: string }> {
  const { email, password } = await registerUser();
  expect((await activate(email)).status).toBe(302);
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return { email, password, token: ((await res.json()) as { access_token: string }).access_token };
}

function base64urlText(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function base64urlBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface IdTokenClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  provider?: string;
  aud?: string;
  iss?: string;
  exp?: number;
  iat?: number;
  auth_time?: number;
}

export function idTokenPayload(claims: IdTokenClaims = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const sub = claims.sub ?? crypto.randomUUID().replace(/-/g, '').slice(0, 28);
  const payload: Record<string, unknown> = {
    iss: claims.iss ?? `https://securetoken.google.com/${PROJECT_ID}`,
    aud: claims.aud ?? PROJECT_ID,
    auth_time: claims.auth_time ?? now - 5,
    user_id: sub,
    sub,
    iat: claims.iat ?? now - 5,
    exp: claims.exp ?? now + 3600,
    email_verified: claims.email_verified ?? true,
    firebase: { identities: {}, sign_in_provider: claims.provider ?? 'google.com' },
  };
  if (claims.email !== undefined) payload.email = claims.email;
  if (claims.name !== undefined) payload.name = claims.name;
  return payload;
}

/** A token as the Firebase Auth emulator issues it: alg none, empty signature. */
export function emulatorIdToken(claims: IdTokenClaims = {}): string {
  const header = { alg: 'none', kid: 'fakeKid', typ: 'JWT' };
  return `${base64urlText(JSON.stringify(header))}.${base64urlText(JSON.stringify(idTokenPayload(claims)))}.`;
}

export async function signedIdToken(privateKey: CryptoKey, kid: string, claims: IdTokenClaims = {}): Promise<string> {
  const signingInput = `${base64urlText(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${base64urlText(JSON.stringify(idTokenPayload(claims)))}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, new TextEncoder().encode(signingInput));
  return `${signingInput}.${base64urlBytes(new Uint8Array(signature))}`;
}
