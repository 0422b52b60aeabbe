/**
 * A throwaway RS256 key pair made by jose, its public half published the way Google publishes the
 * keys of Firebase ID tokens (a JSON Web Key Set), for key sources that fetch it.
 */
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface TestSigningKey {
  privateKey: CryptoKey;
  /** The public key as one entry of the published set (kid, alg RS256, use sig). */
  publicJwk: (kid: string) => JWK;
}

export async function createTestSigningKey(): Promise<TestSigningKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(pair.publicKey);
  return { privateKey: pair.privateKey, publicJwk: (kid) => ({ ...jwk, kid, alg: 'RS256', use: 'sig' }) };
}

/** The answer of Google's key set endpoint, holding the given keys. */
export function keySetAnswer(keys: JWK[], maxAge = 3600): Response {
  return Response.json({ keys }, { headers: { 'Cache-Control': `public, max-age=${maxAge}, must-revalidate, no-transform` } });
}
