/**
 * The route pattern a page view is counted under (field Web Vitals, issue 22): the page's place in
 * the store, never its address. Ids, names and queries are dropped (a product id or an order number
 * would say what a shopper looked at), so `/product/2000?utm=x` is `/product/[id]`. An address the
 * store has no page for is OTHER_ROUTE (the 404 page), whatever it says.
 */
import { matchPageRoute, type ShellName } from '../navigation/page-routes.ts';
import { splitLocalePath } from '../i18n/locales.ts';

/** The pre-rendered pages a shopper can open at their own address. */
const STATIC_ROUTES = [
  '/',
  '/about-us',
  '/access-denied',
  '/alerts/unsubscribe',
  '/collections',
  '/faq',
  '/favourites',
  '/item-not-found',
  '/offline',
  '/privacy-policy',
  '/register',
  '/reset-password',
  '/saved-searches',
  '/search',
  '/sell',
  '/settings',
  '/terms-conditions',
] as const;

/** The dynamic routes of the spec's route table, by the shell that serves them (page-routes.ts). */
const SHELL_ROUTES = new Map<ShellName, string>([
  ['product', '/product/[id]'],
  ['recommended', '/recommended/[id]'],
  ['order-detail', '/order-detail/[orderid]'],
  ['consignment', '/consignment/[id]'],
  ['consignment-item', '/consignment-[cid]/[name]'],
]);

const PROFILE_ROUTE = '/profile/[tab]';
/** Marketing's collections (issue 36): one pattern for all, so a campaign's name is not recorded. */
const COLLECTION_ROUTE = '/collections/[slug]';
export const OTHER_ROUTE = '(other)';

/** Every pattern a batch may name: the API refuses any other. */
export const ROUTE_PATTERNS: readonly string[] = [...STATIC_ROUTES, ...SHELL_ROUTES.values(), PROFILE_ROUTE, COLLECTION_ROUTE, OTHER_ROUTE];

const STATIC_SET = new Set<string>(STATIC_ROUTES);

/** The pattern of a page's pathname (location.pathname: no query, no fragment). */
export function routePattern(pathname: string): string {
  // A page in another language (issue 26) is measured as its English route: /zh-hant/faq is /faq.
  const english = splitLocalePath(pathname).path;
  const path = english.length > 1 ? english.replace(/\/+$/, '') || '/' : english;
  if (STATIC_SET.has(path)) return path;
  if (/^\/profile\/[^/]+$/.test(path)) return PROFILE_ROUTE;
  if (/^\/collections\/[^/]+$/.test(path)) return COLLECTION_ROUTE;
  const match = matchPageRoute(path);
  if (match === null || typeof match === 'string') return OTHER_ROUTE;
  return SHELL_ROUTES.get(match.shell) ?? OTHER_ROUTE;
}
