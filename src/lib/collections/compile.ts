/**
 * The build's step from content to the edge's manifest (manifest.ts): the entries as the content
 * collections give them (each already checked by its schema) in, the manifest out, after the checks
 * that span files: two collections with one slug, a home page naming a collection that does not exist.
 * A refusal names the file and the field and says what to do, as the schemas' messages do. Pure.
 */
import type { CollectionRule, HomePage } from '../content/schemas.ts';
import type { InventorySort } from '../contract/catalog.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import type { CollectionsManifest, CollectionWords, ManifestCollection } from './manifest.ts';

export interface CollectionSource {
  /** The file, for messages: src/content/collections/en/hermes-under-15000.md. */
  file: string;
  /** The entry's id (its file name without .md). */
  id: string;
  slug: string;
  title: string;
  heroAlt: string;
  hero: { src: string; width: number; height: number };
  rule: CollectionRule;
  pinned: string[];
  sort: InventorySort;
  minimumCount: number;
  start?: string | undefined;
  end?: string | undefined;
}

/** A translation's words, by the English entry's id; absent or blank words fall back to English. */
export interface TranslationSource {
  locale: Locale;
  id: string;
  title?: string | undefined;
  heroAlt?: string | undefined;
}

export class ContentRefusal extends Error {}

export function compileManifest(
  english: readonly CollectionSource[],
  translations: readonly TranslationSource[],
  home: { file: string; data: HomePage } | null,
): CollectionsManifest {
  const bySlug = new Map<string, CollectionSource>();
  for (const entry of english) {
    const other = bySlug.get(entry.slug);
    if (other) throw new ContentRefusal(`${entry.file}: slug: '${entry.slug}' is already the slug of ${other.file}; give this collection another slug`);
    bySlug.set(entry.slug, entry);
  }
  const collections = english.map((entry): ManifestCollection => {
    const words = Object.fromEntries(
      LOCALES.map((locale): [Locale, CollectionWords] => {
        const fallback = { title: entry.title, heroAlt: entry.heroAlt };
        if (locale === DEFAULT_LOCALE) return [locale, fallback];
        const translated = translations.find((t) => t.locale === locale && t.id === entry.id);
        return [locale, { title: translated?.title?.trim() || fallback.title, heroAlt: translated?.heroAlt?.trim() || fallback.heroAlt }];
      }),
    ) as Record<Locale, CollectionWords>;
    return {
      slug: entry.slug,
      rule: entry.rule,
      pinned: entry.pinned.map(Number),
      sort: entry.sort,
      minimumCount: entry.minimumCount,
      hero: entry.hero,
      words,
      ...(entry.start !== undefined ? { start: entry.start } : {}),
      ...(entry.end !== undefined ? { end: entry.end } : {}),
    };
  });
  const placements = (home?.data.collections ?? []).map((placement, index) => {
    if (!bySlug.has(placement.collection)) {
      const known = [...bySlug.keys()].join(', ') || 'none yet';
      throw new ContentRefusal(
        `${home?.file ?? 'home page'}: collections[${index}].collection: no collection has the slug '${placement.collection}'; use one of ${known}`,
      );
    }
    return placement;
  });
  return { collections, home: { hero: home?.data.hero ?? 'home', placements } };
}
