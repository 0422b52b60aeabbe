import { randomToken, sha256Hex } from '../http/crypto.ts';

/** Sessions last 30 days; a guest simply logs in again after that. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface Session {
  tokenHash: string;
  guestUuid: string;
  userId: number | null;
  expiresAt: number;
}

interface SessionRow {
  token_hash: string;
  guest_uuid: string;
  user_id: number | null;
  expires_at: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Issues a fresh random bearer token; only its hash is stored. */
export async function createSession(db: D1Database, guestUuid: string, userId: number | null): Promise<string> {
  const token = randomToken();
  const now = nowSeconds();
  await db
    .prepare('INSERT INTO sessions (token_hash, guest_uuid, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(await sha256Hex(token), guestUuid, userId, now, now + SESSION_TTL_SECONDS)
    .run();
  return token;
}

/** The live session behind a bearer token, or null when unknown, expired or revoked. */
export async function findSession(db: D1Database, token: string): Promise<Session | null> {
  const row = await db
    .prepare('SELECT token_hash, guest_uuid, user_id, expires_at FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?')
    .bind(await sha256Hex(token), nowSeconds())
    .first<SessionRow>();
  if (!row) return null;
  return { tokenHash: row.token_hash, guestUuid: row.guest_uuid, userId: row.user_id, expiresAt: row.expires_at };
}

export async function revokeSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?').bind(nowSeconds(), tokenHash).run();
}

export async function revokeUserSessions(db: D1Database, userId: number): Promise<void> {
  await db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(nowSeconds(), userId).run();
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
