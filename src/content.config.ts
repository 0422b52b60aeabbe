import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { DEFAULT_LOCALE } from './lib/i18n/locales.ts';
import { aboutSchema, bannerSchema, CONTENT_FOLDERS, collectionSchema, collectionTranslationSchema, faqSchema, homePageSchema } from './lib/content/schemas.ts';

/**
 * Content that marketing edits as Markdown in src/content/ (by hand or in the editor at /admin).
 * Each collection is validated at build time, so a malformed entry fails the build instead of
 * shipping a broken page. The rules live in src/lib/content/schemas.ts, which also generates the
 * editor's configuration.
 *
 * CONTENT_ROOT (tests only) builds from a copy of src/content and src/assets laid out as in the repo.
 */
const root = process.env.CONTENT_ROOT ?? '.';
const folder = (path: string) => `${root}/${path}`;

// Each language in a folder of its own (the editor's i18n layout, Decap CMS 'multiple_folders'):
// English in en/, ids without the folder ('returns'), so anchors and links stay as they were.
const english = (path: string) => glob({ pattern: '*.md', base: folder(`${path}/${DEFAULT_LOCALE}`) });

const banners = defineCollection({
  loader: english(CONTENT_FOLDERS.banners),
  schema: ({ image }) => bannerSchema(image()),
});

const about = defineCollection({
  loader: english(CONTENT_FOLDERS.about),
  schema: aboutSchema,
});

const faq = defineCollection({
  loader: english(CONTENT_FOLDERS.faq),
  schema: faqSchema,
});

/**
 * Collections (issue 36): /collections/{slug}, a rule over the catalog; the body is the intro. Ids are
 * the file names, as elsewhere: Astro's loader would otherwise take the `slug` field for the id, and
 * every translation of a collection would have the same one.
 */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');
const collectionPages = defineCollection({
  loader: glob({ pattern: '*.md', base: folder(`${CONTENT_FOLDERS.collections}/${DEFAULT_LOCALE}`), generateId: byFileName }),
  schema: ({ image }) => collectionSchema(image()),
});

/**
 * The home page's collections, in order: src/content/home/en/home.md, one file for every language
 * (it holds no words: each collection's title comes from its own translation), so every language shows
 * the same collections in the same places.
 */
const homePage = defineCollection({
  loader: english(CONTENT_FOLDERS.home),
  schema: homePageSchema,
});

/**
 * Translations (issue 26): the same entries in a folder per language beside the English ones
 * (src/content/about/zh-hant/our-story.md), ids `zh-hant/our-story`. An entry with no translation
 * shows in English, marked as such (src/lib/i18n/content.ts). Its text may be missing: the editor
 * writes a new English entry's duplicated fields (order, section, link, image) into every language's
 * file before anyone translates it; such a file counts as not translated (isWritten in the pages).
 */
const TRANSLATED = '{zh-hans,zh-hant,ms}/*.md';

const bannerTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.banners) }),
  schema: ({ image }) => bannerSchema(image()).partial({ header: true, imageAlt: true }),
});

const aboutTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.about) }),
  schema: aboutSchema.partial({ title: true }),
});

const faqTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.faq) }),
  schema: faqSchema.partial({ question: true }),
});

// A translation's rule, pins, sort and dates are copies of the English file's: the store reads them from English.
const collectionTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.collections), generateId: byFileName }),
  schema: ({ image }) => collectionTranslationSchema(image()),
});

export const collections = {
  banners,
  about,
  faq,
  bannerTranslations,
  aboutTranslations,
  faqTranslations,
  collectionPages,
  homePage,
  collectionTranslations,
};
