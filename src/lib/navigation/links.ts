import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../config/storefront.ts';

/** Quick link: Deal of the Day. */
export const DEAL_OF_THE_DAY_HREF = `/search?deal=true&l=${SEARCH_PAGE_SIZE}&p=${SEARCH_START_PAGE}`;

/** Quick links: /search?brand={brand}&l=50&p=1 */
export function brandHref(brand: string): string {
  const params = new URLSearchParams({ brand, l: String(SEARCH_PAGE_SIZE), p: String(SEARCH_START_PAGE) });
  return `/search?${params.toString()}`;
}

/** The path of the access-denied page for a guarded path (spec section 5, navigation guard). */
export function accessDeniedHref(originalPath: string): string {
  return `/access-denied?re=${encodeURIComponent(originalPath)}`;
}

// Any origin works for resolving: only whether the result stays on it matters.
const SITE_ORIGIN = 'https://storefront.invalid';
// Enough for any honest double or triple encoding; deeper nesting is refused rather than trusted.
const MAX_DECODE_ROUNDS = 8;

/**
 * Decodes the ASCII escapes only (%00-%7F): they are the ones that can change where a URL points
 * (slashes, backslashes, dots, colons, controls). Never throws, unlike decodeURIComponent on '%ZZ'.
 */
function decodeAsciiEscapes(value: string): string {
  return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Decoded until nothing changes, or null when still changing after MAX_DECODE_ROUNDS. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeAsciiEscapes(current);
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * `candidate` resolved on this site as a browser would (backslashes are slashes, dot segments
 * collapse), or null when the result is not a path here. Controls are refused outright: browsers
 * drop tabs and newlines from URLs, so '/\t/evil' would become '//evil'.
 */
function pathOnSite(candidate: string): string | null {
  if (/[\u0000-\u001f\u007f]/.test(candidate) || candidate.trim() !== candidate) return null;
  const slashed = candidate.replace(/\\/g, '/');
  if (!slashed.startsWith('/') || slashed.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(slashed, SITE_ORIGIN);
  } catch {
    return null;
  }
  // '/.//x' and '/../..//x' resolve to the path '//x', which a browser reads as the host x.
  if (url.origin !== SITE_ORIGIN || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after login from /access-denied: the `re` parameter when it is a path on this site,
 * else '/'. The decision is made on the normalised target (percent-decoded until stable, backslashes
 * as slashes, dot segments resolved), so encoded, dotted and mixed-case tricks cannot leave the site
 * (issue 10, finding 5). The answer keeps the target's own encoding: '%26' in a query stays a value.
 */
export function safeReturnPath(re: string | null | undefined, home = '/'): string {
  if (!re) return home;
  const decoded = fullyDecoded(re);
  if (decoded === null || pathOnSite(decoded) === null) return home;
  return pathOnSite(re) ?? home;
}

/** A page's route path as the shopper sees it: no trailing slash, no '.html' of the build output. */
export function routePath(pathname: string): string {
  return (
    pathname
      .replace(/\.html$/, '')
      .replace(/\/index$/, '/')
      .replace(/(.)\/$/, '$1') || '/'
  );
}
