/**
 * Request bodies are capped before anything parses them (issue 23): a 5 MB JSON body used to be read
 * in full before its 400. The largest legitimate bodies: a guest's favourites merged at sign-in
 * (200 items of about 110 bytes: 22 KB) and a saved search (60 brand names of up to 100 characters,
 * escaped: under 16 KB, rounded up for the rest of its query); a sign-in token is at most 8 KB. Every
 * other call takes well under 1 KB.
 *
 * The body is counted as it streams, whatever Content-Length says (Hono's bodyLimit): a declared
 * length above the cap is refused at once, an absent or understated one is caught by the count. The
 * answer is the API's 413 envelope, and the body that was read is handed on as it came.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Calls whose bodies are larger by design: [method, path pattern, limit in bytes]. */
const LARGER_BODIES: ReadonlyArray<readonly [string, RegExp, number]> = [
  ['POST', /^\/v1\/favourites\/merge$/, 32 * 1024],
  ['POST', /^\/v1\/saved-searches$/, 32 * 1024],
  ['PATCH', /^\/v1\/saved-searches\/[^/]+$/, 32 * 1024],
  // The local database door of `npm start` and the tests (src/server/dev): a statement of up to 20,000
  // characters must reach its own clear 400; the route does not exist outside local development.
  ['POST', /^\/dev\/d1$/, 64 * 1024],
];

export function bodyLimitFor(method: string, path: string): number {
  for (const [m, pattern, limit] of LARGER_BODIES) if (m === method && pattern.test(path)) return limit;
  return DEFAULT_BODY_LIMIT;
}

export function tooLarge(limit: number): Response {
  return Response.json(errorBody('PAYLOAD_TOO_LARGE', `The request body is larger than this call takes (at most ${Math.round(limit / 1024)} KB).`), {
    status: 413,
    headers: { Connection: 'close' },
  });
}

/** Whether a declared Content-Length is a plain number over the cap: refused before a byte is read. */
function declaresMoreThan(headers: Headers, limit: number): boolean {
  const declared = headers.get('Content-Length');
  return declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit;
}

/**
 * The middleware: every call with a body, before routing reads it. Hono's bodyLimit does the work: it
 * refuses a declared length over the cap at once and counts a body without one as it arrives. It
 * trusts a declared length at or under the cap without counting, so any other Content-Length is taken
 * off first and the body counted: an understated or unreadable length cannot get a larger body past.
 */
export function capRequestBodies(limitOf: (method: string, path: string) => number = bodyLimitFor): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const limit = limitOf(raw.method, new URL(raw.url).pathname);
    if (!declaresMoreThan(raw.headers, limit) && raw.headers.has('Content-Length')) {
      const headers = new Headers(raw.headers);
      headers.delete('Content-Length');
      c.req.raw = new Request(raw, { headers });
    }
    const limited = bodyLimit({
      maxSize: limit,
      onError: () => {
        void c.req.raw.body?.cancel().catch(() => undefined);
        return tooLarge(limit);
      },
    });
    return limited(c, next);
  };
}
