import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailTo, signInThroughPopup, storedAuthenticatorId, uniqueEmail, waitForAuthEmulator, type FakeIdentity } from './accounts-helpers.ts';
import { waitForIslands } from './support.ts';

/**
 * Social sign-in through the Firebase Auth emulator that npm start runs: the storefront opens the
 * provider's popup, the emulator's fake provider page answers, and POST /social-login takes over.
 */
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 20_000 };
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.beforeAll(async ({ request }) => {
  await waitForAuthEmulator(request);
});

async function openDialog(page: Page, which: 'LOG IN' | 'REGISTER', path = '/faq'): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  await page.getByRole('banner').getByRole('button', { name: which }).click();
}

async function logOutFromMenu(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, slow);
  await expect(page.getByRole('banner').getByRole('button', { name: 'LOG IN' })).toBeVisible(slow);
  await expect.poll(() => storedAuthenticatorId(page), slow).toBeNull();
  await waitForIslands(page);
}

/** First social sign-in of a new shopper: details are missing, so /register completes it. */
async function signUpWith(page: Page, buttonName: string, identity: FakeIdentity, mobile = '87654321'): Promise<void> {
  await signInThroughPopup(page, () => page.getByRole('button', { name: buttonName, exact: true }).click(), identity);
  await expect(page).toHaveURL(/\/register\?date=\d+$/, slow);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByLabel('Full name')).toHaveValue(identity.name);
  await expect(main.getByLabel('Email')).toHaveValue(identity.email);
  await expect(main.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(main.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(main.getByLabel('Phone code')).toHaveValue('+65');
  await main.getByLabel('Mobile', { exact: true }).fill(mobile);
  await main.getByRole('button', { name: 'REGISTER', exact: true }).click();
}

for (const [provider, label] of [
  ['google', 'Google'],
  ['facebook', 'Facebook'],
  ['apple', 'Apple'],
] as const) {
  test(`${label}: a new shopper finishes on /register and is signed in; next time the popup alone signs in`, async ({ page }) => {
    const identity = { email: uniqueEmail(provider), name: `${label} Patron` };
    const sdkLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/social-auth.')) sdkLoads.push(request.url());
    });
    await openDialog(page, 'REGISTER');
    expect(sdkLoads).toEqual([]);
    await signUpWith(page, `Continue with ${label}`, identity);
    expect(sdkLoads.length).toBeGreaterThan(0); // loaded when the shopper chose the provider
    // From /register, a successful sign-in goes to /.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, slow);
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(identity.name) })).toBeVisible(slow);
    const accountId = await storedAuthenticatorId(page);
    expect(accountId).toEqual(expect.any(Number));

    await logOutFromMenu(page, new RegExp(identity.name));
    expect(await storedAuthenticatorId(page)).toBeNull();

    await openDialog(page, 'LOG IN');
    await signInThroughPopup(page, () => page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: label, exact: true }).click(), identity);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0, slow);
    await expect(page).toHaveURL(/\/faq$/); // elsewhere, login keeps the shopper on the page
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(identity.name) })).toBeVisible(slow);
    expect(await storedAuthenticatorId(page)).toBe(accountId);
  });
}

test('Apple with a hidden email: Access denied, then the email typed on /register is activated by mail', async ({ page, request }) => {
  const relay = `${uniqueEmail('hidden').split('@')[0] ?? 'hidden'}@privaterelay.appleid.com`;
  const realEmail = uniqueEmail('apple-typed');
  await openDialog(page, 'LOG IN');
  await signInThroughPopup(page, () => page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Apple', exact: true }).click(), {
    email: relay,
    name: 'Ines Duarte',
  });
  await expect(toast(page)).toContainText('Access denied', slow);
  await expect(toast(page)).toContainText('We could not retrieve your email address from Apple. Please create an account with your email address.');
  await expect(page).toHaveURL(/\/register\?date=\d+$/, slow);
  // Carried to /register (stores/toasts.ts): the toaster wakes by itself, with no input, to show the rest of its life.
  await expect(toast(page)).toContainText('Access denied', slow);
  await waitForIslands(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue('');
  await expect(main.getByLabel('Email')).not.toHaveAttribute('readonly', '');

  await main.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(main.getByText('This field is required')).toHaveCount(2); // email and mobile
  await main.getByLabel('Email').fill(realEmail);
  await main.getByLabel('Mobile', { exact: true }).fill('90001111');
  await main.getByRole('button', { name: 'REGISTER', exact: true }).click();
  // A typed email proves nothing: the account waits for the mailed link.
  await expect(main.getByText(`We have sent an activation link to ${realEmail}.`)).toBeVisible(slow);
  await main.getByRole('button', { name: 'Resend email' }).click();
  await expect(toast(page)).toContainText('Verification email has been sent');

  await page.goto(linkIn(await mailTo(request, realEmail, /Activate/), /\/activate\?token=/));
  await waitForIslands(page);
  await expect(toast(page)).toContainText('Your account is activated');
  await signInThroughPopup(page, () => page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Apple', exact: true }).click(), {
    email: relay,
    name: 'Ines Duarte',
  });
  await expect(page.getByRole('banner').getByRole('button', { name: /Ines Duarte/ })).toBeVisible(slow);
  expect(await storedAuthenticatorId(page)).toEqual(expect.any(Number));
});

test('account linking: Facebook with the email of a Google account asks to join, links, and signs in to that account', async ({ page }) => {
  const email = uniqueEmail('linked');
  const google = { email, name: 'Valentina Rossi' };
  await openDialog(page, 'REGISTER');
  await signUpWith(page, 'Continue with Google', google);
  // From /register, a successful sign-in goes to /: open the menu there, not on the page being left.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, slow);
  await expect(page.getByRole('banner').getByRole('button', { name: /Valentina Rossi/ })).toBeVisible(slow);
  const accountId = await storedAuthenticatorId(page);
  await logOutFromMenu(page, /Valentina Rossi/);

  // Facebook does not vouch for the email, so Firebase refuses it as a second account for it.
  const facebook = { email, name: 'Valentina R.', emailVerified: false };
  const loginWithFacebook = () => page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Facebook', exact: true }).click();
  await openDialog(page, 'LOG IN');
  await signInThroughPopup(page, loginWithFacebook, facebook);
  await expect(toast(page)).toContainText('You have already logged in using your Google account under the same email address.', slow);
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Would you like to join these account?')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await storedAuthenticatorId(page)).toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'LOG IN' }).click();
  await signInThroughPopup(page, loginWithFacebook, facebook);
  await expect(confirm).toBeVisible(slow);
  // Joining signs in with the earlier provider, Google, and links Facebook to it.
  await signInThroughPopup(page, () => confirm.getByRole('button', { name: 'Yes, join accounts' }).click(), google);
  await expect(confirm).toHaveCount(0, slow);
  await expect(page.getByRole('banner').getByRole('button', { name: /Valentina Rossi/ })).toBeVisible(slow);
  expect(await storedAuthenticatorId(page)).toBe(accountId);

  // From now on Facebook alone opens the same account.
  await logOutFromMenu(page, /Valentina Rossi/);
  await openDialog(page, 'LOG IN');
  await signInThroughPopup(page, loginWithFacebook, { email, name: 'Valentina R.' });
  await expect(page.getByRole('banner').getByRole('button', { name: /Valentina Rossi/ })).toBeVisible(slow);
  expect(await storedAuthenticatorId(page)).toBe(accountId);
});
