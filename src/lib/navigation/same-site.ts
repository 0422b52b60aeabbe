/**
 * The one same-site rule of every redirect the store sends (issue 35): the language switch and its
 * Referer fallback, the return after login (`re` of /access-denied), the activation link's landing,
 * the app links. A target is judged in its FINAL form, as the browser will read the Location: percent
 * escapes decoded until stable, backslashes read as slashes, dot segments resolved. Whatever would
 * then name another host (`//evil`, `/\evil`, `https:evil`, `/%2F%2Fevil`, `/.//evil`) is refused and
 * the shopper goes to the home page given (the page's home in its language); what passes comes back
 * normalised, with repeated slashes collapsed, and passes the rule again unchanged.
 */

/** Longer targets are not followed: a store address is far shorter. */
export const MAX_REDIRECT_TARGET = 2048;

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
 * collapse), with repeated slashes in its path collapsed, or null when the result is not a path here.
 * Controls are refused outright: browsers drop tabs and newlines from URLs, so '/\t/evil' would
 * become '//evil'.
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
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`;
}

/** Whether a target, read by the browser however many times its escapes are decoded, stays on this site. */
function staysOnSite(target: string): boolean {
  const decoded = fullyDecoded(target);
  return decoded !== null && pathOnSite(decoded) !== null;
}

/**
 * The redirect target `target` (a path and query) when it stays on this site once normalised, else
 * `home`. The answer keeps the target's own encoding ('%26' in a query stays a value) and is a fixed
 * point: sameSitePath(sameSitePath(x)) === sameSitePath(x).
 */
export function sameSitePath(target: string | null | undefined, home = '/'): string {
  if (!target || target.length > MAX_REDIRECT_TARGET || !staysOnSite(target)) return home;
  const path = pathOnSite(target);
  return path !== null && staysOnSite(path) ? path : home;
}

/**
 * The path and query of a same-origin absolute address (a Referer), through the same rule; null
 * when it is another origin or cannot be read.
 */
export function sameOriginPath(address: string | null | undefined, origin: string): string | null {
  if (!address || address.length > MAX_REDIRECT_TARGET) return null;
  let url: URL;
  let site: URL;
  try {
    url = new URL(address);
    site = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== site.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return sameSitePath(path, '') || null;
}
