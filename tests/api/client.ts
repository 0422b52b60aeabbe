import { env } from 'cloudflare:test';
import { apiApp } from '../../src/server/app.ts';
import type { Env } from '../../src/server/env.ts';

/** Calls the built-in API as the storefront does (paths without the /api prefix). */
export async function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return apiApp.request(`http://127.0.0.1${path}`, { ...init, headers, body: body ?? null }, env as unknown as Env);
}

export async function guestToken(uuid = crypto.randomUUID()): Promise<string> {
  const res = await call('/login-guest', { method: 'POST', json: { uuid } });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}
