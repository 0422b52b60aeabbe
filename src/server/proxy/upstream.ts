import type { ApiErrorType } from '../../lib/contract/errors.ts';
import { errorBody } from '../http/errors.ts';

/** Upstream answers slower than this become a 504 instead of a hang. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/**
 * Reads (GET, HEAD) and guest login give up sooner. They are safe to repeat, and the storefront's
 * client repeats a failed GET once by itself (ofetch retries 502/504), so a shopper facing a hung
 * backend waits twice this before the page says so: 2 × 8 s instead of 2 × 30 s. Catalog reads
 * answer in milliseconds (npm run bench), so 8 s only ever cuts off a backend that is in trouble.
 * Writes keep the long limit: a write cut off mid-way leaves the shopper not knowing whether it
 * happened, and login hashes passwords with a deliberately slow function.
 */
export const UPSTREAM_READ_TIMEOUT_MS = 8_000;

// RFC 9110 §7.6.1 connection-specific headers, plus those the edge sets itself.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];

export function stripHopByHop(headers: Headers): Headers {
  const out = new Headers(headers);
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) out.delete(name);
  return out;
}

/** Thrown when a request path could leave the API origin; answered 400. */
export class UnsafeUpstreamPath extends Error {}

// Enough to unwrap any honest double encoding; deeper nesting is refused rather than trusted.
const MAX_DECODE_ROUNDS = 4;

/** The path with its ASCII escapes decoded until stable (never throws on '%ZZ'), or null if it will not settle. */
function decodedPath(path: string): string | null {
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Whether an API path (after /api) is one that cannot point anywhere but the API origin. No call of
 * the spec's section 7 has a colon, a backslash, an empty or dot segment, or an encoded slash in its
 * path; each of those is how '/api/http:127.0.0.1:18703/steal' or '/api//evil.example/x' reached
 * another host when the path was resolved as a URL reference (issue 10, finding 6).
 */
export function isSafeUpstreamPath(path: string): boolean {
  if (path === '' || path === '/') return true;
  const decoded = decodedPath(path);
  if (decoded === null || !decoded.startsWith('/')) return false;
  if (/[\\:\u0000-\u001f\u007f]/.test(decoded)) return false;
  // The segments as the raw path has them: an encoded '/' would make a segment here but not upstream.
  if (/%(?:25)*(?:2f|5c)/i.test(path)) return false;
  return decoded
    .slice(1)
    .split('/')
    .every((segment, index, all) => (segment !== '' || index === all.length - 1) && segment !== '.' && segment !== '..');
}

/** The API origin with its base path, always ending in '/'. Throws on anything but an http(s) URL. */
function apiBase(apiOrigin: string): URL {
  const base = new URL(apiOrigin.endsWith('/') ? apiOrigin : `${apiOrigin}/`);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`API_ORIGIN must be an http(s) URL, got ${base.protocol}`);
  base.search = '';
  base.hash = '';
  return base;
}

/**
 * `path` (with or without a leading '/') joined onto the API origin's base path. The path is appended
 * as text, never resolved as a URL reference, and the result must still be under the base: else
 * UnsafeUpstreamPath.
 */
export function joinUpstream(apiOrigin: string, path: string, search = ''): URL {
  const base = apiBase(apiOrigin);
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (!isSafeUpstreamPath(relative)) throw new UnsafeUpstreamPath(`unsafe upstream path ${JSON.stringify(path)}`);
  const target = new URL(`${base.origin}${base.pathname}${relative.slice(1)}`);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) {
    throw new UnsafeUpstreamPath(`upstream path ${JSON.stringify(path)} leaves ${base.origin}${base.pathname}`);
  }
  target.search = search;
  return target;
}

/** Maps /api/<path>?<query> on this site to <origin>/<path>?<query> on the backend (see joinUpstream). */
export function upstreamUrl(requestUrl: string, apiOrigin: string, prefix = '/api'): URL {
  const incoming = new URL(requestUrl);
  const path = incoming.pathname === prefix || incoming.pathname.startsWith(`${prefix}/`) ? incoming.pathname.slice(prefix.length) : incoming.pathname;
  return joinUpstream(apiOrigin, path, incoming.search);
}

/** The time limit for one proxied call (see UPSTREAM_READ_TIMEOUT_MS). */
export function upstreamTimeoutMs(method: string, target: URL): number {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') return UPSTREAM_READ_TIMEOUT_MS;
  if (upper === 'POST' && target.pathname.endsWith('/login-guest')) return UPSTREAM_READ_TIMEOUT_MS;
  return UPSTREAM_TIMEOUT_MS;
}

function jsonError(status: number, type: ApiErrorType, message: string): Response {
  return new Response(JSON.stringify(errorBody(type, message)), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const UNAVAILABLE = 'The store service is unavailable right now. Please try again.';

function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Whether the answer carries any bytes. Reads at most the first chunk, and only of a body about to be dropped. */
async function carriesBody(answer: Response, method: string): Promise<boolean> {
  if (method === 'HEAD' || answer.body === null || answer.headers.get('content-length') === '0') return false;
  const reader = answer.body.getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return false;
      if (chunk.value.byteLength > 0) return true;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

export interface ProxyOptions {
  /** Overrides upstreamTimeoutMs (tests). */
  timeoutMs?: number;
  /** The fetch to call the backend with (tests pass a fake one). */
  fetch?: typeof fetch;
}

/**
 * Passes method, body, query and Authorization through to API_ORIGIN, and nowhere else. The shopper's
 * cookies are not the backend's business and the backend's cookies are not this site's: neither
 * crosses. Whatever goes wrong answers the JSON error envelope: 400 for a path that could leave the
 * API origin, 502 for a failure, a 5xx or a non-JSON answer, 504 for a time-out.
 */
export async function proxyToUpstream(request: Request, apiOrigin: string, options: ProxyOptions = {}): Promise<Response> {
  let target: URL | null = null;
  try {
    target = upstreamUrl(request.url, apiOrigin);
    const method = request.method.toUpperCase();
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const headers = stripHopByHop(request.headers);
    headers.delete('cookie');
    const upstream = await (options.fetch ?? fetch)(target.toString(), {
      method,
      headers,
      body: hasBody ? await request.arrayBuffer() : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? upstreamTimeoutMs(method, target)),
    });
    const answerHeaders = stripHopByHop(upstream.headers);
    answerHeaders.delete('set-cookie');
    if (upstream.status >= 500) {
      void upstream.body?.cancel().catch(() => undefined);
      console.error('upstream API answered', upstream.status, method, target.pathname);
      return jsonError(502, 'UPSTREAM_ERROR', UNAVAILABLE);
    }
    // A redirect (the activation link) is its Location; its body is for browsers that do not follow.
    if (upstream.status >= 300 && upstream.status < 400) {
      void upstream.body?.cancel().catch(() => undefined);
      answerHeaders.delete('content-type');
      return new Response(null, { status: upstream.status, statusText: upstream.statusText, headers: answerHeaders });
    }
    if (!isJsonType(upstream.headers.get('content-type'))) {
      // An HTML error page from a load balancer is not an answer the storefront can read.
      if (await carriesBody(upstream, method)) {
        console.error('upstream API answered non-JSON', upstream.status, upstream.headers.get('content-type'), method, target.pathname);
        return jsonError(502, 'UPSTREAM_ERROR', UNAVAILABLE);
      }
      return new Response(null, { status: upstream.status, statusText: upstream.statusText, headers: answerHeaders });
    }
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answerHeaders });
  } catch (err) {
    if (err instanceof UnsafeUpstreamPath) return jsonError(400, 'VALIDATION', 'This API path is not allowed.');
    if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      return jsonError(504, 'UPSTREAM_TIMEOUT', 'The store service took too long to answer. Please try again.');
    }
    console.error('upstream API failure', target?.pathname ?? request.url, err);
    return jsonError(502, 'UPSTREAM_ERROR', UNAVAILABLE);
  }
}
