/**
 * Password storage: PBKDF2-HMAC-SHA256 via Web Crypto, 16-byte random salt, 256-bit output,
 * 600,000 iterations of work in total (OWASP Password Storage Cheat Sheet, 2023+).
 *
 * Why chained passes: Cloudflare's runtime may refuse a single PBKDF2 call above 100,000 iterations
 * (workerd's checkKdfIterations; "iteration counts above 100000 are not supported"), so the 600,000
 * iterations run as 6 passes of 100,000, each keyed by the previous pass's 32-byte output. An attacker
 * still pays 600,000 HMAC-SHA256 evaluations per guess; with passes = 1 the format is plain PBKDF2.
 * Measured in workerd (vitest pool, this repo's 2-core box): about 95 ms per hash.
 *
 * Stored as `pbkdf2-sha256$<passes>x<iterations>$<salt b64url>$<hash b64url>`, so the work factor
 * can be raised later: a login with an older setting re-hashes the password (needsRehash).
 */
import { base64url } from '../http/crypto.ts';

export const KDF = { name: 'pbkdf2-sha256', passes: 6, iterationsPerPass: 100_000, saltBytes: 16, keyBits: 256 } as const;

// Bounds for parameters read back from the database: a tampered row must not buy unbounded CPU.
const MAX_PASSES = 12;
const MAX_ITERATIONS_PER_PASS = 100_000;

const encoder = new TextEncoder();

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array, passes: number, iterations: number): Promise<Uint8Array> {
  // NFKC so the same password typed on different keyboards (composed or decomposed accents) matches.
  let keyMaterial: Uint8Array = encoder.encode(password.normalize('NFKC'));
  for (let pass = 0; pass < passes; pass++) {
    const key = await crypto.subtle.importKey('raw', keyMaterial, 'PBKDF2', false, ['deriveBits']);
    const passSalt = new Uint8Array(salt.length + 1);
    passSalt.set(salt);
    passSalt[salt.length] = pass; // each pass gets its own salt: no two passes compute the same function
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: passSalt, iterations }, key, KDF.keyBits);
    keyMaterial = new Uint8Array(bits);
  }
  return keyMaterial;
}

/** Compares in time independent of where the bytes differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(KDF.saltBytes));
  const hash = await derive(password, salt, KDF.passes, KDF.iterationsPerPass);
  return `${KDF.name}$${KDF.passes}x${KDF.iterationsPerPass}$${base64url(salt)}$${base64url(hash)}`;
}

interface ParsedHash {
  passes: number;
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const [name, params, saltText, hashText, ...rest] = stored.split('$');
  if (name !== KDF.name || rest.length > 0 || !params || saltText === undefined || hashText === undefined) return null;
  const match = /^(\d{1,2})x(\d{1,7})$/.exec(params);
  const passes = Number(match?.[1]);
  const iterations = Number(match?.[2]);
  if (!(passes >= 1 && passes <= MAX_PASSES && iterations >= 1 && iterations <= MAX_ITERATIONS_PER_PASS)) return null;
  const salt = fromBase64url(saltText);
  const hash = fromBase64url(hashText);
  if (!salt || !hash || salt.length < 8 || hash.length !== KDF.keyBits / 8) return null;
  return { passes, iterations, salt, hash };
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash was made with other parameters than today's: store a fresh one after a successful login. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string | null): Promise<PasswordCheck> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    // No usable hash (social-only account, unknown email): spend the same time anyway so response
    // times do not tell which emails have a password.
    await derive(password, new Uint8Array(KDF.saltBytes), KDF.passes, KDF.iterationsPerPass);
    return { ok: false, needsRehash: false };
  }
  const candidate = await derive(password, parsed.salt, parsed.passes, parsed.iterations);
  const ok = constantTimeEqual(candidate, parsed.hash);
  return {
    ok,
    needsRehash: ok && (parsed.passes !== KDF.passes || parsed.iterations !== KDF.iterationsPerPass || parsed.salt.length !== KDF.saltBytes),
  };
}
