/**
 * The one HTTP client of the storefront (spec sections 7 and 8):
 * base /api, JSON headers, 150 s time-out, bearer header on every call but guest login;
 * no token → guest login first; 401 → session cleared, guest login, page reload, and the error
 * still reaches the caller.
 */
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { API_BASE, API_TIMEOUT_MS } from '../config/storefront.ts';
import type { AccessTokenResponse } from '../contract/session.ts';
import { isApiErrorBody } from '../contract/errors.ts';
import { RECONNECTED_EVENT } from '../offline/cache-names.ts';
import { sessionNow, sessionReady } from './session-port.ts';
import { refusesCurrentSession } from './unauthorized.ts';

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts lack randomUUID; build a v4 uuid from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The guest uuid, generated and stored when absent. */
export function guestUuid(): string {
  const session = sessionNow();
  const existing = session.uuid();
  if (existing) return existing;
  const uuid = newUuid();
  session.save({ uuid });
  return uuid;
}

let pendingGuestLogin: Promise<string> | null = null;

/** POST /login-guest {uuid}: the only call without a bearer header. Concurrent callers share one login. */
export function loginGuest(): Promise<string> {
  pendingGuestLogin ??= sessionReady()
    .then(() =>
      ofetch<AccessTokenResponse>('/login-guest', {
        baseURL: API_BASE,
        method: 'POST',
        headers: JSON_HEADERS,
        body: { uuid: guestUuid() },
        timeout: API_TIMEOUT_MS,
      }),
    )
    .then((answer) => {
      sessionNow().save({ token: answer.access_token });
      return answer.access_token;
    })
    .catch((error: unknown) => {
      console.error('Failed to authenticate', error);
      throw error;
    })
    .finally(() => {
      pendingGuestLogin = null;
    });
  return pendingGuestLogin;
}

async function currentToken(): Promise<string> {
  return (await sessionReady()).token() ?? (await loginGuest());
}

let recovering = false;
let leaving = false;

/**
 * The page is ending its session (logout) and will go elsewhere: from now on a 401 (the logout
 * call's own, or a call in flight when the token was revoked) must not reload the page under that
 * navigation.
 */
export function leaveSession(): void {
  leaving = true;
}

/** 401 for the token the page holds: clear the session, log in as a guest again and reload the page (once). */
async function recoverFromUnauthorized(sentAuthorization: string | null): Promise<void> {
  if (recovering || !refusesCurrentSession(sentAuthorization, sessionNow().token(), leaving)) return;
  recovering = true;
  sessionNow().clear();
  try {
    await loginGuest();
  } finally {
    window.location.reload();
  }
}

/**
 * The newest D1 bookmark the API answered (x-d1-bookmark, src/server/public-reads/read-db.ts), sent
 * back on every call so that, with read replicas, a later read never shows an older catalog than an
 * earlier one on this page. Bookmarks sort in commit order.
 */
const BOOKMARK_HEADER = 'x-d1-bookmark';
let bookmark: string | null = null;

/**
 * For a few seconds after the connection returns, calls ask for fresh answers (`cache: 'no-cache'`):
 * the service worker then goes to the network first instead of answering from its cache, so what
 * the page shows is refreshed (src/early/connection.ts fires the event).
 */
const FRESH_AFTER_RECONNECT_MS = 10_000;
let freshUntil = 0;
if (typeof window !== 'undefined') {
  window.addEventListener(RECONNECTED_EVENT, () => {
    freshUntil = Date.now() + FRESH_AFTER_RECONNECT_MS;
  });
}

export const http = ofetch.create({
  baseURL: API_BASE,
  timeout: API_TIMEOUT_MS,
  headers: JSON_HEADERS,
  async onRequest({ options }) {
    const token = await currentToken();
    options.headers.set('Authorization', `Bearer ${token}`);
    if (bookmark) options.headers.set(BOOKMARK_HEADER, bookmark);
    if (Date.now() < freshUntil) options.cache = 'no-cache';
  },
  onResponse({ response }) {
    const seen = response.headers.get(BOOKMARK_HEADER);
    if (seen && (bookmark === null || seen > bookmark)) bookmark = seen;
  },
  onResponseError({ options, response }) {
    if (response.status === 401) void recoverFromUnauthorized(options.headers.get('Authorization'));
  },
});

export type RequestOptions = Omit<FetchOptions<'json'>, 'baseURL'>;

/** The server's error.message when the answer carries the error envelope, else the fallback. */
export function serverMessage(error: unknown, fallback = ''): string {
  if (error instanceof FetchError && isApiErrorBody(error.data)) return error.data.error.message;
  return fallback;
}

/** The server's error.type when the answer carries the error envelope. */
export function serverErrorType(error: unknown): string | null {
  if (error instanceof FetchError && isApiErrorBody(error.data)) return error.data.error.type;
  return null;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof FetchError ? (error.statusCode ?? null) : null;
}
