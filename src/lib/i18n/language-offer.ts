/**
 * The first-visit language offer on `/` (issue 26): a browser that prefers Simplified or Traditional
 * Chinese or Malay, and has not chosen a language here yet, is offered its language in a small banner
 * in that language. Never a redirect: the offer is two links through the language choice (the
 * language, or 'No thanks', which remembers English), and a choice made once ends the offers.
 */
import { languageToOffer } from './accept-language.ts';
import { languageChoiceHref, readLanguageChoice } from './language-choice.ts';
import { DEFAULT_LOCALE, langTag, type Locale } from './locales.ts';
import { messagesOf } from './messages.ts';

/** The pages that make the offer: the English home, where a first visit lands. */
export const OFFER_PATHS: ReadonlySet<string> = new Set(['/']);

/** The language to offer a visitor of an English page, or null (a choice remembered, or none of ours preferred). */
export function languageOfferFor(acceptLanguage: string | null | undefined, cookieHeader: string | null | undefined): Locale | null {
  if (readLanguageChoice(cookieHeader ?? null) !== null) return null;
  return languageToOffer(acceptLanguage, DEFAULT_LOCALE);
}

export interface LanguageOffer {
  /** BCP 47 tag of the offer's words (its `lang`). */
  lang: string;
  text: string;
  action: { label: string; href: string };
  dismiss: { label: string; href: string };
}

/** The offer's words (in the offered language) and links, made on the page at `from`. */
export function languageOffer(locale: Locale, from: string): LanguageOffer {
  const { layout } = messagesOf(locale);
  return {
    lang: langTag(locale),
    text: layout.languageOffer,
    action: { label: layout.languageOfferAction, href: languageChoiceHref(locale, from) },
    dismiss: { label: layout.languageOfferDismiss, href: languageChoiceHref(DEFAULT_LOCALE, from) },
  };
}
