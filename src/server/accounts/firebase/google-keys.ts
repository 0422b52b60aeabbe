/**
 * Google's public keys for Firebase ID tokens, published as X.509 certificates keyed by kid and
 * cached for the Cache-Control max-age of the answer (Firebase's documented verification steps).
 */
import { derFromPem, spkiFromCertificate } from './x509.ts';

export const GOOGLE_SECURETOKEN_CERTS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Finds the RS256 verification key for a token's kid; null when there is none. */
export type SigningKeySource = (kid: string) => Promise<CryptoKey | null>;

export class KeySourceUnavailableError extends Error {}

/** When Google sends no max-age, keep the keys an hour (they rotate far more slowly). */
const DEFAULT_MAX_AGE_SECONDS = 3600;

export function maxAgeSeconds(cacheControl: string | null): number | null {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

export async function importCertificateKey(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', spkiFromCertificate(derFromPem(pem)), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
}

export function googleCertificateKeySource(options: { url?: string; fetch?: typeof fetch; now?: () => number } = {}): SigningKeySource {
  const url = options.url ?? GOOGLE_SECURETOKEN_CERTS_URL;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  let cache: { keys: Map<string, CryptoKey>; expiresAt: number } | null = null;
  let refreshing: Promise<Map<string, CryptoKey>> | null = null;

  async function refresh(): Promise<Map<string, CryptoKey>> {
    let res: Response;
    try {
      res = await fetchImpl(url);
    } catch (error) {
      throw new KeySourceUnavailableError(`Cannot fetch Google's signing keys: ${String(error)}`);
    }
    if (!res.ok) throw new KeySourceUnavailableError(`Google's signing keys answered ${res.status}`);
    const certificates: unknown = await res.json().catch(() => null);
    if (typeof certificates !== 'object' || certificates === null) throw new KeySourceUnavailableError('Unreadable signing keys');
    const keys = new Map<string, CryptoKey>();
    for (const [kid, pem] of Object.entries(certificates)) {
      if (typeof pem !== 'string') continue;
      try {
        keys.set(kid, await importCertificateKey(pem));
      } catch (error) {
        console.error('Skipping an unreadable signing certificate', kid, error);
      }
    }
    const maxAge = maxAgeSeconds(res.headers.get('Cache-Control')) ?? DEFAULT_MAX_AGE_SECONDS;
    cache = { keys, expiresAt: now() + maxAge * 1000 };
    return keys;
  }

  return async (kid) => {
    let keys = cache && now() < cache.expiresAt ? cache.keys : null;
    if (!keys) {
      // Concurrent requests share one fetch.
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      keys = await refreshing;
    }
    return keys.get(kid) ?? null;
  };
}
