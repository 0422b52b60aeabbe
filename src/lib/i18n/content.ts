/**
 * Marketing content in a language (issue 26): each English entry is replaced by its translation
 * (same file name in the language's folder) when there is one; otherwise it stays English and is
 * marked, so nothing falls back silently.
 */
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

export interface Localized<E> {
  entry: E;
  /** True when the entry is the English text standing in for a missing translation. */
  fallback: boolean;
}

/** The id of an entry's translation: `zh-hant/our-story` for `our-story`. */
export function translationId(locale: Locale, id: string): string {
  return `${locale}/${id}`;
}

/** English entries in their order, each replaced by its translation in `locale` when one exists. */
export function localizeEntries<E extends { id: string }, T extends { id: string }>(
  english: readonly E[],
  translations: readonly T[],
  locale: Locale,
): Localized<E | T>[] {
  if (locale === DEFAULT_LOCALE) return english.map((entry) => ({ entry, fallback: false }));
  const byId = new Map(translations.map((entry) => [entry.id, entry]));
  return english.map((entry) => {
    const translated = byId.get(translationId(locale, entry.id));
    return translated ? { entry: translated, fallback: false } : { entry, fallback: true };
  });
}

/** One entry (a banner) in `locale`: its translation when there is one, else the English entry, marked. */
export function localizeEntry<E extends { id: string }, T extends { id: string }>(english: E, translations: readonly T[], locale: Locale): Localized<E | T> {
  const [localized] = localizeEntries([english], translations, locale);
  return localized ?? { entry: english, fallback: false };
}

/**
 * A translation counts once its text is written: each of `text` (the entry's required words) and the
 * body hold something. The editor writes a new English entry's duplicated fields (order, section,
 * link, image) into every language's file first; until translated, that file shows English, marked.
 */
export function isWritten(entry: { body?: string; data: object }, text: readonly string[]): boolean {
  const data = entry.data as Record<string, unknown>;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return text.every((key) => filled(data[key])) && filled(entry.body);
}
