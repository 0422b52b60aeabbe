import { errorBody } from '../http/errors.ts';

/** Upstream answers slower than this become a 504 instead of a hang. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

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
  const named = (headers.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) out.delete(name);
  return out;
}

/** Maps /api/<path>?<query> on this site to <origin>/<path>?<query> on the backend. */
export function upstreamUrl(requestUrl: string, apiOrigin: string, prefix = '/api'): URL {
  const incoming = new URL(requestUrl);
  const base = new URL(apiOrigin.endsWith('/') ? apiOrigin : `${apiOrigin}/`);
  const path = incoming.pathname.startsWith(prefix) ? incoming.pathname.slice(prefix.length) : incoming.pathname;
  const target = new URL(path.replace(/^\/+/, ''), base);
  target.search = incoming.search;
  return target;
}

function jsonError(status: number, type: 'UPSTREAM_ERROR' | 'UPSTREAM_TIMEOUT', message: string): Response {
  return new Response(JSON.stringify(errorBody(type, message)), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Passes method, body, query and Authorization through; failures become JSON 502/504. */
export async function proxyToUpstream(request: Request, apiOrigin: string, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  const target = upstreamUrl(request.url, apiOrigin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(target.toString(), {
      method: request.method,
      headers: stripHopByHop(request.headers),
      body: hasBody ? await request.arrayBuffer() : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: stripHopByHop(upstream.headers),
    });
  } catch (err) {
    if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      return jsonError(504, 'UPSTREAM_TIMEOUT', 'The store service took too long to answer. Please try again.');
    }
    console.error('upstream API failure', target.toString(), err);
    return jsonError(502, 'UPSTREAM_ERROR', 'The store service is unavailable right now. Please try again.');
  }
}
