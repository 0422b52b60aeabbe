/**
 * The shopper's language choice (issue 26): remembered in a cookie beside the shopper-preferences
 * cookie, made through `/language/{locale}` (a Pages Function), which sets the cookie and sends the
 * shopper to the page they were on, in that language, with its query. Links to it work without any
 * JavaScript (the footer's), the store location popup adds the page it was on as `from`.
 */
import { sameOriginPath, sameSitePath } from '../navigation/same-site.ts';
import { languageSwitchHref, localeOfTag, localizePath, splitLocalePath, toLocale, type Locale } from './locales.ts';

export const LANGUAGE_COOKIE = 'shopper_lang';
/** One year, as the shopper-preferences cookie. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const LANGUAGE_PATH = '/language';
// Splits a checked path into path and query; the origin plays no part.
const SITE = 'https://storefront.invalid';

/** The address that records a choice of `locale` made on the page at `from` (path and query). */
export function languageChoiceHref(locale: Locale, from?: string): string {
  return from ? `${LANGUAGE_PATH}/${locale}?from=${encodeURIComponent(from)}` : `${LANGUAGE_PATH}/${locale}`;
}

/** The language remembered in a Cookie header, or null (the value is only looked up among our locales). */
export function readLanguageChoice(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    return toLocale(part.slice(separator + 1).trim());
  }
  return null;
}

/** The Set-Cookie value that remembers a language. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The page address (path and query) to return to: `from` or, without it, the Referer when it is a page
 * of this origin; `/` when neither names a page here. Both pass the one same-site rule of redirects
 * (src/lib/navigation/same-site.ts) on their normalised form: the choice cannot send a shopper away.
 */
export function pageToReturnTo(from: string | null, referer: string | null, origin: string): string {
  const page = from !== null ? sameSitePath(from, '/') : (sameOriginPath(referer, origin) ?? '/');
  const { path } = splitLocalePath(page.split(/[?#]/, 1)[0] ?? '/');
  return path === LANGUAGE_PATH || path.startsWith(`${LANGUAGE_PATH}/`) ? '/' : page;
}

export type LanguageChoice = { kind: 'chosen'; locale: Locale; location: string } | { kind: 'unknown' };

/**
 * Where a choice of `code` leads, or 'unknown' for a code that is not one of our languages. The
 * Location is checked again in its final form (after the page's locale is taken off and the chosen
 * one put on); a target that fails goes to the home page in the chosen language.
 */
export function chooseLanguage(code: string, from: string | null, referer: string | null, origin: string): LanguageChoice {
  const locale = toLocale(code);
  if (!locale) return { kind: 'unknown' };
  const page = new URL(pageToReturnTo(from, referer, origin), SITE);
  const home = localizePath('/', locale);
  return { kind: 'chosen', locale, location: sameSitePath(languageSwitchHref(page.pathname, page.search, locale), home) };
}

/**
 * What to do with a signed-in shopper's language (issue 26), from their profile's (`undefined` when
 * the backend has no such field: nothing is done) and the remembered one (the cookie):
 * - at sign-in, a language the profile already holds wins and becomes the remembered one; a profile
 *   without one takes the language chosen as a guest;
 * - later, the remembered one is the newer choice (sign-in made them equal): it is saved.
 */
export type LanguageSync = { kind: 'none' } | { kind: 'save'; locale: Locale } | { kind: 'remember'; locale: Locale };

export function syncLanguage(moment: 'sign-in' | 'later', profile: string | null | undefined, remembered: Locale | null): LanguageSync {
  if (profile === undefined) return { kind: 'none' };
  const saved = profile === null ? null : localeOfTag(profile);
  if (moment === 'sign-in' && saved) return saved === remembered ? { kind: 'none' } : { kind: 'remember', locale: saved };
  return remembered && remembered !== saved ? { kind: 'save', locale: remembered } : { kind: 'none' };
}
