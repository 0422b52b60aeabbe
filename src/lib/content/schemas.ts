/**
 * The rules of the content marketing edits (src/content): one source for both the build's content
 * collections (src/content.config.ts) and the browser editor's configuration (cms-config.ts, served
 * at /admin). Pure: zod only, no Astro virtual modules, so unit tests and the editor's generator
 * import it directly.
 *
 * A rule the editor must show in words carries its message twice on one line: in the zod check
 * (what the build says) and in `.meta({ errorMessage })` (what JSON Schema, and so the editor, sees).
 */
import { z } from 'astro/zod';
import { FAQ_SECTION_KEYS } from '../marketing/faq.ts';
import { MAX_IDS, MAX_PRODUCT_TEXT, PRODUCT_ID_SOURCE } from '../catalog/inventory-query-rules.ts';
import type { InventorySort } from '../contract/catalog.ts';
import { foldName } from '../catalog/inventory-query-rules.ts';
import { CATEGORY_NAMES, COLOURS, CONDITIONS, HOUSES, RULE_GENDERS } from '../catalog/reference-lists.ts';
import { SG_DATE_TIME_MESSAGE, SG_DATE_TIME_PATTERN, singaporeTimeToEpoch } from '../collections/schedule.ts';

/** Where each collection's files live, relative to the repository root. */
export const CONTENT_FOLDERS = {
  banners: 'src/content/banners',
  about: 'src/content/about',
  faq: 'src/content/faq',
  collections: 'src/content/collections',
  home: 'src/content/home',
} as const;

/** Collection hero images: the folder the Markdown refers to (Astro optimises them at build time). */
export const COLLECTION_IMAGE_FOLDER = 'src/assets/collections';

/** Banner images: the folder the Markdown refers to (Astro optimises them at build time). */
export const BANNER_IMAGE_FOLDER = 'src/assets/banners';
/** The largest banner image the editor accepts (bytes). */
export const BANNER_IMAGE_MAX_BYTES = 1_000_000;

/** The most figures an About section shows beside its text. */
export const MAX_ABOUT_HIGHLIGHTS = 4;

export const QUESTION_MESSAGE = 'A question ends with a question mark (?)';
/** The question's last character, spaces aside, is '?' (or the full-width '？' of Chinese text). */
export const QUESTION_PATTERN = /[?？]\s*$/;

export const LINK_MESSAGE = 'A site path (/faq) or an https:// address';
/** Site paths or absolute https addresses only (never protocol-relative //host). */
export const LINK_PATTERN = /^(\/(?!\/)|https:\/\/)/;

export const ALT_MESSAGE = 'Describe the image for shoppers who cannot see it';

/** A non-empty string whose JSON Schema says it is required, with an optional pattern rule. */
function text(rule?: { pattern: RegExp; message: string }) {
  const base = z.string().trim().min(1);
  return rule ? base.regex(rule.pattern, rule.message).meta({ errorMessage: rule.message }) : base;
}

/**
 * Home and about banners (spec section 2): header, optional button to a link, image and its alt text
 * (the spec's 'Revolutionizing Luxury'; required, so a banner never ships an image without one).
 * `image` is Astro's image() in the build and a plain path for the editor.
 */
export function bannerSchema<I extends z.ZodType>(image: I) {
  return z.object({
    eyebrow: z.string().optional(),
    header: text(),
    button: z
      .object({
        label: text(),
        link: text({ pattern: LINK_PATTERN, message: LINK_MESSAGE }),
      })
      .optional(),
    image,
    imageAlt: z.string().trim().min(1, ALT_MESSAGE).meta({ errorMessage: ALT_MESSAGE }),
  });
}

/**
 * /about-us: one Markdown file per section, shown in `order`. The body is the section's text;
 * `highlights` (optional) are short figures shown beside it, e.g. { figure: '12,000+', label: 'pieces rehomed' }.
 */
export const aboutSchema = z.object({
  title: text(),
  eyebrow: z.string().optional(),
  order: z.number().int(),
  highlights: z
    .array(z.object({ figure: text(), label: text() }))
    .max(MAX_ABOUT_HIGHLIGHTS)
    .default([]),
});

/**
 * /faq: one Markdown file per question. Front matter holds the question, its section and its place
 * in the section; the body is the answer.
 */
export const faqSchema = z.object({
  question: text({ pattern: QUESTION_PATTERN, message: QUESTION_MESSAGE }),
  section: z.enum(FAQ_SECTION_KEYS),
  order: z.number().int(),
});

/*
 * Collections (issue 36): a page of pieces chosen by a rule, at /collections/{slug}. One Markdown file
 * per collection and language (src/content/collections/{en,zh-hans,zh-hant,ms}/{file}.md); the body is
 * the intro. The rule, pins, sort, minimum and dates are the English file's (the editor copies them
 * into the translations); a translation gives the title, intro and the image's alt text.
 *
 * Every message below is one a marketing person can meet: each names the field and says what to do.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  'Slug: lower-case letters, digits and single hyphens, e.g. hermes-under-15000 (it is the page address /collections/hermes-under-15000)';
export const PINNED_MESSAGE = `Pinned pieces: a product id, the number in the piece's address (/product/1234 is 1234)`;
export const MAX_PINNED = MAX_IDS;
export const DEFAULT_MINIMUM_COUNT = 4;
/** /search's orders ('relevance' is Best match, for a rule with words). */
export const COLLECTION_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const satisfies readonly InventorySort[];
export const MAX_MINIMUM_COUNT = 50;
export const MAX_NEW_IN_DAYS = 365;
/** The highest price a rule may name, in SGD (above every piece the store sells). */
export const MAX_RULE_PRICE = 10_000_000;

/** The message for a value the catalog does not know: the spelling it means when only case or accents differ, else the list. */
export function unknownChoiceMessage(field: string, input: unknown, values: readonly string[]): string {
  const near = typeof input === 'string' ? values.find((value) => foldName(value) === foldName(input)) : undefined;
  if (near !== undefined) return `${field}: write '${near}' as the catalog spells it, not '${String(input)}'`;
  return `${field}: '${String(input)}' is not in the catalog; use one of ${values.join(', ')}`;
}

function choice<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.enum(values, { error: (issue) => unknownChoiceMessage(field, issue.input, values) });
}

const dateTime = (field: 'Start' | 'End') =>
  z
    .string()
    .trim()
    .regex(SG_DATE_TIME_PATTERN, `${field}: ${SG_DATE_TIME_MESSAGE}`)
    .meta({ errorMessage: `${field}: ${SG_DATE_TIME_MESSAGE}` })
    .optional();

const price = (field: string) =>
  z
    .number({ error: `${field}: a whole number of Singapore dollars, e.g. 15000` })
    .int(`${field}: a whole number of Singapore dollars, e.g. 15000`)
    .min(0, `${field}: a whole number of Singapore dollars, 0 or more`)
    .max(MAX_RULE_PRICE, `${field}: at most ${MAX_RULE_PRICE} Singapore dollars`)
    .optional();

/**
 * Which pieces a collection shows: every condition given must hold (houses OR'd among themselves, and
 * so on per list). Each maps onto a /search parameter (src/lib/collections/rule-query.ts), so a
 * backend behind API_ORIGIN answers it from the same query string as the built-in API.
 */
export const collectionRuleSchema = z.object({
  houses: z.array(choice(HOUSES, 'Houses')).default([]),
  categories: z.array(choice(CATEGORY_NAMES, 'Categories')).default([]),
  /** Models or words, searched by the store's search rules (nicknames, typos, everyday words). */
  words: z.string().trim().max(MAX_PRODUCT_TEXT, `Models or words: at most ${MAX_PRODUCT_TEXT} characters`).optional(),
  colours: z.array(choice(COLOURS, 'Colours')).default([]),
  conditions: z.array(choice(CONDITIONS, 'Conditions')).default([]),
  priceMin: price('Lowest price (S$)'),
  priceMax: price('Highest price (S$)'),
  gender: choice(RULE_GENDERS, 'Gender').optional(),
  dealOnly: z.boolean().default(false),
  newInLastDays: z
    .number({ error: 'New in the last N days: a whole number of days, e.g. 30' })
    .int('New in the last N days: a whole number of days, e.g. 30')
    .min(1, 'New in the last N days: at least 1 day (leave it empty for any time)')
    .max(MAX_NEW_IN_DAYS, `New in the last N days: at most ${MAX_NEW_IN_DAYS} days`)
    .optional(),
  includeSold: z.boolean().default(false),
});
export type CollectionRule = z.infer<typeof collectionRuleSchema>;

/**
 * A collection's fields with no cross-field check: what JSON Schema (and so the editor's form) can
 * say. `image` is Astro's image() in the build and a plain path for the editor. collectionSchema adds
 * the checks between fields; collectionProblems is the same checks for the editor to run before saving.
 */
export function collectionFields<I extends z.ZodType>(image: I) {
  return z.object({
    title: text(),
    slug: z.string().trim().regex(SLUG_PATTERN, SLUG_MESSAGE).meta({ errorMessage: SLUG_MESSAGE }),
    heroImage: image,
    heroAlt: z
      .string()
      .trim()
      .min(1, `Hero image alt text: ${ALT_MESSAGE}`)
      .meta({ errorMessage: `Hero image alt text: ${ALT_MESSAGE}` }),
    rule: collectionRuleSchema.default(collectionRuleSchema.parse({})),
    pinned: z
      .array(
        z
          .string()
          .trim()
          .regex(new RegExp(`^${PRODUCT_ID_SOURCE}$`), PINNED_MESSAGE)
          .meta({ errorMessage: PINNED_MESSAGE }),
      )
      .max(MAX_PINNED, `Pinned pieces: at most ${MAX_PINNED}`)
      .default([]),
    sort: z.enum(COLLECTION_SORTS, { error: `Sort: use one of ${COLLECTION_SORTS.join(', ')}` }).default('newest'),
    minimumCount: z
      .number({ error: 'Minimum count: a whole number of pieces, e.g. 4' })
      .int('Minimum count: a whole number of pieces, e.g. 4')
      .min(1, 'Minimum count: at least 1')
      .max(MAX_MINIMUM_COUNT, `Minimum count: at most ${MAX_MINIMUM_COUNT}`)
      .default(DEFAULT_MINIMUM_COUNT),
    start: dateTime('Start'),
    end: dateTime('End'),
  });
}

/** A problem between fields, with the field's path and a message naming it. */
export interface ContentProblem {
  path: (string | number)[];
  message: string;
}

type CollectionInput = Pick<z.infer<ReturnType<typeof collectionFields<z.ZodString>>>, 'rule' | 'sort' | 'start' | 'end'>;

/**
 * The checks between a collection's fields (what no single field can say): a price range upside
 * down, an end before its start, a date that does not exist, 'Best match' with no words. Pure, so the
 * build (collectionSchema) and the editor (before saving) refuse the same files.
 */
export function collectionProblems(entry: CollectionInput): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { priceMin, priceMax, words } = entry.rule;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    problems.push({
      path: ['rule', 'priceMax'],
      message: `Highest price (S$): ${priceMax} is below the lowest price (${priceMin}); raise the highest price or lower the lowest`,
    });
  const start = entry.start === undefined ? undefined : singaporeTimeToEpoch(entry.start);
  const end = entry.end === undefined ? undefined : singaporeTimeToEpoch(entry.end);
  if (start === null) problems.push({ path: ['start'], message: `Start: ${entry.start} is not a date and time that exists; ${SG_DATE_TIME_MESSAGE}` });
  if (end === null) problems.push({ path: ['end'], message: `End: ${entry.end} is not a date and time that exists; ${SG_DATE_TIME_MESSAGE}` });
  if (typeof start === 'number' && typeof end === 'number' && end <= start)
    problems.push({ path: ['end'], message: `End: ${entry.end} is not after the start (${entry.start}); move the end later or the start earlier` });
  if (entry.sort === 'relevance' && !words?.trim())
    problems.push({ path: ['sort'], message: 'Sort: Best match needs models or words in the rule; choose Newest or a price order, or add words' });
  return problems;
}

/** A collection as the build checks it: its fields, then the checks between them. */
export function collectionSchema<I extends z.ZodType>(image: I) {
  return collectionFields(image).superRefine((entry, ctx) => {
    for (const problem of collectionProblems(entry)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
}

/** A translation: the words of a language; the rest is copied from English and read from there. */
export function collectionTranslationSchema<I extends z.ZodType>(image: I) {
  return collectionFields(image).partial();
}

export const HOME_FORMS = ['tiles', 'carousel'] as const;
export type HomeForm = (typeof HOME_FORMS)[number];
const HOME_COLLECTION_MESSAGE = `Home page collection: a collection's slug, e.g. hermes-under-15000`;

/**
 * The home page (src/content/home/en/home.md, one file for every language: the order is the store's,
 * the words come from each collection's translation): which collections show, in what order and
 * form, and which banner is the hero. `afterGroup` places a collection after that many of the
 * catalog's home groups (0: above them all), so the spec's groups keep their order around it.
 * Neighbouring 'tiles' entries at the same place share one rail.
 */
export const homePageSchema = z.object({
  hero: z.string().trim().min(1, 'Hero banner: the banner shown at the top, e.g. home').default('home'),
  collections: z
    .array(
      z.object({
        collection: z.string().trim().regex(SLUG_PATTERN, HOME_COLLECTION_MESSAGE).meta({ errorMessage: HOME_COLLECTION_MESSAGE }),
        form: z.enum(HOME_FORMS, { error: `Form: use tiles (a rail of collection tiles) or carousel (the collection's first pieces)` }).default('tiles'),
        afterGroup: z
          .number({ error: 'After group: how many of the catalog’s home carousels come above it, e.g. 1' })
          .int('After group: a whole number, e.g. 1')
          .min(0, 'After group: 0 (above every carousel) or more')
          .default(1),
      }),
    )
    .default([]),
});
export type HomePage = z.infer<typeof homePageSchema>;
