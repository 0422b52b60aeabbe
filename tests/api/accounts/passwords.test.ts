import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, KDF, verifyPassword } from '../../../src/server/accounts/passwords.ts';

describe('password hashing', () => {
  it('uses PBKDF2-HMAC-SHA256, 6 passes of 100,000 iterations, a 16-byte salt and a 32-byte hash', async () => {
    const started = performance.now();
    const stored = await hashPassword('Kelly 28 Sellier');
    const elapsed = performance.now() - started;
    console.info(`one password hash (${KDF.passes} x ${KDF.iterationsPerPass} iterations): ${elapsed.toFixed(0)} ms`);
    const [name, params, salt, hash] = stored.split('$');
    expect(name).toBe('pbkdf2-sha256');
    expect(params).toBe('6x100000');
    expect(salt).toHaveLength(22); // 16 bytes in base64url
    expect(hash).toHaveLength(43); // 32 bytes in base64url
    expect(KDF.passes * KDF.iterationsPerPass).toBeGreaterThanOrEqual(600_000);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Kelly 28 Sellier');
    expect(await verifyPassword('Kelly 28 Sellier', stored)).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword('kelly 28 sellier', stored)).ok).toBe(false);
    expect((await verifyPassword('', stored)).ok).toBe(false);
  });

  it('matches composed and decomposed accents (NFKC)', async () => {
    const stored = await hashPassword('Herm\u00e8s');
    expect((await verifyPassword('Herme\u0300s', stored)).ok).toBe(true);
  });

  it.each([
    ['no hash', null],
    ['another scheme', 'bcrypt$2b$12$abc'],
    ['too many passes', 'pbkdf2-sha256$99x100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['too many iterations', 'pbkdf2-sha256$1x5000000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short hash', 'pbkdf2-sha256$6x100000$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
    ['bad base64', 'pbkdf2-sha256$6x100000$!!!!$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s without throwing', async (_name, stored) => {
    expect(await verifyPassword('anything', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('compares bytes without an early exit', () => {
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false);
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2))).toBe(false);
    expect(constantTimeEqual(new Uint8Array(), new Uint8Array())).toBe(true);
  });
});
