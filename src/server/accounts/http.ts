/** Helpers the accounts routes share. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { readJson, uniqueMessages } from '../http/validate.ts';
import { createSession, revokeSession } from '../session/sessions.ts';
import { enforceRateLimits, RateLimitedError, type RateRule } from './rate-limits.ts';

type AccountsContext = Context<AppEnv>;

/** Reads the JSON body against a schema; every failure is a 400 VALIDATION with readable sentences. */
export function readBody<T extends z.ZodType>(c: AccountsContext, schema: T): Promise<z.infer<T>> {
  return readJson(c, schema, uniqueMessages);
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

/**
 * Links in mail point at the origin the request came to. On Cloudflare the Host decides which
 * project serves the request, so it is always one of the store's own domains.
 */
export function siteOrigin(c: AccountsContext): string {
  return new URL(c.req.url).origin;
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
