/**
 * Issue 26: a signed-in shopper's language goes to their profile, and the store's mails speak it.
 * The choice made as a guest is saved at sign-in; one made while signed in is saved on the next page;
 * the password-reset mail asked for through the forgot-password dialog (from any browser) is in the
 * profile's language.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CurrentUser } from '../../src/lib/contract/users.ts';
import { askForPasswordReset, createActiveAccount, mailTo, openLoginDialog, PASSWORD, submitLogin, uniqueEmail } from './accounts-helpers.ts';

// Sign-in hashes passwords with a deliberately slow KDF: allow for it.
test.describe.configure({ timeout: 90_000 });

/** The next profile update the page sends, and the language it saved. */
function savedLanguage(page: Page): Promise<string | null | undefined> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/v1/users/me') && response.request().method() === 'PATCH', { timeout: 30_000 })
    .then(async (response) => {
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: CurrentUser }).data.language;
    });
}

test('a language chosen as a guest is saved at sign-in, a later one too, and the reset mail speaks the profile language', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('lang');
  await createActiveAccount(request, { email });

  // As a guest: 简体中文 from the footer's language row (remembered in the shopper_lang cookie).
  await page.goto('/language/zh-hans?from=/about-us');
  await expect(page).toHaveURL(/\/zh-hans\/about-us$/);
  const saved = savedLanguage(page);
  await openLoginDialog(page);
  await submitLogin(page, email, PASSWORD);
  expect(await saved).toBe('zh-Hans');

  // From another browser, with no language remembered: the mail follows the profile.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await askForPasswordReset(otherPage, email);
  const mail = await mailTo(request, email, /密码/);
  expect(mail.subject).toBe('重设您的 Reluxe 密码');
  expect(mail.text).toContain('我们收到了重设您账户密码的请求。');
  await other.close();

  // Signed in, the shopper switches to Malay: the next page saves it.
  const savedAgain = savedLanguage(page);
  await page.goto('/language/ms?from=/about-us');
  await expect(page).toHaveURL(/\/ms\/about-us$/);
  expect(await savedAgain).toBe('ms');
});

test('a shopper who never chose a language gets the English reset mail, word for word', async ({ page, request }) => {
  const email = uniqueEmail('lang-en');
  await createActiveAccount(request, { email, fullName: 'Olivia Marchetti' });
  await askForPasswordReset(page, email);
  const mail = await mailTo(request, email, /password/);
  expect(mail.subject).toBe('Reset your Reluxe password');
  expect(mail.text).toBe(
    'Dear Olivia Marchetti,\n\n' +
      'We received a request to reset the password of your account. The link works once and for 1 hour.\n\n' +
      'If you did not ask for this, you can ignore this email: your password stays the same.\n\n' +
      `Reset your password: ${mail.links[0]}\n`,
  );
});

test('on a Traditional Chinese page the forgot-password dialog speaks Traditional Chinese', async ({ page, request }) => {
  const email = uniqueEmail('lang-hant');
  await createActiveAccount(request, { email });
  await page.goto('/zh-hant/about-us?login=1');
  const login = page.getByRole('dialog', { name: '登入' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: '忘記密碼？' }).click();
  const forgot = page.getByRole('dialog', { name: '忘記密碼？' });
  await expect(forgot.getByText('請輸入你建立帳戶時使用的電郵地址，我們會協助你重設密碼。')).toBeVisible();
  await expect(forgot.getByRole('button', { name: '返回登入' })).toBeVisible();
  await forgot.getByRole('button', { name: '發送電郵' }).click();
  await expect(forgot.getByText('此欄必須填寫')).toBeVisible();
  await forgot.getByLabel('電郵地址').fill(email);
  await forgot.getByRole('button', { name: '發送電郵' }).click();
  const sent = page.getByRole('dialog', { name: '請查看你的電郵' });
  await expect(sent).toContainText(`我們已發送電郵至 ${email}，協助你重設密碼。`);
  await sent.getByRole('button', { name: '完成' }).click();
  await expect(sent).toHaveCount(0);
});
