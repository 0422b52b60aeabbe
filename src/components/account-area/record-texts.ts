/**
 * The record pages' words and language for their islands (issue 26): an English page's islands take
 * the English sections imported here (its JavaScript carries English only), a localized page passes
 * its language's words and locale as props (src/components/pages/AccountRecordPage.astro).
 */
import { langTag, localeHref, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { profile } from '../../lib/i18n/messages/en-account.ts';
import { accountRecord } from '../../lib/i18n/messages/en-record.ts';
import type { RecordPageWords } from '../../lib/account-area/record-words.ts';
import type { TimelineWords } from '../../lib/account-area/timeline.ts';

export type { RecordPageWords };

const ENGLISH: RecordPageWords = { record: accountRecord, status: profile };

/** The props every record island takes: nothing on English pages. */
export interface RecordLanguage {
  locale?: Locale;
  words?: RecordPageWords;
}

export interface RecordTexts {
  locale: Locale;
  words: RecordPageWords;
  timeline: TimelineWords;
  /** BCP 47 tag for Intl (dates). */
  lang: string;
  /** An English address of the store as the page's language has it: the record pages and the product pages are localized. */
  href: (path: string) => string;
  /** An address of a page every language has (item-not-found, access-denied). */
  localized: (path: string) => string;
  /** Whether a failed load may show the API's own message (English: the API speaks English). */
  serverWords: boolean;
}

export function recordTexts({ locale = 'en', words = ENGLISH }: RecordLanguage): RecordTexts {
  return {
    locale,
    words,
    timeline: { status: words.status, record: words.record },
    lang: langTag(locale),
    href: (path) => localeHref(path, locale),
    localized: (path) => localizePath(path, locale),
    serverWords: locale === 'en',
  };
}
