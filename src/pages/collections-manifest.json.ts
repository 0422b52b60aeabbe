import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { compileManifest } from '../lib/collections/compile.ts';
import { CONTENT_FOLDERS } from '../lib/content/schemas.ts';
import { toLocale } from '../lib/i18n/locales.ts';

/**
 * The collections and the home page's placements as the edge reads them (src/lib/collections/manifest.ts),
 * compiled from src/content at build time; the middleware keeps it from the public.
 */
export const GET: APIRoute = async () => {
  const english = await getCollection('collectionPages');
  const translations = await getCollection('collectionTranslations');
  const [home] = await getCollection('homePage');
  const manifest = compileManifest(
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
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
