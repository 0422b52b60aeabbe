/** The localized routes' parameters (src/pages/[locale]/): one page per prefixed language. */
import { PREFIXED_LOCALES, toLocale, type Locale } from './locales.ts';

/** getStaticPaths of a localized route: /zh-hans/…, /zh-hant/…, /ms/…. */
export function localePaths(): { params: { locale: Locale } }[] {
  return PREFIXED_LOCALES.map((locale) => ({ params: { locale } }));
}

/** The route's locale parameter, checked (a build with an unknown one fails instead of shipping English). */
export function localeParam(value: string | undefined): Locale {
  const locale = toLocale(value);
  if (!locale) throw new Error(`Unknown locale '${String(value)}' in a localized route`);
  return locale;
}
