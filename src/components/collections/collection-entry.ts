/**
 * A collection's Markdown in a language (issue 36): its English entry (hero, slug and rule live there
 * only) and the translation of its words when one is written, else English marked as such. One loader
 * for the collection page and its tile.
 */
import { getCollection, getEntry } from 'astro:content';
import { isWritten, localizeEntry } from '../../lib/i18n/content.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';

export async function localizedCollection(id: string, locale: Locale) {
  const english = await getEntry('collectionPages', id);
  if (!english) throw new Error(`Collection '${id}' is missing from src/content/collections/en`);
  const translations =
    locale === DEFAULT_LOCALE
      ? []
      : await getCollection('collectionTranslations', (e): e is typeof e & { data: { title: string; heroAlt: string } } => isWritten(e, ['title', 'heroAlt']));
  const { entry, fallback } = localizeEntry(english, translations, locale);
  return {
    english,
    entry,
    fallback,
    title: entry.data.title ?? english.data.title,
    heroAlt: entry.data.heroAlt ?? english.data.heroAlt,
  };
}
