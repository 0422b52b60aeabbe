import type { Context } from 'hono';

/** How long shoppers' browsers and the edge may reuse catalog answers. */
export const CACHE_CONTROL = {
  /** Lists, home, detail: prices and sold states move, so minutes at most. */
  catalog: 'public, max-age=60, stale-while-revalidate=300',
  /** Search terms and delivery rates change rarely. */
  reference: 'public, max-age=3600, stale-while-revalidate=86400',
} as const;

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when If-None-Match names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Answers JSON with Cache-Control and an ETag taken from the body's hash; a request that already
 * holds this body (If-None-Match) gets a 304 without it. The tag is weak because the edge may
 * re-encode the bytes (compression) while the JSON stays the same.
 */
export async function cachedJson(c: Context, body: unknown, cacheControl: string): Promise<Response> {
  const text = JSON.stringify(body);
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  const etag = `W/"${toHex(digest)}"`;
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}
