/**
 * Signing in as the demo shoppers of the account area (local seed: src/cli/seed.ts) for end-to-end tests.
 * The login is real (POST /api/login) but done once per shopper and server: the token is kept in the
 * system's temporary folder and reused while GET /api/v1/users/me still accepts it, so test runs stay far
 * below the login rate limit.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createActiveAccount, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { catalogSamples } from './browse-helpers.ts';
import { seedAuthRecord } from './support.ts';
import { EMPTY_AUTH } from '../../src/stores/auth.ts';

export const DEMO_PASSWORD = 'Demo123!';
export const AMELIA = 'demo@reluxe.sg';
export const MARCUS = 'collector@reluxe.sg';
export const NADIA = 'newcomer@reluxe.sg';

export interface StoredAuth {
  token: string;
  uuid: string;
  authenticator: { id: number; email: string };
  user: Record<string, unknown> & { id: number; email: string; full_name: string };
}

// Outside test-results/: Playwright empties that folder at the start of every run.
const cacheDir = new URL('reluxe-e2e-auth/', pathToFileURL(`${tmpdir()}/`));

function cacheFile(baseURL: string, email: string): URL {
  return new URL(`${`${baseURL}-${email}`.replace(/[^A-Za-z0-9.@-]+/g, '_')}.json`, cacheDir);
}

async function currentUser(request: APIRequestContext, token: string) {
  const me = await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  return me.ok() ? ((await me.json()) as { data: StoredAuth['user'] }).data : null;
}

export async function demoAuth(request: APIRequestContext, baseURL: string, email: string): Promise<StoredAuth> {
  try {
    const cached = JSON.parse(readFileSync(cacheFile(baseURL, email), 'utf8')) as StoredAuth;
    const user = await currentUser(request, cached.token);
    if (user) return { ...cached, user };
  } catch {
    // No usable cached session: log in below.
  }
  const uuid = crypto.randomUUID();
  const guest = await request.post('/api/login-guest', { data: { uuid } });
  const guestToken = ((await guest.json()) as { access_token: string }).access_token;
  const login = await request.post('/api/login', {
    data: { username: email, password: DEMO_PASSWORD, uuid },
    headers: { Authorization: `Bearer ${guestToken}` },
  });
  expect(login.status(), `login of ${email}`).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const user = await currentUser(request, token);
  if (!user) throw new Error(`GET /v1/users/me refused the fresh session of ${email}`);
  const auth: StoredAuth = { token, uuid, authenticator: { id: user.id, email: user.email }, user };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile(baseURL, email), JSON.stringify(auth));
  return auth;
}

/** A fresh activated shopper, signed in through the API as their browser would be. */
export async function activeShopper(request: APIRequestContext, label: string): Promise<{ email: string; auth: StoredAuth }> {
  const email = uniqueEmail(label);
  await createActiveAccount(request, { email });
  const uuid = crypto.randomUUID();
  const guest = await request.post('/api/login-guest', { data: { uuid } });
  const guestToken = ((await guest.json()) as { access_token: string }).access_token;
  const login = await request.post('/api/login', { data: { username: email, password: PASSWORD, uuid }, headers: { Authorization: `Bearer ${guestToken}` } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const me = await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  const user = ((await me.json()) as { data: StoredAuth['user'] }).data;
  return { email, auth: { token, uuid, authenticator: { id: user.id, email: user.email }, user } };
}

/** The page starts signed in as the shopper, as the browser of someone who logged in would be. */
export async function signInAs(page: Page, auth: StoredAuth): Promise<void> {
  await seedAuthRecord(page, { ...EMPTY_AUTH, ...auth });
}

/**
 * What the whole-site sweeps (the axe scan, the console check) share: the demo shopper's session and
 * an item on a running deal, whose page shows the countdown banner, prices and the gallery.
 */
export async function sweepFixtures(request: APIRequestContext, baseURL: string): Promise<{ amelia: StoredAuth; productId: number }> {
  const amelia = await demoAuth(request, baseURL, AMELIA);
  return { amelia, productId: (await catalogSamples(request)).saleEnds.id };
}
