/**
 * The profile's words and language for its islands (issue 26). An English page's islands take the
 * English section they import here (so its JavaScript carries English only); a localized page passes
 * its language's sections and locale as props (profileIslandWords), which the island's root provides
 * to its parts (provideWords); a part reads them with `useProfileTexts`.
 */
import { useMemo } from 'react';
import { langTag, localeHref, type Locale } from '../../lib/i18n/locales.ts';
import { profile as english } from '../../lib/i18n/messages/en-account.ts';
import type { ProfileWords } from '../../lib/account-area/status-words.ts';
import { useLocale, useWords } from '../ui/words.tsx';

export type { ProfileWords };
export const ENGLISH_PROFILE_WORDS: ProfileWords = english;

export interface ProfileTexts {
  words: ProfileWords;
  /** BCP 47 tag for Intl (dates, counts). */
  lang: string;
  /** An English address of the store as the page's language has it (its #fragment kept). */
  href: (path: string) => string;
}

export function profileTexts(locale: Locale, words: ProfileWords): ProfileTexts {
  return {
    words,
    lang: langTag(locale),
    href: (path) => {
      const hash = path.indexOf('#');
      return hash < 0 ? localeHref(path, locale) : `${localeHref(path.slice(0, hash), locale)}${path.slice(hash)}`;
    },
  };
}

/** The profile's words, language and addresses, as the island's root provided them. */
export function useProfileTexts(): ProfileTexts {
  const words = useWords('profile', ENGLISH_PROFILE_WORDS);
  const locale = useLocale();
  return useMemo(() => profileTexts(locale, words), [locale, words]);
}
