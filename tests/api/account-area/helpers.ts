/** Shared helpers of the account-area API tests: sessions of the demo shoppers and typed answers. */
import { env } from 'cloudflare:test';
import { beforeAll, expect } from 'vitest';
import type { PagedResponse } from '../../../src/lib/contract/account-area.ts';
import { createSession } from '../../../src/server/session/sessions.ts';
import { call, guestToken } from '../client.ts';

export const AMELIA = 'demo@reluxe.sg';
export const MARCUS = 'collector@reluxe.sg';
export const NADIA = 'newcomer@reluxe.sg';

export async function userIdOf(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>();
  if (!row) throw new Error(`demo user ${email} is missing: the demo seed did not run (tests/api/setup.ts)`);
  return row.id;
}

/** A signed-in session of a demo shopper (the login itself is covered by demo-accounts.test.ts). */
export async function tokenOf(email: string): Promise<string> {
  return createSession(env.DB, crypto.randomUUID(), await userIdOf(email));
}

export async function getJson<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await call(path, token === undefined ? {} : { token });
  return { status: res.status, body: (await res.json()) as T };
}

/** A GET that must answer 200: its data. */
export async function getData<T>(path: string, token?: string): Promise<T> {
  const { status, body } = await getJson<{ data: T }>(path, token);
  expect(status).toBe(200);
  return body.data;
}

export interface ErrorAnswer {
  error: { type: string; message: string };
}

/** The call is refused with this status and the error envelope of that type. */
export async function expectRefused(path: string, token: string | undefined, status: number, type: string): Promise<ErrorAnswer> {
  const { status: actual, body } = await getJson<ErrorAnswer>(path, token);
  expect({ status: actual, type: body.error?.type }).toEqual({ status, type });
  expect(body.error.message.length).toBeGreaterThan(5);
  return body;
}

/** Sessions of the three demo shoppers, opened before the file's tests run. */
export function demoSessions(): { amelia: string; marcus: string; nadia: string } {
  const sessions = { amelia: '', marcus: '', nadia: '' };
  beforeAll(async () => {
    [sessions.amelia, sessions.marcus, sessions.nadia] = await Promise.all([tokenOf(AMELIA), tokenOf(MARCUS), tokenOf(NADIA)]);
  });
  return sessions;
}

/** The ids of one shopper's demo records. */
export function idsOf<Id>(records: readonly { email: string; id: Id }[], email: string): Id[] {
  return records.filter((record) => record.email === email).map((record) => record.id);
}

/** A list test's starting point: the demo shoppers' sessions and which of the records belong to whom. */
export function demoFixture<Id>(records: readonly { email: string; id: Id }[]): {
  sessions: ReturnType<typeof demoSessions>;
  ameliaIds: Id[];
  marcusIds: Id[];
} {
  return { sessions: demoSessions(), ameliaIds: idsOf(records, AMELIA), marcusIds: idsOf(records, MARCUS) };
}

/** The shopper's whole list answers 200 with the total and the ids of their demo records, newest first by `timeOf`. */
export async function expectOwnList<T extends { id: string | number }>(
  path: string,
  token: string,
  ids: readonly (string | number)[],
  timeOf: (row: T) => string,
): Promise<PagedResponse<T>> {
  const { status, body } = await getJson<PagedResponse<T>>(path, token);
  expect(status).toBe(200);
  expect(body.total_count).toBe(ids.length);
  expect(body.data.map((row) => row.id).sort()).toEqual([...ids].sort());
  const times = body.data.map((row) => Date.parse(timeOf(row)));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return body;
}

/** Personal data: a guest is refused with 403 (never 401, which would drop its session), no session with 401. */
export async function expectSignedInOnly(path: string): Promise<void> {
  await expectRefused(path, await guestToken(), 403, 'FORBIDDEN');
  await expectRefused(path, undefined, 401, 'UNAUTHORIZED');
}
