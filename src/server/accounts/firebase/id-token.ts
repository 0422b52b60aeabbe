/**
 * Verifies a Firebase ID token as Firebase documents it for third-party JWT libraries:
 * RS256 signed by one of Google's published keys (kid), aud = project id,
 * iss = https://securetoken.google.com/<project id>, exp in the future, iat and auth_time in the past,
 * sub a non-empty string. The Auth emulator signs nothing (alg "none"); such tokens are accepted
 * only when the caller says the emulator is configured, and every claim is still checked.
 */
import { googleCertificateKeySource, type SigningKeySource } from './google-keys.ts';

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

/** Clocks drift a little between Google and the edge. */
const CLOCK_SKEW_SECONDS = 60;

const decoder = new TextDecoder();
const encoder = new TextEncoder();

function base64urlBytes(segment: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new IdTokenError('Segment is not base64url');
  const padded = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
  } catch {
    throw new IdTokenError('Segment is not base64url');
  }
}

function jsonSegment(segment: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(base64urlBytes(segment)));
  } catch (error) {
    if (error instanceof IdTokenError) throw error;
    throw new IdTokenError('Segment is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new IdTokenError('Segment is not a JSON object');
  return value as Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function verifyFirebaseIdToken(token: string, options: VerifyIdTokenOptions): Promise<FirebaseIdentity> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError('Not a JWT');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = jsonSegment(headerPart);
  const payload = jsonSegment(payloadPart);

  if (header.alg === 'none') {
    if (!options.acceptEmulatorTokens) throw new IdTokenError('Unsigned token while the emulator is not configured');
    if (signaturePart !== '') throw new IdTokenError('Unsigned token with a signature');
  } else if (header.alg === 'RS256') {
    const kid = text(header.kid);
    if (!kid) throw new IdTokenError('No kid');
    const key = await options.keySource(kid);
    if (!key) throw new IdTokenError(`Unknown kid ${kid}`);
    const valid = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64urlBytes(signaturePart), encoder.encode(`${headerPart}.${payloadPart}`));
    if (!valid) throw new IdTokenError('Bad signature');
  } else {
    throw new IdTokenError(`Unsupported alg ${String(header.alg)}`);
  }

  const now = options.nowSeconds;
  if (payload.aud !== options.projectId) throw new IdTokenError('Wrong audience');
  if (payload.iss !== `https://securetoken.google.com/${options.projectId}`) throw new IdTokenError('Wrong issuer');
  const exp = seconds(payload.exp);
  if (exp === null || exp <= now) throw new IdTokenError('Expired');
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

let keySource: SigningKeySource = googleCertificateKeySource();

/** Google's certificates by default; tests and other deployments may supply their own keys. Returns the previous source. */
export function setSigningKeySource(source: SigningKeySource): SigningKeySource {
  const previous = keySource;
  keySource = source;
  return previous;
}

export function currentSigningKeySource(): SigningKeySource {
  return keySource;
}
