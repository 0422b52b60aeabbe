/**
 * Google's public keys for Firebase ID tokens, published as a JSON Web Key Set (the same keys as the
 * x509 certificates of Firebase's documented verification steps) and kept for the Cache-Control
 * max-age of the answer. jose (createLocalJWKSet) picks the key for a token's kid and imports it.
 */
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_SECURETOKEN_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Finds the verification key for a token's protected header (kid, alg); throws when there is none. */
export type SigningKeySource = JWTVerifyGetKey;

export class KeySourceUnavailableError extends Error {}

/** When Google sends no max-age, keep the keys an hour (they rotate far more slowly). */
const DEFAULT_MAX_AGE_SECONDS = 3600;

export function maxAgeSeconds(cacheControl: string | null): number | null {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

function isKeySet(value: unknown): value is JSONWebKeySet {
  return typeof value === 'object' && value !== null && Array.isArray((value as { keys?: unknown }).keys);
}

export function googleSigningKeys(options: { url?: string; fetch?: typeof fetch; now?: () => number } = {}): SigningKeySource {
  const url = options.url ?? GOOGLE_SECURETOKEN_JWKS_URL;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  let cache: { keys: JWTVerifyGetKey; expiresAt: number } | null = null;
  let refreshing: Promise<JWTVerifyGetKey> | null = null;

  async function refresh(): Promise<JWTVerifyGetKey> {
    let res: Response;
    try {
      res = await fetchImpl(url);
    } catch (error) {
      throw new KeySourceUnavailableError(`Cannot fetch Google's signing keys: ${String(error)}`);
    }
    if (!res.ok) throw new KeySourceUnavailableError(`Google's signing keys answered ${res.status}`);
    const keySet: unknown = await res.json().catch(() => null);
    if (!isKeySet(keySet)) throw new KeySourceUnavailableError('Unreadable signing keys');
    let keys: JWTVerifyGetKey;
    try {
      keys = createLocalJWKSet(keySet);
    } catch (error) {
      throw new KeySourceUnavailableError(`Unreadable signing keys: ${String(error)}`);
    }
    const maxAge = maxAgeSeconds(res.headers.get('Cache-Control')) ?? DEFAULT_MAX_AGE_SECONDS;
    cache = { keys, expiresAt: now() + maxAge * 1000 };
    return keys;
  }

  return async (header, token) => {
    let keys = cache && now() < cache.expiresAt ? cache.keys : null;
    if (!keys) {
      // Concurrent requests share one fetch.
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      keys = await refreshing;
    }
    return keys(header, token);
  };
}
