/** Helpers of the search end-to-end tests: the catalog as the API answers it, to compare the page with. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductListResponse } from '../../src/lib/contract/catalog.ts';

let guestToken: string | null = null;

async function token(request: APIRequestContext): Promise<string> {
  if (guestToken) return guestToken;
  const res = await request.post('/api/login-guest', { data: { uuid: crypto.randomUUID() } });
  expect(res.ok()).toBe(true);
  guestToken = ((await res.json()) as { access_token: string }).access_token;
  return guestToken;
}

/** GET /api/v2/inventories with a query string, as a guest. */
export async function catalog(request: APIRequestContext, query: string): Promise<ProductListResponse> {
  const res = await request.get(`/api/v2/inventories?${query}`, { headers: { Authorization: `Bearer ${await token(request)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ProductListResponse;
}

export function countText(total: number): RegExp {
  return new RegExp(`^${total.toLocaleString('en-US')} items?$`);
}

/** The names on the result cards, in order (each card is an article named brand + model). */
export async function cardNames(page: Page): Promise<string[]> {
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  return cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

export function names(list: ProductListResponse): string[] {
  return list.data.map((item) => `${item.brand} ${item.model}`);
}

/** Waits until the results region shows finished results. */
export async function resultsReady(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('data-status', 'done');
}

/** Sets a flag on the window: if it survives an action, the action did not load a new page. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
}

export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true)).toBe(true);
}

/** Query parameters of the page's URL as an object (repeated keys joined by commas). */
export function urlParams(page: Page): Record<string, string> {
  const params = new URL(page.url()).searchParams;
  const out: Record<string, string> = {};
  for (const key of new Set(params.keys())) out[key] = params.getAll(key).join(',');
  return out;
}

/**
 * A registered, activated, signed-in shopper made through the accounts API (register, mailed
 * activation link from the local outbox, login, me): the auth record a real browser would hold.
 */
export async function registeredShopper(request: APIRequestContext): Promise<Record<string, unknown>> {
  const uuid = crypto.randomUUID();
  const guest = await request.post('/api/login-guest', { data: { uuid } });
  const guestAccess = ((await guest.json()) as { access_token: string }).access_token;
  const headers = { Authorization: `Bearer ${guestAccess}` };
  const email = `search-${crypto.randomUUID().slice(0, 10)}@example.com`;
  const password = 'Velvet-Clutch-2026';
  const register = await request.post('/api/v2/users/register', {
    headers,
    data: { full_name: 'Search Shopper', email, mobile: '91234567', phone_code: '+65', password, password_confirmation: password },
  });
  expect(register.status(), await register.text()).toBe(201);
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers });
  const messages = ((await outbox.json()) as { data: { links: string[] }[] }).data;
  const link = messages.flatMap((m) => m.links).find((l) => l.includes('activate'));
  expect(link, 'activation link mailed').toBeTruthy();
  const activation = new URL(link ?? '');
  const activate = await request.get(`/api/v1/users/activate${activation.search}`, { maxRedirects: 0 });
  expect(activate.status()).toBe(302);
  const login = await request.post('/api/login', { headers, data: { username: email, password, uuid } });
  expect(login.status(), await login.text()).toBe(200);
  const access = ((await login.json()) as { access_token: string }).access_token;
  const me = await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${access}` } });
  expect(me.status()).toBe(200);
  const user = ((await me.json()) as { data: { id: number; email: string } }).data;
  return { token: access, uuid, authenticator: { id: user.id, email: user.email }, user };
}
