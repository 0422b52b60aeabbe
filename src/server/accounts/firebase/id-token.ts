/**
 * Verifies a Firebase ID token as Firebase documents it for third-party JWT libraries, with jose:
 * RS256 signed by one of Google's published keys (kid), aud = project id,
 * iss = https://securetoken.google.com/<project id>, exp in the future, iat and auth_time in the past,
 * sub a non-empty string of at most 128 characters. The Auth emulator signs nothing (alg "none"); such
 * tokens are accepted only when the caller says the emulator is configured, and every claim is still
 * checked, by the same rules.
 */
import { decodeProtectedHeader, type JWTClaimVerificationOptions, type JWTPayload, jwtVerify, UnsecuredJWT } from 'jose';
import { googleSigningKeys, KeySourceUnavailableError, type SigningKeySource } from './google-keys.ts';

export interface FirebaseIdentity {
  /** Firebase uid (sub). */
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** e.g. 'google.com', 'facebook.com', 'apple.com'. */
  signInProvider: string | null;
}

export interface VerifyIdTokenOptions {
  projectId: string;
  acceptEmulatorTokens: boolean;
  keySource: SigningKeySource;
  nowSeconds: number;
}

/** The token is not a valid Firebase ID token for this project; the reason is for logs, not shoppers. */
export class IdTokenError extends Error {}

/** Clocks drift a little between Google and the edge: iat and auth_time may be this far ahead. */
const CLOCK_SKEW_SECONDS = 60;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The signature (RS256 on Google's keys) or, for the local emulator only, its unsigned token; then jose's claim checks. */
async function verifiedPayload(token: string, options: VerifyIdTokenOptions): Promise<JWTPayload> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw new IdTokenError('Not a JWT');
  }
  const claims: JWTClaimVerificationOptions = {
    issuer: `https://securetoken.google.com/${options.projectId}`,
    audience: options.projectId,
    currentDate: new Date(options.nowSeconds * 1000),
    requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
  };
  if (alg === 'none') {
    if (!options.acceptEmulatorTokens) throw new IdTokenError('Unsigned token while the emulator is not configured');
    return UnsecuredJWT.decode(token, claims).payload;
  }
  return (await jwtVerify(token, options.keySource, { ...claims, algorithms: ['RS256'] })).payload;
}

export async function verifyFirebaseIdToken(token: string, options: VerifyIdTokenOptions): Promise<FirebaseIdentity> {
  let payload: JWTPayload;
  try {
    payload = await verifiedPayload(token, options);
  } catch (error) {
    if (error instanceof IdTokenError || error instanceof KeySourceUnavailableError) throw error;
    // jose's refusals (bad signature, unknown kid, expired, wrong aud or iss, malformed) and anything else it throws.
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'ERR_INVALID';
    throw new IdTokenError(`${code}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const now = options.nowSeconds;
  // jose accepts an audience list that contains the project; Firebase's aud is the project itself.
  if (payload.aud !== options.projectId) throw new IdTokenError('Wrong audience');
  const iat = seconds(payload.iat);
  if (iat === null || iat > now + CLOCK_SKEW_SECONDS) throw new IdTokenError('Issued in the future');
  const authTime = seconds(payload.auth_time);
  if (authTime === null || authTime > now + CLOCK_SKEW_SECONDS) throw new IdTokenError('Authenticated in the future');
  const uid = text(payload.sub);
  if (!uid || uid.length > 128) throw new IdTokenError('Bad subject');

  const firebase = typeof payload.firebase === 'object' && payload.firebase !== null ? (payload.firebase as Record<string, unknown>) : {};
  return {
    uid,
    email: text(payload.email),
    emailVerified: payload.email_verified === true,
    name: text(payload.name),
    signInProvider: text(firebase.sign_in_provider),
  };
}

let keySource: SigningKeySource = googleSigningKeys();

/** Google's keys by default; tests and other deployments may supply their own. Returns the previous source. */
export function setSigningKeySource(source: SigningKeySource): SigningKeySource {
  const previous = keySource;
  keySource = source;
  return previous;
}

export function currentSigningKeySource(): SigningKeySource {
  return keySource;
}
