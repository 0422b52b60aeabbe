/**
 * Issue 35: Firebase ID tokens are verified with jose (jwtVerify on Google's published key set), with
 * tokens signed here by keys jose generates. Every refusal is an IdTokenError (a 400 at the door),
 * never a 5xx; the emulator's unsigned tokens pass only when the caller allows them, every claim checked.
 */
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { googleSigningKeys, KeySourceUnavailableError, type SigningKeySource } from '../../../src/server/accounts/firebase/google-keys.ts';
import { IdTokenError, verifyFirebaseIdToken } from '../../../src/server/accounts/firebase/id-token.ts';
import { emulatorIdToken, idTokenPayload, type IdTokenClaims } from './helpers.ts';
import { createTestSigningKey, keySetAnswer, type TestSigningKey } from './test-signing-key.ts';

const PROJECT_ID = 'demo-reluxe';
const KID = 'jose-test-kid';
let key: TestSigningKey;
let other: TestSigningKey;
let keys: SigningKeySource;

beforeAll(async () => {
  key = await createTestSigningKey();
  other = await createTestSigningKey();
  keys = googleSigningKeys({ fetch: async () => keySetAnswer([key.publicJwk(KID)]) });
});

const now = () => Math.floor(Date.now() / 1000);

/** A token signed with `signer` (the published key by default) over the claims helpers.ts makes. */
async function signed(claims: IdTokenClaims = {}, options: { signer?: TestSigningKey; kid?: string; alg?: string } = {}): Promise<string> {
  return new SignJWT(idTokenPayload(claims))
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
    .sign((options.signer ?? key).privateKey);
}

function verify(token: string, acceptEmulatorTokens = false) {
  return verifyFirebaseIdToken(token, { projectId: PROJECT_ID, acceptEmulatorTokens, keySource: keys, nowSeconds: now() });
}

describe('verifyFirebaseIdToken on jose', () => {
  it('accepts a valid token signed by a published key and reads the identity', async () => {
    const identity = await verify(await signed({ sub: 'uid-1', email: 'a@example.com', name: 'Ann', provider: 'apple.com' }));
    expect(identity).toEqual({ uid: 'uid-1', email: 'a@example.com', emailVerified: true, name: 'Ann', signInProvider: 'apple.com' });
  });

  it.each<[string, IdTokenClaims]>([
    ['expired', { exp: now() - 1 }],
    ['expiring this second', { exp: now() }],
    ['for another audience', { aud: 'another-project' }],
    ['from another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['from an issuer that is not securetoken', { iss: 'https://accounts.google.com' }],
    ['issued in the future', { iat: now() + 600 }],
    ['authenticated in the future', { auth_time: now() + 600 }],
    ['with an empty subject', { sub: '' }],
    ['with a subject over 128 characters', { sub: 'x'.repeat(129) }],
  ])('refuses a signed token %s', async (_name, claims) => {
    await expect(verify(await signed(claims))).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses a token naming a kid the published set does not have', async () => {
    await expect(verify(await signed({}, { kid: 'unknown-kid' }))).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses a token signed by another key under a published kid', async () => {
    await expect(verify(await signed({}, { signer: other }))).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await signed({ sub: 'uid-1', email: 'a@example.com' })).split('.');
    const forged = emulatorIdToken({ sub: 'uid-1', email: 'victim@example.com' }).split('.')[1];
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses an algorithm other than RS256 (HS256 under a published kid)', async () => {
    const token = await new SignJWT(idTokenPayload())
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .sign(new TextEncoder().encode('a shared secret of 32 bytes....!'));
    await expect(verify(token)).rejects.toBeInstanceOf(IdTokenError);
  });

  it.each(['', 'abc', 'a.b.c', 'a.b', '..', 'eyJhbGciOiJub25lIn0.e30.', 'eyJhbGciOiJSUzI1NiJ9.e30.AAAA'])('refuses the malformed token %j', async (token) => {
    await expect(verify(token, true)).rejects.toBeInstanceOf(IdTokenError);
  });

  it("answers KeySourceUnavailableError (a 503 at the door) when Google's keys cannot be had", async () => {
    const down = googleSigningKeys({ fetch: async () => new Response('unavailable', { status: 503 }) });
    const token = await signed();
    await expect(
      verifyFirebaseIdToken(token, { projectId: PROJECT_ID, acceptEmulatorTokens: false, keySource: down, nowSeconds: now() }),
    ).rejects.toBeInstanceOf(KeySourceUnavailableError);
  });
});

describe('the emulator path (alg none)', () => {
  it('refuses an unsigned token when the emulator is not allowed (production, or not on this machine)', async () => {
    await expect(verify(emulatorIdToken({ sub: 'uid-2' }), false)).rejects.toBeInstanceOf(IdTokenError);
  });

  it('accepts an unsigned token where the emulator is allowed', async () => {
    await expect(verify(emulatorIdToken({ sub: 'uid-2', email: 'b@example.com' }), true)).resolves.toMatchObject({ uid: 'uid-2', email: 'b@example.com' });
  });

  it.each<[string, IdTokenClaims]>([
    ['expired', { exp: now() - 1 }],
    ['for another audience', { aud: 'another-project' }],
    ['from another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['issued in the future', { iat: now() + 600 }],
    ['authenticated in the future', { auth_time: now() + 600 }],
    ['with an empty subject', { sub: '' }],
  ])('still checks every claim: refuses one %s', async (_name, claims) => {
    await expect(verify(emulatorIdToken(claims), true)).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses an unsigned token that carries a signature', async () => {
    await expect(verify(`${emulatorIdToken({ sub: 'uid-3' })}c2ln`, true)).rejects.toBeInstanceOf(IdTokenError);
  });

  it('refuses an unsigned token without exp', async () => {
    const payload = idTokenPayload({ sub: 'uid-4' });
    delete payload.exp;
    const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    await expect(verify(`${b64({ alg: 'none' })}.${b64(payload)}.`, true)).rejects.toBeInstanceOf(IdTokenError);
  });
});
