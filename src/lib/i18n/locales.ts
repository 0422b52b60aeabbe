/**
 * The store's languages (issue 26) and how they map onto addresses.
 *
 * English is the default and keeps today's addresses; every other language lives under its own
 * prefix: `/zh-hans/about-us`, `/zh-hant/about-us`, `/ms/about-us`. The prefix is the locale code in
 * lower case (what Astro's i18n routing and the page folders use); the BCP 47 tag for `<html lang>`
 * and `hreflang` is kept beside it.
 */
import { PRODUCT_ID_SOURCE } from '../catalog/inventory-query-rules.ts';

export const LOCALES = ['en', 'zh-hans', 'zh-hant', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages that have their own address prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE);

const LANG_TAGS: ReadonlyMap<Locale, string> = new Map([
  ['en', 'en'],
  ['zh-hans', 'zh-Hans'],
  ['zh-hant', 'zh-Hant'],
  ['ms', 'ms'],
]);

/** Each language in its own words, as a language picker shows it. */
const ENDONYMS: ReadonlyMap<Locale, string> = new Map([
  ['en', 'English'],
  ['zh-hans', '简体中文'],
  ['zh-hant', '繁體中文'],
  ['ms', 'Bahasa Melayu'],
]);

const KNOWN = new Set<string>(LOCALES);

/** The locale with this exact code, or null (codes come from addresses and cookies: never trusted). */
export function toLocale(code: string | null | undefined): Locale | null {
  return typeof code === 'string' && KNOWN.has(code) ? (code as Locale) : null;
}

/** The BCP 47 tag of a locale, for `<html lang>` and `hreflang`. */
export function langTag(locale: Locale): string {
  return LANG_TAGS.get(locale) ?? 'en';
}

/** The BCP 47 tags of the store's languages (what the profile's `language` field holds). */
export const LANG_TAG_LIST: readonly string[] = LOCALES.map(langTag);

/** The locale a BCP 47 tag names exactly, in any letter case (`zh-Hans`, `ZH-HANS`), or null. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  return typeof tag === 'string' ? toLocale(tag.toLowerCase()) : null;
}

/** The language's own name (English, 简体中文, 繁體中文, Bahasa Melayu). */
export function endonym(locale: Locale): string {
  return ENDONYMS.get(locale) ?? 'English';
}

/**
 * Splits an address path into its locale and the English path it localizes:
 * `/zh-hant/about-us` → zh-hant and `/about-us`; `/ms` → ms and `/`; `/about-us` → en and `/about-us`.
 * A `.html` ending (the built files' names) and a trailing slash are treated as the same page.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{4})?)(?=\/|\.html$|$)(?:\.html)?(.*)$/.exec(pathname);
  const locale = match ? toLocale(match[1]) : null;
  if (!match || !locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = match[2] ?? '';
  return { locale, path: rest === '' || rest === '/' ? '/' : rest };
}

/** The address of an English path in a locale: `/about-us` in ms → `/ms/about-us`; `/` in ms → `/ms` (the built `ms.html`). */
export function localizePath(path: string, locale: Locale): string {
  const english = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return english;
  return english === '/' ? `/${locale}` : `/${locale}${english}`;
}

/**
 * The pages that exist in every language: the pre-rendered ones, the home page, /search and /sell
 * (rendered at the edge), product pages (LOCALIZED_ROUTES) and of the account area /settings,
 * /favourites and the profile's tabs (LOCALIZED_ROUTES). The rest of the account area follows in the
 * next slices of issue 26; until then a language choice made on them keeps the shopper on English with
 * the choice remembered.
 */
export const LOCALIZED_PAGES: readonly string[] = [
  '/',
  '/search',
  '/about-us',
  '/faq',
  '/privacy-policy',
  '/terms-conditions',
  '/404',
  '/item-not-found',
  '/access-denied',
  '/offline',
  '/settings',
  '/sell',
  '/favourites',
  '/saved-searches',
  '/register',
  '/reset-password',
  '/alerts/unsubscribe',
  '/collections',
];
const LOCALIZED = new Set(LOCALIZED_PAGES);

/**
 * Pages with a parameter that exist in every language: product pages, /product/{id} and
 * /product-{id}/{name}, and their recommendations /recommended/{id} (rendered at the edge), the profile's tabs /profile/0 … /profile/4 (built) and
 * the records they open, /order-detail/{orderid}, /consignment/{id} and /consignment-{cid}/{name}
 * (shells served by the edge; the patterns are the page routes', src/lib/navigation/page-routes.ts).
 */
const LOCALIZED_ROUTES: readonly RegExp[] = [
  new RegExp(`^/product/${PRODUCT_ID_SOURCE}$`),
  new RegExp(`^/product-${PRODUCT_ID_SOURCE}/.+$`),
  new RegExp(`^/recommended/${PRODUCT_ID_SOURCE}$`),
  /^\/profile\/[0-4]$/,
  /^\/order-detail\/[A-Za-z0-9-]+$/,
  /^\/consignment\/\d+$/,
  /^\/consignment-\d+\/.+$/,
  // A collection (issue 36): every collection is built in every language.
  /^\/collections\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
];

/** Whether an English path has a version in the other languages. */
export function hasLocalizedPage(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return LOCALIZED.has(trimmed) || LOCALIZED_ROUTES.some((route) => route.test(trimmed));
}

/**
 * Where a language choice leads from the current address (path and query): the same page in the
 * chosen language, with its query; the English page when the page has no version in that language yet.
 */
export function languageSwitchHref(pathname: string, search: string, target: Locale): string {
  const { path: raw } = splitLocalePath(pathname);
  const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const destination = hasLocalizedPage(path) ? localizePath(path, target) : path;
  return `${destination}${query}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The `hreflang` alternates of a page (every language, then `x-default` on English), as absolute
 * addresses. Pages that exist only in English have only their English alternate and `x-default`.
 */
export function alternatesOf(path: string, site: string | URL): Alternate[] {
  const locales = hasLocalizedPage(path) ? LOCALES : [DEFAULT_LOCALE];
  const href = (locale: Locale) => new URL(localizePath(path, locale), site).toString();
  return [...locales.map((locale) => ({ hreflang: langTag(locale), href: href(locale) })), { hreflang: 'x-default', href: href(DEFAULT_LOCALE) }];
}

/** A link from a page in `locale` to an English path: its localized address when it has one, else the English page. */
export function localeHref(path: string, locale: Locale): string {
  const [pathname = '/', query] = path.split('?', 2);
  const target = hasLocalizedPage(pathname) ? localizePath(pathname, locale) : pathname;
  return query === undefined ? target : `${target}?${query}`;
}
