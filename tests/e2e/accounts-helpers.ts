import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxMessage } from '../../src/lib/contract/users.ts';
import { waitForIslands } from './support.ts';

/** The Firebase Auth emulator npm start runs beside the storefront (src/cli/auth-emulator.ts). */
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const PASSWORD = 'Velvet-Orchid-42';

let counter = 0;
/** A fresh address per test: the database and the emulator outlive single tests. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  // Always the same length: a screenshot that shows the address (masked) must not wrap it in one run and not the next.
  const serial = String(counter).padStart(3, '0');
  const random = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  return `${tag}.${Date.now().toString(36)}${serial}${random}@example.com`;
}

/** Waits until the Auth emulator answers (it starts alongside the web server and may lag a little). */
export async function waitForAuthEmulator(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(`${AUTH_EMULATOR}/`, { timeout: 2000 })).ok();
        } catch {
          return false;
        }
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe(true);
}

/** The newest mail to `to` whose subject matches, from the development outbox (GET /api/dev/outbox). */
export async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await answer.json()) as { data: OutboxMessage[] };
        found = body.data.find((message) => subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

export function linkIn(message: OutboxMessage, pattern: RegExp): string {
  const link = message.links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`No link like ${pattern} in "${message.subject}"`);
  return link;
}

/** A registered and activated email account, made through the API as a shopper's browser would. */
export async function createActiveAccount(
  request: APIRequestContext,
  { email, fullName = 'Olivia Marchetti', password = PASSWORD }: { email: string; fullName?: string; password?: string },
): Promise<void> {
  const registered = await request.post('/api/v2/users/register', {
    data: { full_name: fullName, email, mobile: '91234567', phone_code: '+65', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const activation = linkIn(await mailTo(request, email, /Activate/), /\/activate\?token=/);
  const activated = await request.get(activation, { maxRedirects: 0 });
  expect(activated.status()).toBe(302);
  expect(activated.headers()['location']).toContain('activated=1');
}

export async function openLoginDialog(page: Page, path = '/'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}login=1`);
  await waitForIslands(page);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}

/** From the login dialog: 'Forgot password?', the address, 'Send email', and the 'Check your email' answer. */
export async function askForPasswordReset(page: Page, email: string): Promise<void> {
  await openLoginDialog(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password?' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'LOG IN', exact: true }).click();
}

/** The stored auth record's authenticator id, as the navigation guard reads it. */
export async function storedAuthenticatorId(page: Page): Promise<unknown> {
  const read = () =>
    page.evaluate(() => {
      const raw = localStorage.getItem('auth');
      return raw ? ((JSON.parse(raw) as { authenticator?: { id?: unknown } | null }).authenticator?.id ?? null) : null;
    });
  try {
    return await read();
  } catch {
    // A sign-in may still be moving the page on (after-login redirect): read again once it has landed.
    await page.waitForLoadState('load');
    return read();
  }
}

export interface FakeIdentity {
  email: string;
  name: string;
  /** The emulator's widget always says verified; pass false to model a provider that does not vouch (Facebook). */
  emailVerified?: boolean;
}

/**
 * Signs in through the emulator's fake provider page in the popup the storefront opens on `click`.
 * An identity the emulator already knows for the provider is picked from its list; a new one is
 * entered through 'Add new account'.
 */
export async function signInThroughPopup(page: Page, click: () => Promise<void>, identity: FakeIdentity): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await click();
  const popup = await popupOpened;
  // Listen for the close before acting: the SDK closes the popup within milliseconds of the
  // answer, and Playwright does not report a close that happened before the wait began.
  const closed = popup.waitForEvent('close');
  await popup.waitForLoadState('domcontentloaded');
  const known = popup.locator('.js-reuse-account', { hasText: identity.email });
  if (identity.emailVerified === false) {
    // Answer as the widget would, with an identity whose email the provider does not vouch for.
    await popup.evaluate(
      (claims) => {
        const finish = (window as unknown as { finishWithUser: (token: string, email: string) => void }).finishWithUser;
        finish(encodeURIComponent(JSON.stringify(claims)), claims.email);
      },
      {
        sub: String(Math.floor(Math.random() * 1e15)),
        iss: '',
        aud: '',
        exp: 0,
        iat: 0,
        name: identity.name,
        email: identity.email,
        email_verified: false,
      },
    );
  } else if (await known.count()) {
    await known.first().click();
  } else {
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(identity.email);
    await popup.locator('#display-name-input').fill(identity.name);
    await popup.locator('#sign-in').click();
  }
  await closed;
}
