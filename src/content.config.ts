import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { aboutSchema, bannerSchema, CONTENT_FOLDERS, faqSchema } from './lib/content/schemas.ts';

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

const banners = defineCollection({
  loader: glob({ pattern: '*.md', base: folder(CONTENT_FOLDERS.banners) }),
  schema: ({ image }) => bannerSchema(image()),
});

const about = defineCollection({
  loader: glob({ pattern: '*.md', base: folder(CONTENT_FOLDERS.about) }),
  schema: aboutSchema,
});

const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: folder(CONTENT_FOLDERS.faq) }),
  schema: faqSchema,
});

/**
 * Translations (issue 26): the same entries in a folder per language beside the English ones
 * (src/content/about/zh-hant/our-story.md), ids `zh-hant/our-story`. An entry with no translation
 * shows in English, marked as such (src/lib/i18n/content.ts).
 */
const TRANSLATED = '{zh-hans,zh-hant,ms}/*.md';

const bannerTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.banners) }),
  schema: ({ image }) => bannerSchema(image()),
});

const aboutTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.about) }),
  schema: aboutSchema,
});

const faqTranslations = defineCollection({
  loader: glob({ pattern: TRANSLATED, base: folder(CONTENT_FOLDERS.faq) }),
  schema: faqSchema,
});

export const collections = { banners, about, faq, bannerTranslations, aboutTranslations, faqTranslations };
