import { expect, test, type Page } from '@playwright/test';
import { URL_CHANGE_EVENT } from '../../src/lib/navigation/history.ts';
import { expectScrollLocked, LOOK, MOBILE, pageAtRest, waitForIslands, withWebFont } from './support.ts';

/** 25rem at the 16 px root size (spec section 9). */
const DIALOG_WIDTH = 400;

async function openDialogs(page: Page): Promise<number> {
  return page.locator('dialog[open]').count();
}

test.describe('sign-in dialogs (desktop)', () => {
  test('?login=1 opens login; exactly one of login, register and forgot-password shows at a time', async ({ page }) => {
    // Firebase loads only when a shopper chooses a provider.
    const firebaseLoads: string[] = [];
    page.on('request', (request) => {
      if (/social-auth|firebase/i.test(request.url())) firebaseLoads.push(request.url());
    });
    await page.goto('/faq?login=1');
    await waitForIslands(page);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    expect((await login.boundingBox())?.width).toBe(DIALOG_WIDTH);
    expect(await login.getByLabel('Email').evaluate((input) => document.activeElement === input)).toBe(true);
    await expect(login.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(login.getByText('Other Log in options')).toBeVisible();
    for (const provider of ['Google', 'Facebook', 'Apple']) {
      await expect(login.getByRole('button', { name: provider, exact: true })).toBeVisible();
    }
    await expect(login.getByText("Don't have an account?")).toBeVisible();
    expect(await openDialogs(page)).toBe(1);

    await login.getByRole('button', { name: 'Sign up' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register).toBeVisible();
    await expect(login).toHaveCount(0);
    expect((await register.boundingBox())?.width).toBe(DIALOG_WIDTH);
    for (const provider of ['Google', 'Facebook', 'Apple']) {
      await expect(register.getByRole('button', { name: `Continue with ${provider}` })).toBeVisible();
    }
    await expect(register.getByRole('link', { name: 'Continue with Email' })).toHaveAttribute('href', /^\/register\?date=\d+$/);
    await expect(register.getByText('Already have an account ?')).toBeVisible();
    expect(await openDialogs(page)).toBe(1);

    await register.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password?' });
    await expect(forgot).toBeVisible();
    await expect(forgot.getByText('Enter the email you used to create your account to reset your password.')).toBeVisible();
    expect(await openDialogs(page)).toBe(1);
    await forgot.getByRole('button', { name: 'Back to log in' }).click();
    await expect(login).toBeVisible();
    await expect(forgot).toHaveCount(0);

    await login.getByRole('button', { name: 'Close' }).click();
    expect(await openDialogs(page)).toBe(0);
    // The top bar's buttons open them too.
    await page.getByRole('banner').getByRole('button', { name: 'REGISTER' }).click();
    await expect(register).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(register).toHaveCount(0);
    expect(firebaseLoads).toEqual([]);
  });

  test('login validates on submit with the spec messages and sends nothing until valid', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls.push(request.url());
    });
    await page.goto('/?login=1');
    await waitForIslands(page);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const email = dialog.getByLabel('Email');
    const password = dialog.getByLabel('Password');
    const submit = dialog.getByRole('button', { name: 'LOG IN', exact: true });

    // Nothing is checked while typing.
    await email.fill('x');
    await expect(dialog.getByText('Email is not valid')).toHaveCount(0);
    await email.fill('');

    await submit.click();
    await expect(dialog.getByText('This field is required')).toHaveCount(2);
    await expect(email).toHaveClass(/is-invalid/);
    await expect(password).toHaveClass(/is-invalid/);

    await email.fill('not-an-email');
    await password.fill('anything');
    await submit.click();
    await expect(dialog.getByText('Email is not valid')).toBeVisible();
    await expect(dialog.getByText('This field is required')).toHaveCount(0);
    // The password field's invalid styling follows the email field's error (spec section 5).
    await expect(password).toHaveClass(/is-invalid/);

    await email.fill('shopper@example.com');
    await password.fill('');
    await submit.click();
    await expect(dialog.getByText('This field is required')).toHaveCount(1);
    await expect(email).not.toHaveClass(/is-invalid/);
    await expect(password).not.toHaveClass(/is-invalid/);

    expect(loginCalls).toEqual([]);
  });

  test('forgot-password: required on send; after sending, Check your email without back arrow or close', async ({ page }) => {
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/forgot-password')) sends.push(request.postData() ?? '');
    });
    await page.goto('/?login=1');
    await waitForIslands(page);
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password?' });
    await forgot.getByRole('button', { name: 'Send email' }).click();
    await expect(forgot.getByText('This field is required')).toBeVisible();
    expect(sends).toEqual([]);

    // The answer is the same whether or not an account has the email.
    await forgot.getByLabel('Email').fill('nobody-here@example.com');
    await forgot.getByRole('button', { name: 'Send email' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your email' });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText('We have sent an email to nobody-here@example.com to help you reset your password.');
    await expect(sent.getByRole('button', { name: 'Back to log in' })).toHaveCount(0);
    await expect(sent.getByRole('button', { name: 'Close' })).toHaveCount(0);
    expect(sends).toEqual([JSON.stringify({ email: 'nobody-here@example.com' })]);
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toHaveCount(0);
  });

  test('Continue with Email goes to /register?date=<unix time>; in-place URL changes close the register dialog', async ({ page }) => {
    await page.goto('/about-us');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'REGISTER' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register).toBeVisible();
    await page.evaluate((eventName) => {
      history.pushState(null, '', '/about-us?section=story');
      window.dispatchEvent(new Event(eventName));
    }, URL_CHANGE_EVENT);
    await expect(register).toHaveCount(0);

    await header.getByRole('button', { name: 'REGISTER' }).click();
    const before = Math.floor(Date.now() / 1000);
    await register.getByRole('link', { name: 'Continue with Email' }).click();
    await expect(page).toHaveURL(/\/register\?date=\d+$/);
    const date = Number(new URL(page.url()).searchParams.get('date'));
    expect(Math.abs(date - before)).toBeLessThan(60);
    await expect(page.getByRole('heading', { name: 'Register with email' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('sign-in dialogs (mobile)', () => {
  test.use({ viewport: MOBILE });

  test('full-screen and non-modal, with page scrolling blocked while open', async ({ page }) => {
    await page.goto('/faq?login=1');
    await waitForIslands(page);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    expect(await login.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
    expect(await login.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    await expectScrollLocked(page, true);
    // A shopper's scroll gesture does not move the page behind.
    await page.mouse.move(180, 700);
    const wheeled = page.evaluate(() => new Promise<void>((resolve) => window.addEventListener('wheel', () => resolve(), { once: true, capture: true })));
    await page.mouse.wheel(0, 600);
    await wheeled;
    await pageAtRest(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await login.getByRole('button', { name: 'Sign up' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    expect(await register.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
    await expectScrollLocked(page, true);

    await register.getByRole('button', { name: 'Close' }).click();
    await expectScrollLocked(page, false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('sign-in dialogs: look', () => {
  // Compared with the committed baselines (accounts-dialogs.spec.ts-snapshots/, Debian Chromium):
  // each dialog alone, so nothing of the page behind it can change the picture.
  for (const width of [375, 1440]) {
    test(`the dialogs match their baselines at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto('/?login=1');
      await waitForIslands(page);
      await withWebFont(page);
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('button', { name: 'LOG IN', exact: true }).click();
      await expect(login.getByText('This field is required').first()).toBeVisible();
      await expect(login).toHaveScreenshot(`login-${width}.png`, LOOK);
      await login.getByRole('button', { name: 'Sign up' }).click();
      const register = page.getByRole('dialog', { name: 'Register' });
      await expect(register).toBeVisible();
      await expect(register).toHaveScreenshot(`register-${width}.png`, LOOK);
      await register.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot Password?' });
      await expect(forgot).toBeVisible();
      await expect(forgot).toHaveScreenshot(`forgot-${width}.png`, LOOK);
    });
  }
});
