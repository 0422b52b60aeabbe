/**
 * The language of the page a product card is on (issue 26): its link leads to the product page in
 * that language. Islands of a localized page (/search, the home groups, Recently viewed) provide it;
 * English by default, so English cards link as they always did.
 */
import { createContext } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';

export const CardLocale = createContext<Locale>('en');

/** A product path on a page in `locale`: '/ms/product-2000/birkin_30' in Malay. */
export function cardHref(href: string, locale: Locale): string {
  return locale === 'en' ? href : `/${locale}${href}`;
}
