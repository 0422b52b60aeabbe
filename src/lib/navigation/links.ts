import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../config/storefront.ts';
import { sameSitePath } from './same-site.ts';

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

/**
 * Where to go after login from /access-denied: the `re` parameter when it is a path on this site,
 * else `home`: the one same-site rule of every redirect (same-site.ts), which decides on the
 * normalised target (percent-decoded until stable, backslashes as slashes, dot segments resolved), so
 * encoded, dotted and mixed-case tricks cannot leave the site (issue 10, finding 5; issue 35).
 */
export function safeReturnPath(re: string | null | undefined, home = '/'): string {
  return sameSitePath(re, home);
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
