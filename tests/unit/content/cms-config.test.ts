import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { cmsConfig, cmsFields, PRESENTATION, type CmsField } from '../../../src/lib/content/cms-config.ts';
import { cmsBuildSettings } from '../../../src/lib/content/cms-settings.ts';
import {
  aboutSchema,
  BANNER_IMAGE_MAX_BYTES,
  bannerSchema,
  CONTENT_FOLDERS,
  faqSchema,
  MAX_ABOUT_HIGHLIGHTS,
  QUESTION_MESSAGE,
} from '../../../src/lib/content/schemas.ts';
import { FAQ_SECTION_KEYS } from '../../../src/lib/marketing/faq.ts';
import { LOCALES } from '../../../src/lib/i18n/locales.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const config = cmsConfig({ repo: 'reluxe/storefront', branch: 'main', localBackendUrl: null, siteUrl: 'https://www.example.com' });
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;
const faqFields = collection('faq').fields as CmsField[];
const aboutFields = collection('about').fields as CmsField[];
const bannerFields = collection('banners').fields as CmsField[];

/** The editor's regex, as Decap CMS runs it (new RegExp(pattern)). */
const editorAccepts = (f: CmsField, value: string) => new RegExp(f.pattern![0]).test(value);

describe('the editor configuration follows the content schemas', () => {
  it('FAQ: question, section and order are required; the answer is the body', () => {
    expect(faqFields.map((f) => [f.name, f.required])).toEqual([
      ['question', true],
      ['section', true],
      ['order', true],
      ['body', true],
    ]);
    expect(field(faqFields, 'order')).toMatchObject({ widget: 'number', value_type: 'int' });
  });

  it('FAQ sections: exactly the schema enum, in page order, with the page titles', () => {
    const section = field(faqFields, 'section');
    expect(section.widget).toBe('select');
    expect(section.options!.map((o) => o.value)).toEqual([...FAQ_SECTION_KEYS]);
    expect(section.options![1]).toEqual({ value: 'selling', label: 'Selling & consigning' });
  });

  // The same strings through the build's schema and the editor's pattern: they must agree on each.
  const questions = [
    { value: 'How do I sell?', ok: true },
    { value: 'How do I sell? ', ok: true },
    { value: 'How do I sell', ok: false },
    { value: 'Is it ? real', ok: false },
    { value: 'Why?!', ok: false },
    // Chinese questions end with the full-width question mark.
    { value: '可以出价吗？', ok: true },
    { value: '可以出價嗎？ ', ok: true },
    { value: '可以出价吗', ok: false },
    { value: '可以？出价', ok: false },
  ];
  it.each(questions)('question "$value": build and editor both say $ok', ({ value, ok }) => {
    const question = field(faqFields, 'question');
    expect(question.pattern![1]).toBe(QUESTION_MESSAGE);
    expect(editorAccepts(question, value)).toBe(ok);
    expect(faqSchema.safeParse({ question: value, section: 'buying', order: 1 }).success).toBe(ok);
  });

  it('About: title and order required, up to 4 highlights of figure and label', () => {
    expect(aboutFields.map((f) => [f.name, f.required])).toEqual([
      ['title', true],
      ['eyebrow', false],
      ['order', true],
      ['highlights', false],
      ['body', true],
    ]);
    const highlights = field(aboutFields, 'highlights');
    expect(highlights).toMatchObject({ widget: 'list', max: MAX_ABOUT_HIGHLIGHTS, default: [] });
    expect(highlights.fields!.map((f) => [f.name, f.required])).toEqual([
      ['figure', true],
      ['label', true],
    ]);
    expect(aboutSchema.safeParse({ title: 'T', order: 1, highlights: Array(5).fill({ figure: '1', label: 'x' }) }).success).toBe(false);
  });

  it('banners: the home hero and the about banner, image with size limit and required alt text', () => {
    expect(collection('banners')).toMatchObject({ folder: CONTENT_FOLDERS.banners, create: false, delete: false });
    for (const file of [{ fields: bannerFields }]) {
      const image = field(file.fields, 'image');
      expect(image).toMatchObject({
        widget: 'image',
        required: true,
        choose_url: false,
        media_folder: '/src/assets/banners',
        public_folder: '../../../assets/banners',
        media_library: { config: { max_file_size: BANNER_IMAGE_MAX_BYTES, multiple: false } },
      });
      expect(field(file.fields, 'imageAlt').required).toBe(true);
      const button = field(file.fields, 'button');
      expect(button.required).toBe(false);
      const link = field(button.fields!, 'link');
      for (const [value, ok] of [
        ['/faq', true],
        ['https://x.example', true],
        ['//evil.example', false],
        ['javascript:alert(1)', false],
      ] as const) {
        expect(editorAccepts(link, value)).toBe(ok);
        expect(bannerSchema(z.string()).shape.button.safeParse({ label: 'Go', link: value }).success).toBe(ok);
      }
    }
    // An empty alt text is refused by the build too.
    expect(bannerSchema(z.string()).safeParse({ header: 'H', image: 'x.svg', imageAlt: ' ' }).success).toBe(false);
  });

  it('production: GitHub backend, editorial workflow, our own OAuth endpoint; no local proxy', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'reluxe/storefront', branch: 'main', auth_endpoint: 'api/cms/auth' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config).not.toHaveProperty('local_backend');
    const local = cmsConfig({ repo: null, branch: 'main', localBackendUrl: 'http://127.0.0.1:8795/api/v1', siteUrl: 'http://127.0.0.1:8788' });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:8795/api/v1', allowed_hosts: ['127.0.0.1', 'localhost'] });
  });

  it('the folders the editor writes are the folders the build reads, and every file there passes the schema', () => {
    expect(collection('faq')).toMatchObject({ folder: CONTENT_FOLDERS.faq, extension: 'md', format: 'frontmatter' });
    expect(collection('about')).toMatchObject({ folder: CONTENT_FOLDERS.about, extension: 'md', format: 'frontmatter' });
    const config = readFileSync(join(ROOT, 'src/content.config.ts'), 'utf8');
    for (const name of ['banners', 'about', 'faq', 'collections', 'home']) expect(config).toContain(`CONTENT_FOLDERS.${name}`);
    for (const folder of Object.values(CONTENT_FOLDERS)) expect(readdirSync(join(ROOT, folder, 'en')).length).toBeGreaterThan(0);
  });
});

describe('the editor edits every language (Decap CMS i18n)', () => {
  it('one folder per language, the four locales, English the default', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'zh-hans', 'zh-hant', 'ms'], default_locale: 'en' });
    expect([...LOCALES]).toEqual(config.i18n.locales);
    // Decap writes <folder>/<locale>/<slug>.md: the folders the build reads for each language exist
    // (the home page is one English file for every language, below).
    for (const folder of Object.values(CONTENT_FOLDERS).filter((folder) => folder !== CONTENT_FOLDERS.home))
      for (const locale of config.i18n.locales) expect(existsSync(join(ROOT, folder, locale)), `${folder}/${locale}`).toBe(true);
    for (const locale of ['zh-hans', 'zh-hant', 'ms']) expect(existsSync(join(ROOT, CONTENT_FOLDERS.home, locale)), `home/${locale}`).toBe(false);
  });

  it('every collection is translated (Decap allows i18n files collections only as one file), but the home page', () => {
    for (const c of config.collections) {
      // The home page is its English file alone: the store reads only it, and Decap's folder layout
      // cannot find a file named like its folder (src/content/home/en/home.md).
      expect(c.i18n, c.name).toBe(c.name !== 'home');
      expect(c, c.name).not.toHaveProperty('files');
    }
    expect(collection('home')).toMatchObject({ folder: 'src/content/home/en', i18n: false });
  });

  const i18nOf = (fields: CmsField[], path = ''): [string, CmsField['i18n']][] =>
    fields.flatMap((f) => [[`${path}${f.name}`, f.i18n] as [string, CmsField['i18n']], ...i18nOf(f.fields ?? [], `${path}${f.name}.`)]);

  it.each([
    [
      'faq',
      [
        ['question', true],
        ['section', 'duplicate'],
        ['order', 'duplicate'],
        ['body', true],
      ],
    ],
    [
      'about',
      [
        ['title', true],
        ['eyebrow', true],
        ['order', 'duplicate'],
        ['highlights', true],
        ['highlights.figure', true],
        ['highlights.label', true],
        ['body', true],
      ],
    ],
    [
      'banners',
      [
        ['eyebrow', true],
        ['header', true],
        ['button', true],
        ['button.label', true],
        ['button.link', 'duplicate'],
        ['image', 'duplicate'],
        ['imageAlt', true],
        ['body', true],
      ],
    ],
    [
      'collections',
      [
        ['title', true],
        ['slug', 'duplicate'],
        ['heroImage', 'duplicate'],
        ['heroAlt', true],
        // The rule, the pins, the order, the minimum and the dates are the English file's alone (the build reads them from English).
        ['rule', false],
        ...['houses', 'categories', 'words', 'colours', 'conditions', 'priceMin', 'priceMax', 'gender', 'dealOnly', 'newInLastDays', 'includeSold'].map(
          (name) => [`rule.${name}`, undefined] as const,
        ),
        ['pinned', false],
        // Optional values a person may empty: an emptied copy ('') would stay in each translation's file.
        ['sort', false],
        ['minimumCount', false],
        ['start', false],
        ['end', false],
        ['body', true],
      ],
    ],
    [
      // The home page: one English file, no language marks.
      'home',
      [
        ['hero', undefined],
        ['collections', undefined],
        ['collections.collection', undefined],
        ['collections.form', undefined],
        ['collections.afterGroup', undefined],
      ],
    ],
  ] as const)('%s: words translated; order, section, links, images and rules copied from English', (name, expected) => {
    expect(i18nOf(collection(name).fields as CmsField[])).toEqual(expected);
  });
});

describe('drift between the schemas and the editor fails', () => {
  it('a refinement JSON Schema cannot carry (the editor would not enforce it)', () => {
    const refined = faqSchema.extend({ question: z.string().refine((q) => q.endsWith('?'), 'ends with ?') });
    expect(() => cmsFields(refined, PRESENTATION.faq, 'faq')).toThrow(/faq\.question: a refinement/);
  });

  it('bounds and lengths the form cannot show pass only where the editor runs the whole schema before saving', () => {
    const bounded = faqSchema.extend({ order: z.number().int().min(1).max(9), question: z.string().max(120) });
    expect(() => cmsFields(bounded, PRESENTATION.faq, 'faq')).toThrow();
    const fields = cmsFields(bounded, PRESENTATION.faq, 'faq', { checkedBeforeSave: true });
    expect(field(fields, 'order')).toMatchObject({ widget: 'number', min: 1, max: 9 });
    // Refinements stay refused either way: the schema's checks between fields live in the schema's own superRefine, which the editor runs.
    const refined = faqSchema.extend({ question: z.string().refine((q) => q.endsWith('?'), 'ends with ?') });
    expect(() => cmsFields(refined, PRESENTATION.faq, 'faq', { checkedBeforeSave: true })).toThrow(/a refinement/);
  });

  it('a new schema field with no editor presentation', () => {
    expect(() => cmsFields(faqSchema.extend({ tags: z.string() }), PRESENTATION.faq, 'faq')).toThrow(/faq\.tags: a schema field with no editor presentation/);
  });

  it('presentation for a field the schema no longer has', () => {
    expect(() => cmsFields(faqSchema.omit({ order: true }), PRESENTATION.faq, 'faq')).toThrow(
      /faq\.order: editor presentation for a field the schema does not have/,
    );
  });

  it('a pattern without a message, a new section without a label, bounds and types it does not translate', () => {
    expect(() => cmsFields(faqSchema.extend({ question: z.string().regex(/\?$/) }), PRESENTATION.faq, 'faq')).toThrow(/a pattern without a message/);
    expect(() => cmsFields(faqSchema.extend({ section: z.enum(['buying', 'gifts']) }), PRESENTATION.faq, 'faq')).toThrow(/option 'gifts' has no label/);
    expect(() => cmsFields(faqSchema.extend({ order: z.number().int().min(1) }), PRESENTATION.faq, 'faq')).toThrow(/integer bounds/);
    expect(() => cmsFields(faqSchema.extend({ question: z.string().max(120) }), PRESENTATION.faq, 'faq')).toThrow(/keyword 'maxLength'/);
    // Switches (booleans) are translated now (the collections' rule); a fractional number is not.
    expect(() => cmsFields(faqSchema.extend({ order: z.number() }), PRESENTATION.faq, 'faq')).toThrow(/type 'number'/);
  });
});

describe('editor build settings', () => {
  it.each([
    { env: {}, want: { repo: null, branch: 'main', localBackendUrl: null } },
    {
      env: { PUBLIC_CMS_GITHUB_REPO: 'reluxe/storefront', PUBLIC_CMS_GITHUB_BRANCH: 'content' },
      want: { repo: 'reluxe/storefront', branch: 'content', localBackendUrl: null },
    },
    {
      env: { PUBLIC_CMS_LOCAL_BACKEND: 'http://127.0.0.1:8795/api/v1' },
      want: { repo: null, branch: 'main', localBackendUrl: 'http://127.0.0.1:8795/api/v1' },
    },
  ])('$env', ({ env, want }) => expect(cmsBuildSettings(env)).toEqual(want));

  it.each([{ PUBLIC_CMS_GITHUB_REPO: 'https://github.com/x/y' }, { PUBLIC_CMS_LOCAL_BACKEND: 'https://proxy.example/api/v1' }])('refuses %o', (env) =>
    expect(() => cmsBuildSettings(env)).toThrow(),
  );
});
