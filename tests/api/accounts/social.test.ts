import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/lib/contract/users.ts';
import { googleSigningKeys, GOOGLE_SECURETOKEN_JWKS_URL, maxAgeSeconds } from '../../../src/server/accounts/firebase/google-keys.ts';
import { setSigningKeySource } from '../../../src/server/accounts/firebase/id-token.ts';
import type { SigningKeySource } from '../../../src/server/accounts/firebase/google-keys.ts';
import {
  activate,
  api,
  emulatorIdToken,
  expectError,
  guestToken,
  type IdTokenClaims,
  login,
  outbox,
  registerUser,
  signedIdToken,
  testEnv,
  uniqueEmail,
} from './helpers.ts';
import { createTestSigningKey, keySetAnswer, type TestSigningKey } from './test-signing-key.ts';
import type { Env } from '../../../src/server/env.ts';

const uid = () => `uid${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 28);

function socialLogin(json: Record<string, unknown>, options: { env?: Env; token?: string } = {}) {
  return api('/social-login', { method: 'POST', json: { uuid: crypto.randomUUID(), ...json }, ...options });
}

/** A Google sign-in through the emulator: verified email, name from the provider. */
function googleSignIn(claims: IdTokenClaims = {}, extra: Record<string, unknown> = {}) {
  const email = claims.email ?? uniqueEmail('google');
  const token = emulatorIdToken({ email, name: 'Amelia Wong', provider: 'google.com', ...claims });
  return { email, token, body: { email, full_name: 'Amelia Wong', token, provider: 'google', ...extra } };
}

async function accessToken(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { access_token: string } };
  expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return body.data.access_token;
}

async function me(token: string): Promise<CurrentUser> {
  return ((await (await api('/v1/users/me', { token })).json()) as { data: CurrentUser }).data;
}

describe('POST /social-login with the Auth emulator', () => {
  it('asks a new shopper for mobile and phone code (MISSING_INFO_ERROR), then signs them up and in', async () => {
    const { email, body } = googleSignIn({ sub: uid() });
    await expectError(await socialLogin(body), 422, 'MISSING_INFO_ERROR', 'mobile number and phone code');
    const guest = await guestToken();
    const token = await accessToken(await socialLogin({ ...body, mobile: '9876 5432', phone_code: '+65' }, { token: guest }));
    expect(await me(token)).toMatchObject({
      email,
      full_name: 'Amelia Wong',
      mobile: '98765432',
      phone_code: '+65',
      providers: ['google'],
      has_password: false,
    });
    // The guest session was upgraded: its token no longer works.
    await expectError(await api('/v1/users/me', { token: guest }), 401, 'UNAUTHORIZED');
  });

  it('signs a returning Firebase user in without asking again', async () => {
    const sub = uid();
    const { body } = googleSignIn({ sub });
    const first = await me(await accessToken(await socialLogin({ ...body, mobile: '98765432', phone_code: '+65' })));
    const again = await me(await accessToken(await socialLogin({ ...body, full_name: '', email: '' })));
    expect(again.id).toBe(first.id);
  });

  it("uses the token's email, not the one in the body", async () => {
    const { email, body } = googleSignIn({ sub: uid() });
    const token = await accessToken(await socialLogin({ ...body, email: 'someone-else@example.com', mobile: '98765432', phone_code: '+65' }));
    expect((await me(token)).email).toBe(email);
  });

  it('takes the name from the provider when the body has none, and asks for it when neither has one', async () => {
    const withName = googleSignIn({ sub: uid() });
    const token = await accessToken(await socialLogin({ ...withName.body, full_name: '', mobile: '98765432', phone_code: '+65' }));
    expect((await me(token)).full_name).toBe('Amelia Wong');
    const email = uniqueEmail();
    const nameless = emulatorIdToken({ sub: uid(), email, provider: 'facebook.com' });
    await expectError(
      await socialLogin({ email, full_name: '', token: nameless, provider: 'facebook', mobile: '98765432', phone_code: '+65' }),
      422,
      'MISSING_INFO_ERROR',
      'full name',
    );
  });

  it('links a provider-verified email to the existing email account and activates it', async () => {
    const { email, password } = await registerUser();
    const { body } = googleSignIn({ sub: uid(), email });
    const token = await accessToken(await socialLogin(body));
    expect(await me(token)).toMatchObject({ email, providers: ['google'], has_password: true });
    expect((await login(email, password)).status).toBe(200);
  });

  it('refuses to link a typed (unverified) email to an existing account', async () => {
    const { email } = await registerUser();
    await activate(email);
    const token = emulatorIdToken({ sub: uid(), email: 'abc@privaterelay.appleid.com', provider: 'apple.com' });
    await expectError(
      await socialLogin({ email, full_name: 'Eve', token, provider: 'apple', mobile: '98765432', phone_code: '+65' }),
      400,
      'VALIDATION',
      'already exists',
    );
  });

  it('discards Apple relay emails: no email at all is MISSING_INFO_ERROR about the email', async () => {
    const token = emulatorIdToken({ sub: uid(), email: 'q7x2@privaterelay.appleid.com', provider: 'apple.com' });
    await expectError(
      await socialLogin({ email: 'q7x2@privaterelay.appleid.com', full_name: 'Mei Lin', token, provider: 'apple' }),
      422,
      'MISSING_INFO_ERROR',
      'We could not retrieve your email address from Apple.',
    );
    const relayRows = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email LIKE '%privaterelay.appleid.com'").first<{ n: number }>();
    expect(relayRows?.n).toBe(0);
  });

  it('signs up with a typed email when the provider gave none, after activation by mail (ACCOUNT_ACTIVATION)', async () => {
    const sub = uid();
    const email = uniqueEmail('apple');
    const token = emulatorIdToken({ sub, provider: 'apple.com', email_verified: false });
    const body = { email, full_name: 'Mei Lin', token, provider: 'apple', mobile: '98765432', phone_code: '+65' };
    const answer = await expectError(await socialLogin(body), 403, 'ACCOUNT_ACTIVATION');
    expect(answer.error.resend_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await expectError(await socialLogin(body), 403, 'ACCOUNT_ACTIVATION');
    expect((await outbox(email))[0]?.subject).toBe('Activate your Reluxe account');
    expect((await activate(email)).headers.get('Location')).toBe('http://127.0.0.1/?activated=1&login=1');
    const signedIn = await me(await accessToken(await socialLogin({ email: '', full_name: '', token, provider: 'apple' })));
    expect(signedIn).toMatchObject({ email, providers: ['apple'] });
  });

  it('answers VALIDATION for a sign-in provider outside Google, Facebook and Apple', async () => {
    const token = emulatorIdToken({ sub: uid(), email: uniqueEmail(), provider: 'password' });
    await expectError(await socialLogin({ email: '', full_name: 'A', token, provider: 'google' }), 400, 'VALIDATION', 'not supported');
  });

  it.each<[string, IdTokenClaims]>([
    ['another audience', { aud: 'someone-elses-project' }],
    ['another issuer', { iss: 'https://securetoken.google.com/someone-elses-project' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 10 }],
    ['a token issued in the future', { iat: Math.floor(Date.now() / 1000) + 3600 }],
    ['an empty subject', { sub: '' }],
  ])('refuses %s with 400 VALIDATION', async (_name, claims) => {
    const { body } = googleSignIn({ sub: uid(), ...claims });
    await expectError(await socialLogin(body), 400, 'VALIDATION', 'could not be verified');
  });

  it('refuses emulator tokens when no emulator is configured', async () => {
    const { body } = googleSignIn({ sub: uid() });
    await expectError(await socialLogin(body, { env: testEnv({ FIREBASE_AUTH_EMULATOR_HOST: undefined }) }), 400, 'VALIDATION');
  });

  it('refuses emulator tokens in production even with an emulator host set', async () => {
    const { body } = googleSignIn({ sub: uid() });
    await expectError(await socialLogin(body, { env: testEnv({ ENVIRONMENT: 'production' }) }), 400, 'VALIDATION');
    await expectError(await socialLogin(body, { env: testEnv({ ENVIRONMENT: undefined }) }), 400, 'VALIDATION');
  });

  it('answers 503 when no Firebase project is configured', async () => {
    const { body } = googleSignIn({ sub: uid() });
    await expectError(await socialLogin(body, { env: testEnv({ FIREBASE_PROJECT_ID: undefined }) }), 503, 'UPSTREAM_ERROR');
  });

  it.each([
    ['not a JWT', 'abc'],
    ['garbage segments', 'a.b.c'],
    ['an unsigned token with a signature', `${emulatorIdToken({ sub: 'x' })}c2ln`],
  ])('refuses %s with 400 VALIDATION', async (_name, token) => {
    await expectError(await socialLogin({ email: '', full_name: '', token, provider: 'google' }), 400, 'VALIDATION');
  });

  it.each([
    ['no token', { provider: 'google' }, 'The sign-in token is required.'],
    ['an unknown provider', { token: 'a.b.c', provider: 'twitter' }, 'Provider must be google, facebook or apple.'],
    ['a numeric email', { token: 'a.b.c', provider: 'google', email: 5 }, 'Email must be a string.'],
  ])('refuses %s with 400 VALIDATION', async (_name, json, message) => {
    await expectError(await socialLogin(json), 400, 'VALIDATION', message);
  });

  it('refuses malformed JSON with 400 VALIDATION', async () => {
    await expectError(await api('/social-login', { method: 'POST', body: '{"token":' }), 400, 'VALIDATION', 'valid JSON');
  });
});

describe('POST /social-login with Google-signed (RS256) tokens', () => {
  let key: TestSigningKey;
  let restore: SigningKeySource | null = null;
  let fetches = 0;
  let clock = Date.now();
  const production = () => testEnv({ ENVIRONMENT: 'production', FIREBASE_AUTH_EMULATOR_HOST: undefined });

  beforeAll(async () => {
    key = await createTestSigningKey();
  });

  function usePublishedTestKeys(maxAge = 3600) {
    fetches = 0;
    const source = googleSigningKeys({
      now: () => clock,
      fetch: async (input) => {
        fetches++;
        expect(String(input)).toBe(GOOGLE_SECURETOKEN_JWKS_URL);
        return keySetAnswer([key.publicJwk('test-kid')], maxAge);
      },
    });
    restore = setSigningKeySource(source);
  }

  afterEach(() => {
    if (restore) setSigningKeySource(restore);
    restore = null;
  });

  it('verifies the signature against the published key, in production too', async () => {
    usePublishedTestKeys();
    const email = uniqueEmail('signed');
    const token = await signedIdToken(key.privateKey, 'test-kid', { sub: uid(), email, name: 'Signed Shopper' });
    const answer = await socialLogin(
      { email, full_name: 'Signed Shopper', token, provider: 'google', mobile: '98765432', phone_code: '+65' },
      { env: production() },
    );
    expect((await me(await accessToken(answer))).email).toBe(email);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    usePublishedTestKeys();
    const token = await signedIdToken(key.privateKey, 'test-kid', { sub: uid(), email: uniqueEmail() });
    const [header, , signature] = token.split('.');
    const forged = emulatorIdToken({ sub: uid(), email: 'victim@example.com' }).split('.')[1];
    await expectError(
      await socialLogin({ email: '', full_name: 'X', token: `${header}.${forged}.${signature}`, provider: 'google' }, { env: production() }),
      400,
      'VALIDATION',
    );
  });

  it('refuses a token signed by another key or naming an unknown kid', async () => {
    usePublishedTestKeys();
    const other = await createTestSigningKey();
    const wrongKey = await signedIdToken(other.privateKey, 'test-kid', { sub: uid(), email: uniqueEmail() });
    await expectError(await socialLogin({ email: '', full_name: 'X', token: wrongKey, provider: 'google' }, { env: production() }), 400, 'VALIDATION');
    const unknownKid = await signedIdToken(key.privateKey, 'other-kid', { sub: uid(), email: uniqueEmail() });
    await expectError(await socialLogin({ email: '', full_name: 'X', token: unknownKid, provider: 'google' }, { env: production() }), 400, 'VALIDATION');
  });

  it('keeps the keys for their max-age, then fetches them again', async () => {
    clock = Date.now();
    usePublishedTestKeys(600);
    const sign = async () => signedIdToken(key.privateKey, 'test-kid', { sub: uid(), email: uniqueEmail() });
    const body = async () => ({ email: '', full_name: 'Cached', token: await sign(), provider: 'google', mobile: '98765432', phone_code: '+65' });
    await accessToken(await socialLogin(await body(), { env: production() }));
    await accessToken(await socialLogin(await body(), { env: production() }));
    expect(fetches).toBe(1);
    clock += 601_000;
    await accessToken(await socialLogin(await body(), { env: production() }));
    expect(fetches).toBe(2);
  });

  it("answers 503 when Google's keys cannot be fetched", async () => {
    restore = setSigningKeySource(googleSigningKeys({ fetch: async () => new Response('unavailable', { status: 503 }) }));
    const token = await signedIdToken(key.privateKey, 'test-kid', { sub: uid(), email: uniqueEmail() });
    await expectError(await socialLogin({ email: '', full_name: 'X', token, provider: 'google' }, { env: production() }), 503, 'UPSTREAM_ERROR');
  });

  it('reads max-age from Cache-Control', () => {
    expect(maxAgeSeconds('public, max-age=19302, must-revalidate, no-transform')).toBe(19302);
    expect(maxAgeSeconds('no-cache')).toBeNull();
    expect(maxAgeSeconds(null)).toBeNull();
  });
});
