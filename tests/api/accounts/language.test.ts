/**
 * The shopper's language in their profile and in the mails the built-in API sends (issue 26).
 * On workerd with D1: PATCH /v1/users/me { language }, the reset mail in the profile's language,
 * and a new account starting with the language chosen as a guest (the shopper_lang cookie).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/lib/contract/users.ts';
import { api, apiPath, expectError, mailedLink, outbox, signedInUser, STRONG_PASSWORD, uniqueEmail } from './helpers.ts';

async function me(token: string): Promise<CurrentUser> {
  const res = await api('/v1/users/me', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CurrentUser }).data;
}

function setLanguage(token: string, language: unknown) {
  return api('/v1/users/me', { method: 'PATCH', token, json: { language } });
}

async function resetMailTo(email: string) {
  expect((await api('/v2/forgot-password', { method: 'POST', json: { email } })).status).toBe(200);
  const mails = (await outbox(email)).filter((mail) => mail.links.some((link) => link.includes('/reset-password?token=')));
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe('the language in the profile', () => {
  it('is null until the shopper chooses one, then answered as a BCP 47 tag', async () => {
    const { token } = await signedInUser();
    expect((await me(token)).language).toBeNull();
    const res = await setLanguage(token, 'zh-Hans');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: CurrentUser }).data.language).toBe('zh-Hans');
    expect((await me(token)).language).toBe('zh-Hans');
  });

  it.each([
    ['ZH-HANT', 'zh-Hant'],
    [' ms ', 'ms'],
    ['en', 'en'],
  ])('takes %j in any letter case as %s', async (sent, kept) => {
    const { token } = await signedInUser();
    expect((await setLanguage(token, sent)).status).toBe(200);
    expect((await me(token)).language).toBe(kept);
  });

  it.each([
    ['a language the store does not speak', 'fr'],
    ['a region instead of a script', 'zh-HK'],
    ['an empty text', ''],
    ['a number', 7],
    ['null', null],
  ])('refuses %s with 400 VALIDATION, and keeps the language it had', async (_name, language) => {
    const { token } = await signedInUser();
    expect((await setLanguage(token, 'ms')).status).toBe(200);
    await expectError(await setLanguage(token, language), 400, 'VALIDATION', 'Language must be one of: en, zh-Hans, zh-Hant, ms.');
    expect((await me(token)).language).toBe('ms');
  });

  it('keeps what the database refuses out too (only the four locale codes)', async () => {
    const { email } = await signedInUser();
    await expect(env.DB.prepare("UPDATE users SET language = 'fr' WHERE email = ?").bind(email).run()).rejects.toThrow(/CHECK constraint failed/);
  });
});

describe('the password-reset mail speaks the profile language', () => {
  it.each([
    {
      language: 'zh-Hans',
      subject: '重设您的 Reluxe 密码',
      paragraphs: [
        'Grace Tan，您好：',
        '我们收到了重设您账户密码的请求。此链接仅可使用一次，1 小时内有效。',
        '如果这不是您本人的请求，请忽略这封邮件，您的密码将保持不变。',
      ],
      linkLead: '重设您的密码',
      button: '重设密码',
    },
    // English word for word, for an English profile and for one that names no language.
    ...(['en', null] as const).map((language) => ({
      language,
      subject: 'Reset your Reluxe password',
      paragraphs: [
        'Dear Grace Tan,',
        'We received a request to reset the password of your account. The link works once and for 1 hour.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
      linkLead: 'Reset your password',
      button: 'Reset password',
    })),
  ])('profile language $language', async ({ language, subject, paragraphs, linkLead, button }) => {
    const { email, token } = await signedInUser();
    if (language) expect((await setLanguage(token, language)).status).toBe(200);
    const mail = await resetMailTo(email);
    expect(mail?.subject).toBe(subject);
    const [link] = mail?.links ?? [];
    expect(mail?.text).toBe(`${paragraphs.join('\n\n')}\n\n${linkLead}: ${link}\n`);
    expect(mail?.html).toContain(`<html lang="${language ?? 'en'}">`);
    expect(mail?.html).toContain(`>${button}</a>`);
  });

  it.each([
    ['ms', '/ms/reset-password'],
    ['zh-Hant', '/zh-hant/reset-password'],
    ['en', '/reset-password'],
  ])('its link opens the page in the mail’s language: %s → %s', async (language, path) => {
    const { email, token } = await signedInUser();
    expect((await setLanguage(token, language)).status).toBe(200);
    const [link] = (await resetMailTo(email))?.links ?? [];
    expect(new URL(link ?? '').pathname).toBe(path);
  });
});

describe('a new account starts with the language chosen as a guest', () => {
  async function register(email: string, cookie?: string) {
    const res = await api('/v2/users/register', {
      method: 'POST',
      json: { full_name: 'Mei Ling', email, mobile: '91234567', phone_code: '+65', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
      ...(cookie ? { headers: { Cookie: cookie } } : {}),
    });
    expect(res.status).toBe(201);
  }

  async function languageOf(email: string): Promise<string | null> {
    const row = await env.DB.prepare('SELECT language FROM users WHERE email = ?').bind(email).first<{ language: string | null }>();
    return row?.language ?? null;
  }

  it('saves the shopper_lang cookie to the profile and mails the activation link in it', async () => {
    const email = uniqueEmail('mei');
    await register(email, 'shopper_prefs=x; shopper_lang=zh-hant');
    expect(await languageOf(email)).toBe('zh-hant');
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('請啟用你的 Reluxe 帳戶');
    expect(mail?.text.startsWith('Mei Ling，你好：\n\n歡迎來到 Reluxe。')).toBe(true);
  });

  it('ignores a cookie that names no language of ours: English, and nothing saved', async () => {
    const email = uniqueEmail('mei');
    await register(email, 'shopper_lang=fr');
    expect(await languageOf(email)).toBeNull();
    expect((await outbox(email))[0]?.subject).toBe('Activate your Reluxe account');
  });

  it("mails the owner of a taken address in the owner's language, not the caller's", async () => {
    const { email, token } = await signedInUser();
    expect((await setLanguage(token, 'ms')).status).toBe(200);
    await register(email, 'shopper_lang=zh-hans');
    const notice = (await outbox(email)).find((mail) => mail.links.some((link) => link.endsWith('/ms?login=1')));
    expect(notice?.subject).toBe('Seseorang cuba mendaftar dengan alamat e-mel Reluxe anda');
    expect(await languageOf(email)).toBe('ms');
  });
});

describe('the activation link lands in the account’s language (issue 26)', () => {
  async function registerIn(cookie: string): Promise<URL> {
    const email = uniqueEmail('act');
    const res = await api('/v2/users/register', {
      method: 'POST',
      json: { full_name: 'Mei Ling', email, mobile: '91234567', phone_code: '+65', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(201);
    return mailedLink(email, '/v1/users/activate');
  }

  it('on the home page of the profile’s language, with the login dialog; a used link on the browser’s language', async () => {
    const link = await registerIn('shopper_lang=zh-hant');
    // Clicked on another browser with no language chosen: the account's language still leads.
    const first = await api(apiPath(link));
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('http://127.0.0.1/zh-hant?activated=1&login=1');
    const reused = await api(apiPath(link), { headers: { Cookie: 'shopper_lang=ms' } });
    expect(reused.headers.get('Location')).toBe('http://127.0.0.1/ms?activated=0');
  });

  it('in English, as the spec says, for an account and a browser that name no language', async () => {
    const link = await registerIn('shopper_lang=fr');
    expect((await api(apiPath(link))).headers.get('Location')).toBe('http://127.0.0.1/?activated=1&login=1');
    expect((await api(apiPath(link))).headers.get('Location')).toBe('http://127.0.0.1/?activated=0');
  });
});
