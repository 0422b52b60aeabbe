/**
 * What the store answers itself, before the static asset server, for a request that is not an API call
 * (issue 35): the local asset server of `npm start` answers a path it cannot open with a 502 naming the
 * checkout's absolute path, and leaves a TRACE unanswered. Pure: the middleware
 * (src/edge/page-request-guard.ts) turns the verdict into the store's own answer.
 *  - a method pages do not take: 405 with `Allow: GET, HEAD`;
 *  - a path with a control character, raw or escaped (`/product/1500%00`): 400 with the store's page;
 *  - the platform's own files (`/_headers`, `/_redirects`, `/_routes.json`, `/_worker.js`), a segment no
 *    file system can name (over 255 bytes: `/product-<100 Han characters>/x`) or an escape that cannot
 *    be decoded: 404 with the store's page.
 */

export const PAGE_METHODS = ['GET', 'HEAD'] as const;
export const PAGE_ALLOW = PAGE_METHODS.join(', ');

/** The longest file name a file system holds (NAME_MAX), in bytes. */
const MAX_SEGMENT_BYTES = 255;
/** Names the platform reads from the build output and never serves as pages. */
const PLATFORM_FILES = new Set(['/_headers', '/_redirects', '/_routes.json', '/_worker.js']);

export type PageRequestVerdict = { kind: 'pass' } | { kind: 'method-not-allowed'; allow: string } | { kind: 'bad-request' } | { kind: 'not-found' };

const PASS: PageRequestVerdict = { kind: 'pass' };

/** Whether a path is the API's: it answers every method and path itself, in its own envelope. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const encoder = new TextEncoder();

/** The verdict on a request's method and path (the path as received, still percent-encoded). */
export function judgePageRequest(method: string, pathname: string): PageRequestVerdict {
  if (isApiPath(pathname)) return PASS;
  if (!(PAGE_METHODS as readonly string[]).includes(method)) return { kind: 'method-not-allowed', allow: PAGE_ALLOW };
  if (/[\u0000-\u001f\u007f]|%[01][0-9a-f]|%7f/i.test(pathname)) return { kind: 'bad-request' };
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PLATFORM_FILES.has(trimmed) || trimmed.startsWith('/_worker.js/')) return { kind: 'not-found' };
  for (const segment of pathname.split('/')) {
    const decoded = decodedSegment(segment);
    if (decoded === null || encoder.encode(decoded).byteLength > MAX_SEGMENT_BYTES) return { kind: 'not-found' };
  }
  return PASS;
}
