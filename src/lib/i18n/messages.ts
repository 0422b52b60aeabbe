/**
 * The messages of a locale, for `.astro` pages and layouts (rendered at build time: nothing here
 * reaches the browser). Islands take their section as a prop on non-English pages and import the
 * English section as their default, so an English page's islands carry no other language.
 * English is code (its sections are the type every translation is checked against); the other
 * languages are JSON files, the format translation tools exchange (glossary: docs/i18n.md).
 */
import * as en from './messages/en.ts';
import ms from './messages/ms.json' with { type: 'json' };
import type { Messages } from './messages/types.ts';
import zhHans from './messages/zh-hans.json' with { type: 'json' };
import zhHant from './messages/zh-hant.json' with { type: 'json' };
import type { Locale } from './locales.ts';

export type { Messages, Section, SectionName } from './messages/types.ts';

const CATALOGS: ReadonlyMap<Locale, Messages> = new Map<Locale, Messages>([
  ['en', en],
  ['zh-hans', zhHans],
  ['zh-hant', zhHant],
  ['ms', ms],
]);

/** Every locale's messages (English's when a locale were unknown: toLocale keeps that from happening). */
export function messagesOf(locale: Locale): Messages {
  return CATALOGS.get(locale) ?? en;
}

export { format, placeholdersOf } from './format.ts';
