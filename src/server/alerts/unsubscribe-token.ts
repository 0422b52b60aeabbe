/**
 * The digest's unsubscribe link works without logging in, so it carries its own proof: an HMAC-SHA256
 * (Web Crypto) over its purpose, the shopper's id and its expiry, keyed by the ALERTS_SIGNING_SECRET
 * secret. Single purpose: the purpose is inside the signed text, so a token signed for anything else
 * never verifies here. It expires (UNSUBSCRIBE_LINK_DAYS) and does one harmless thing (alerts off).
 * Token: '<user id>.<expiry, unix seconds>.<signature, base64url>'.
 */
import { base64url } from '../http/crypto.ts';

export const UNSUBSCRIBE_PURPOSE = 'alerts-unsubscribe';
export const UNSUBSCRIBE_LINK_DAYS = 60;
/** Shorter secrets are refused: the key must not be guessable. */
export const MIN_SECRET_LENGTH = 32;

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const signedText = (userId: number, expiresAt: number) => `${UNSUBSCRIBE_PURPOSE}.${userId}.${expiresAt}`;

export function usableSecret(secret: string | undefined): secret is string {
  return typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH;
}

export async function signUnsubscribeToken(secret: string, userId: number, nowSeconds: number, days = UNSUBSCRIBE_LINK_DAYS): Promise<string> {
  const expiresAt = nowSeconds + days * 86_400;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(signedText(userId, expiresAt)));
  return `${userId}.${expiresAt}.${base64url(new Uint8Array(signature))}`;
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export type TokenCheck = { ok: true; userId: number } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** The shopper a token names, when its signature holds (compared in constant time by Web Crypto) and it has not expired. */
export async function verifyUnsubscribeToken(secret: string, token: string, nowSeconds: number): Promise<TokenCheck> {
  const match = /^([1-9]\d{0,8})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id = '', expiry = '', mac = ''] = match;
  const signature = fromBase64url(mac);
  if (!signature) return { ok: false, reason: 'malformed' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(signedText(Number(id), Number(expiry))));
  if (!valid) return { ok: false, reason: 'signature' };
  if (Number(expiry) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(id) };
}
