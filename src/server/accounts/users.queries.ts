/** D1 queries of the accounts area. */
import type { GenderId } from '../../lib/contract/settings.ts';
import type { AlertFrequency } from '../../lib/contract/saved-searches.ts';
import type { CurrentUser, LanguageTag, ProfilePatch, SocialProvider } from '../../lib/contract/users.ts';
import { langTag, localeOfTag, type Locale } from '../../lib/i18n/locales.ts';

export interface UserRow {
  id: number;
  email: string;
  full_name: string;
  mobile: string | null;
  phone_code: string | null;
  currency: string;
  gender: GenderId | null;
  date_of_birth: string | null;
  newsletter: number;
  /** Migration 0043: how often the alert digest is mailed. */
  alert_frequency: AlertFrequency;
  /** Migration 0053: the locale code the shopper chose (their mails' language), NULL until they choose. */
  language: Locale | null;
  password_hash: string | null;
  activated_at: number | null;
  created_at: number;
  updated_at: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function findUserById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<UserRow>();
}

export function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM users WHERE email = ?').bind(email).first<UserRow>();
}

/** The user a Firebase uid signed in as before, through any provider. */
export function findUserByIdentity(db: D1Database, subject: string): Promise<UserRow | null> {
  return db
    .prepare('SELECT users.* FROM user_identities JOIN users ON users.id = user_identities.user_id WHERE subject = ? LIMIT 1')
    .bind(subject)
    .first<UserRow>();
}

export async function listProviders(db: D1Database, userId: number): Promise<SocialProvider[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT provider FROM user_identities WHERE user_id = ? ORDER BY provider')
    .bind(userId)
    .all<{ provider: SocialProvider }>();
  return results.map((row) => row.provider);
}

export interface NewUser {
  email: string;
  full_name: string;
  mobile: string | null;
  phone_code: string | null;
  password_hash: string | null;
  activated: boolean;
  /** The language the shopper chose before the account existed (the `shopper_lang` cookie), if any. */
  language?: Locale | null;
}

export class DuplicateEmailError extends Error {}

export async function insertUser(db: D1Database, user: NewUser): Promise<number> {
  const now = nowSeconds();
  try {
    const row = await db
      .prepare(
        'INSERT INTO users (email, full_name, mobile, phone_code, password_hash, activated_at, language, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(user.email, user.full_name, user.mobile, user.phone_code, user.password_hash, user.activated ? now : null, user.language ?? null, now, now)
      .first<{ id: number }>();
    if (!row) throw new Error('INSERT RETURNING gave no row');
    return row.id;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the UNIQUE index decides.
    if (String(error).includes('UNIQUE constraint failed')) throw new DuplicateEmailError(user.email);
    throw error;
  }
}

export async function linkIdentity(db: D1Database, provider: SocialProvider, subject: string, userId: number): Promise<void> {
  await db
    .prepare('INSERT OR IGNORE INTO user_identities (provider, subject, user_id, created_at) VALUES (?, ?, ?, ?)')
    .bind(provider, subject, userId, nowSeconds())
    .run();
}

export async function activateUser(db: D1Database, userId: number): Promise<void> {
  await db.prepare('UPDATE users SET activated_at = ?, updated_at = ? WHERE id = ? AND activated_at IS NULL').bind(nowSeconds(), nowSeconds(), userId).run();
}

export async function setPasswordHash(db: D1Database, userId: number, passwordHash: string): Promise<void> {
  await db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').bind(passwordHash, nowSeconds(), userId).run();
}

const PATCHABLE: ReadonlyArray<keyof ProfilePatch> = ['full_name', 'mobile', 'phone_code', 'currency', 'gender', 'date_of_birth', 'newsletter'];

/** Profile fields whose column has another name. */
const COLUMN_OF: Partial<Record<keyof ProfilePatch, string>> = { alerts: 'alert_frequency' };

/** The column's value of a patched field: the language is kept as its locale code. */
function columnValue(key: keyof ProfilePatch, value: NonNullable<ProfilePatch[keyof ProfilePatch]> | null): string | number | null {
  if (key === 'language') return localeOfTag(String(value));
  return typeof value === 'boolean' ? Number(value) : value;
}

export async function updateProfile(db: D1Database, userId: number, patch: ProfilePatch): Promise<void> {
  const columns: string[] = [];
  const values: (string | number | null)[] = [];
  for (const key of [...PATCHABLE, 'alerts', 'language'] as const) {
    const value = patch[key];
    if (value === undefined) continue;
    columns.push(`${COLUMN_OF[key] ?? key} = ?`);
    values.push(columnValue(key, value));
  }
  if (columns.length === 0) return;
  await db
    .prepare(`UPDATE users SET ${columns.join(', ')}, updated_at = ? WHERE id = ?`)
    .bind(...values, nowSeconds(), userId)
    .run();
}

/** Statements that remove the account and everything personal kept about it. */
export function deleteUserStatements(db: D1Database, userId: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM user_identities WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM account_tokens WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM users WHERE id = ?').bind(userId),
  ];
}

export async function currencyExists(db: D1Database, code: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM currencies WHERE code = ?').bind(code).first<{ found: number }>()) !== null;
}

export async function phoneCodeExists(db: D1Database, phoneCode: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM countries WHERE phone_code = ? LIMIT 1').bind(phoneCode).first<{ found: number }>()) !== null;
}

export function toCurrentUser(row: UserRow, providers: SocialProvider[]): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    currency: row.currency,
    mobile: row.mobile,
    phone_code: row.phone_code,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    newsletter: row.newsletter === 1,
    alerts: row.alert_frequency,
    language: row.language ? (langTag(row.language) as LanguageTag) : null,
    has_password: row.password_hash !== null,
    providers,
    created_at: new Date(row.created_at * 1000).toISOString(),
  };
}
