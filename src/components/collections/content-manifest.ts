/**
 * The collections manifest from the content collections, at build time: the asset the edge reads
 * (src/pages/collections-manifest.json.ts) and the home page's blocks (HomePage.astro) come from here,
 * so they are the same.
 */
import { getCollection } from 'astro:content';
import { compileManifest } from '../../lib/collections/compile.ts';
import type { CollectionsManifest } from '../../lib/collections/manifest.ts';
import { CONTENT_FOLDERS } from '../../lib/content/schemas.ts';
import { toLocale } from '../../lib/i18n/locales.ts';

export async function contentManifest(): Promise<CollectionsManifest> {
  const english = await getCollection('collectionPages');
  const translations = await getCollection('collectionTranslations');
  const [home] = await getCollection('homePage');
  return compileManifest(
    english.map((entry) => ({
      file: `${CONTENT_FOLDERS.collections}/en/${entry.id}.md`,
      id: entry.id,
      slug: entry.data.slug,
      title: entry.data.title,
      heroAlt: entry.data.heroAlt,
      hero: { src: entry.data.heroImage.src, width: entry.data.heroImage.width, height: entry.data.heroImage.height },
      rule: entry.data.rule,
      pinned: entry.data.pinned,
      sort: entry.data.sort,
      minimumCount: entry.data.minimumCount,
      start: entry.data.start,
      end: entry.data.end,
    })),
    translations.flatMap((entry) => {
      const [code = '', id = ''] = entry.id.split('/');
      const locale = toLocale(code);
      return locale ? [{ locale, id, title: entry.data.title, heroAlt: entry.data.heroAlt }] : [];
    }),
    home ? { file: `${CONTENT_FOLDERS.home}/en/${home.id}.md`, data: home.data } : null,
  );
}
