/** Helpers the accounts routes share. */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { allowsLocalConveniences, siteOrigin } from '../env.ts';
import { ApiError } from '../http/errors.ts';
import { readJson, uniqueMessages } from '../http/validate.ts';
import { createSession, revokeSession } from '../session/sessions.ts';
import { purgeDue, purgeExpiredRows } from './housekeeping.ts';
import { clientAddress, enforceRateLimits, isThisMachine, RateLimitedError, type RateRule } from './rate-limits.ts';

type AccountsContext = Context<AppEnv>;

/** Reads the JSON body against a schema; every failure is a 400 VALIDATION with readable sentences. */
export function readBody<T extends z.ZodType>(c: AccountsContext, schema: T): Promise<z.infer<T>> {
  return readJson(c, schema, uniqueMessages);
}

/**
 * The per-address check of a rule for this request. Left out for local development when the client
 * is this machine: every local request (a whole end-to-end run) shares that one address.
 */
export function perAddress(c: AccountsContext, rule: RateRule): Array<readonly [RateRule, string]> {
  const address = clientAddress(c.req);
  if (isThisMachine(address) && allowsLocalConveniences(c.env, c.req.raw)) return [];
  return [[rule, address]];
}

/** Counts the attempt; a 429 carries Retry-After. */
export async function limitAttempts(c: AccountsContext, checks: ReadonlyArray<readonly [RateRule, string]>): Promise<void> {
  try {
    await enforceRateLimits(c.env.DB, checks);
  } catch (error) {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export const MAIL_LINKS_UNAVAILABLE_MESSAGE = 'We cannot send email links right now. Please try again later.';

/**
 * The origin of links in mail and of absolute redirects: SITE_URL (env.ts siteOrigin), never the
 * Host header, which a client chooses (Host: evil.example would mail a reset link to evil.example).
 * Unset in production is a configuration error: 503 rather than a link to an unknown host.
 */
export function requireSiteOrigin(c: AccountsContext): string {
  const origin = siteOrigin(c.env, c.req.raw);
  if (origin) return origin;
  console.error('SITE_URL is not set: mail links cannot be built, so account mail is refused');
  throw new ApiError(503, 'UPSTREAM_ERROR', MAIL_LINKS_UNAVAILABLE_MESSAGE);
}

/**
 * Runs work after the answer (waitUntil): the Pages Function always passes an execution context.
 * Without one (a bare apiApp.request) the work runs before answering instead. Failures are logged.
 */
export async function runAfterAnswer(c: AccountsContext, what: string, task: () => Promise<void>): Promise<void> {
  const guarded = task().catch((error: unknown) => console.error(`${what} failed`, error));
  let ctx: { waitUntil(promise: Promise<unknown>): void } | null = null;
  try {
    ctx = c.executionCtx;
  } catch {
    // Hono throws when no execution context was given.
  }
  if (ctx) ctx.waitUntil(guarded);
  else await guarded;
}

/** On a share of requests, purges expired sessions, tokens and counters after the answer. */
export async function housekeeping(c: AccountsContext): Promise<void> {
  if (purgeDue()) await runAfterAnswer(c, 'Purge of expired rows', () => purgeExpiredRows(c.env.DB));
}

/**
 * Signs the user in: a new session carries the user (and the guest uuid), and the token the call
 * came with (the guest's, or an earlier user session) is revoked.
 */
export async function startUserSession(c: AccountsContext, uuid: string, userId: number): Promise<string> {
  const token = await createSession(c.env.DB, uuid, userId);
  const previous = c.var.session;
  if (previous) await revokeSession(c.env.DB, previous.tokenHash);
  return token;
}
