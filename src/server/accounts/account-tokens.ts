/**
 * One-time account tokens: activation links (24 h), reset links (1 h) and pending-account
 * references for resending the activation mail (24 h). Random, stored as SHA-256 only.
 * Issuing a token retires the user's earlier ones of the same purpose: only the newest link works.
 */
import { randomToken, sha256Hex } from '../http/crypto.ts';

export type AccountTokenPurpose = 'activation' | 'reset' | 'resend';

export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  activation: 24 * 60 * 60,
  reset: 60 * 60,
  resend: 24 * 60 * 60,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function issueAccountToken(db: D1Database, userId: number, purpose: AccountTokenPurpose): Promise<string> {
  const token = randomToken();
  const now = nowSeconds();
  await db.batch([
    db.prepare('UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL').bind(now, userId, purpose),
    db
      .prepare('INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(await sha256Hex(token), userId, purpose, now, now + ACCOUNT_TOKEN_TTL_SECONDS[purpose]),
  ]);
  return token;
}

/** Uses a token up in one statement, so two concurrent uses cannot both succeed. The user id, or null. */
export async function consumeAccountToken(db: D1Database, token: string, purpose: AccountTokenPurpose): Promise<number | null> {
  const now = nowSeconds();
  const row = await db
    .prepare('UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id')
    .bind(now, await sha256Hex(token), purpose, now)
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/** Reads a live token without using it up (resend references may be used a few times, rate limits apply). */
export async function peekAccountToken(db: D1Database, token: string, purpose: AccountTokenPurpose): Promise<number | null> {
  const row = await db
    .prepare('SELECT user_id FROM account_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .bind(await sha256Hex(token), purpose, nowSeconds())
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}
