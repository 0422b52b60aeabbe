/**
 * The browser editor's configuration (Decap CMS, served at /admin), generated from the content
 * schemas (schemas.ts) so the editor and the build apply the same rules: required fields, patterns
 * and their messages, the FAQ section list, list limits. Pure.
 *
 * What the schemas cannot say (labels, hints, which widget) is in PRESENTATION, keyed by field; the
 * generator refuses a schema field without presentation, presentation without a schema field, a
 * JSON Schema keyword it does not translate, and a zod refinement (which JSON Schema, and so the
 * editor, would silently lose). Drift therefore fails the build and tests/unit/content/cms-config.test.ts.
 */
import { z } from 'astro/zod';
import { FAQ_SECTIONS, type FaqSectionKey } from '../marketing/faq.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { SORT_OPTIONS } from '../catalog/inventory-query-rules.ts';
import { CONDITIONS, COLOURS, CATEGORY_NAMES, HOUSES, RULE_GENDERS } from '../catalog/reference-lists.ts';
import {
  aboutSchema,
  BANNER_IMAGE_FOLDER,
  BANNER_IMAGE_MAX_BYTES,
  bannerSchema,
  COLLECTION_IMAGE_FOLDER,
  COLLECTION_SORTS,
  collectionFields,
  CONTENT_FOLDERS,
  DEFAULT_MINIMUM_COUNT,
  faqSchema,
  homePageSchema,
  MAX_PINNED,
} from './schemas.ts';

/** One Decap CMS field (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'select' | 'list' | 'object' | 'image' | 'markdown' | 'boolean' | 'datetime' | 'relation';
  required: boolean;
  hint?: string;
  pattern?: [string, string];
  value_type?: 'int';
  options?: { label: string; value: string }[];
  /** select: several values (a list in the file). */
  multiple?: boolean;
  /** number: bounds; list: the most items. */
  min?: number;
  max?: number;
  fields?: CmsField[];
  /** list of plain values (not objects): the one field each item is. */
  field?: CmsField;
  /** list: one item's name, on the Add button ('Add Product id'). */
  label_singular?: string;
  /** datetime: the stored form (no zone: the schema reads it as Singapore time). */
  format?: string;
  date_format?: string;
  time_format?: string;
  picker_utc?: boolean;
  /** relation: entries of another collection to choose from. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  media_library?: { config: { max_file_size: number; multiple: boolean } };
  buttons?: string[];
  editor_components?: string[];
  /**
   * Decap CMS i18n: translated per language (true), copied from English ('duplicate'), or English
   * only (false: lists and objects, which Decap cannot copy; their parts carry no mark of their own).
   */
  i18n?: boolean | 'duplicate';
}

/** How a field looks in the editor; `fields` for objects and lists of objects. */
interface Presentation {
  label: string;
  hint?: string;
  widget?: CmsField['widget'];
  /** Labels of an enum's values, by value. */
  optionLabels?: Record<string, string>;
  summary?: string;
  fields?: Record<string, Presentation>;
  /** A list: the name of one item (its Add button; a list of plain values labels each item so). */
  itemLabel?: string;
  /** 'datetime' shows a date and time picker and stores the Singapore wall-clock time as the schema writes it. */
  relation?: { collection: string; valueField: string; searchFields: string[]; displayFields: string[] };
  /** Image fields: where uploads go and how the Markdown refers to them. */
  media?: { folder: string; publicFolder: string; maxBytes: number };
  /**
   * In the other languages: 'duplicate' copies the English value and hides the field (order, section,
   * links, images: facts that never differ); 'english' keeps the field in the English file only (the
   * build reads it from there): lists and objects, which Decap does not copy, and optional values a
   * person may empty, whose emptied copy ('') the translation's file would keep; by default the
   * field is translated.
   */
  i18n?: 'duplicate' | 'english';
}

const SECTION_LABELS: Record<FaqSectionKey, string> = FAQ_SECTIONS;

/** Banner images are referred to from src/content/banners/{locale}/*.md, as Astro's image() expects. */
const BANNER_MEDIA = { folder: `/${BANNER_IMAGE_FOLDER}`, publicFolder: '../../../assets/banners', maxBytes: BANNER_IMAGE_MAX_BYTES };

/** Collection hero images: referred to from src/content/collections/{locale}/*.md, as Astro's image() expects. */
const COLLECTION_MEDIA = { folder: `/${COLLECTION_IMAGE_FOLDER}`, publicFolder: '../../../assets/collections', maxBytes: BANNER_IMAGE_MAX_BYTES };

/** Each value its own label (houses, categories, conditions are shown as the catalog names them). */
const asNamed = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));
const capitalised = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value.charAt(0).toUpperCase() + value.slice(1)]));
const SORT_LABELS = Object.fromEntries(COLLECTION_SORTS.map((sort) => [sort, SORT_OPTIONS.find((option) => option.id === sort)?.label ?? sort]));

/** Copied from English to every language (the rule is the store's, not a translation). */
const copied = { i18n: 'duplicate' } as const;

/*
 * Labels carry the names the schema's messages begin with ('Lowest price (S$): …'), so a message
 * names the field as the form shows it.
 */
export const PRESENTATION = {
  banners: {
    eyebrow: { label: 'Eyebrow', hint: 'The small line above the header (optional).' },
    header: { label: 'Header' },
    button: {
      label: 'Button',
      hint: 'Optional: a button under the text.',
      fields: {
        label: { label: 'Button text' },
        link: {
          label: 'Button link',
          hint: 'A page of this site, e.g. /faq, or an https:// address. The same in every language: /faq leads to the FAQ in the page’s language.',
          i18n: 'duplicate',
        },
      },
    },
    image: { label: 'Image', widget: 'image', hint: 'JPEG, PNG, WebP or SVG, up to 1 MB. Shown at 4:3.', media: BANNER_MEDIA, i18n: 'duplicate' },
    imageAlt: { label: 'Image description (alt text)', hint: 'What the image shows, for shoppers using a screen reader.' },
  },
  about: {
    title: { label: 'Title' },
    eyebrow: { label: 'Eyebrow', hint: 'The small line above the title (optional).' },
    order: { label: 'Order', hint: 'Sections show from the lowest number down.', i18n: 'duplicate' },
    highlights: {
      label: 'Highlights',
      hint: 'Up to 4 short figures shown beside the text.',
      summary: '{{fields.figure}} {{fields.label}}',
      fields: { figure: { label: 'Figure', hint: 'e.g. 12,000+' }, label: { label: 'Label', hint: 'e.g. pieces rehomed' } },
    },
  },
  faq: {
    question: { label: 'Question', hint: 'Ends with a question mark.' },
    section: { label: 'Section', optionLabels: SECTION_LABELS, i18n: 'duplicate' },
    order: { label: 'Order', hint: 'Questions show from the lowest number down within their section.', i18n: 'duplicate' },
  },
  collections: {
    title: { label: 'Title', hint: 'The page’s heading, e.g. Hermès under S$15,000.' },
    slug: {
      label: 'Slug',
      hint: 'The page address: /collections/<slug>. Lower-case letters, digits and hyphens, e.g. hermes-under-15000. The same in every language; do not change it once the collection is live (links to the old address would break).',
      ...copied,
    },
    heroImage: {
      label: 'Hero image',
      widget: 'image',
      hint: 'JPEG, PNG, WebP or SVG, up to 1 MB. Shown wide at the top of the page.',
      media: COLLECTION_MEDIA,
      ...copied,
    },
    heroAlt: { label: 'Hero image alt text', hint: 'What the image shows, for shoppers using a screen reader.' },
    rule: {
      label: 'Rule',
      hint: 'Which pieces the collection shows. Every part you fill in must hold (several houses: any of them). Leave a part empty to not limit by it. The preview on the right counts the pieces it finds now. Edited in English only: every language shows the same pieces.',
      i18n: 'english',
      fields: {
        houses: { label: 'Houses', optionLabels: asNamed(HOUSES), hint: 'Any of these houses.' },
        categories: { label: 'Categories', optionLabels: asNamed(CATEGORY_NAMES), hint: 'Any of these categories.' },
        words: {
          label: 'Models or words',
          hint: 'Searched as the store’s search box does (nicknames and small typos too), e.g. Birkin 30 or Kelly. Up to 100 characters.',
        },
        colours: { label: 'Colours', optionLabels: capitalised(COLOURS), hint: 'Any of these colours.' },
        conditions: { label: 'Conditions', optionLabels: asNamed(CONDITIONS), hint: 'Any of these condition grades.' },
        priceMin: { label: 'Lowest price (S$)', hint: 'In Singapore dollars, whole dollars, e.g. 5000. Empty: no lower limit.' },
        priceMax: { label: 'Highest price (S$)', hint: 'In Singapore dollars, e.g. 15000. Empty: no upper limit.' },
        gender: { label: 'Gender', optionLabels: asNamed(RULE_GENDERS), hint: 'Empty: for everyone.' },
        dealOnly: { label: 'Deals only', hint: 'Only pieces with a deal running.' },
        newInLastDays: { label: 'New in the last N days', hint: 'Only pieces listed in the last N days, e.g. 30. Empty: any time.' },
        includeSold: { label: 'Include sold pieces', hint: 'Sold pieces show after the available ones. Off: only pieces for sale.' },
      },
    },
    pinned: {
      label: 'Pinned pieces',
      itemLabel: 'Product id',
      hint: `Pieces shown first, in this order, while they are for sale (up to ${MAX_PINNED}). The id is the number in the piece’s address: /product/1234 is 1234. A sold piece drops out by itself.`,
      i18n: 'english',
    },
    sort: {
      label: 'Sort',
      optionLabels: SORT_LABELS,
      hint: 'The order after the pinned pieces. Best match needs models or words in the rule.',
      i18n: 'english',
    },
    minimumCount: {
      label: 'Minimum count',
      hint: `With fewer pieces than this, the home page leaves the collection out and its page says so. Usually ${DEFAULT_MINIMUM_COUNT}.`,
      i18n: 'english',
    },
    start: {
      label: 'Start',
      widget: 'datetime',
      hint: 'Singapore time. The collection appears at this minute on every page, without a rebuild. Empty: from publishing.',
      i18n: 'english',
    },
    end: {
      label: 'End',
      widget: 'datetime',
      hint: 'Singapore time. From this minute the collection leaves the store and its page says it has ended. Empty: no end.',
      i18n: 'english',
    },
  },
  home: {
    hero: {
      label: 'Hero banner',
      widget: 'relation',
      hint: 'The banner at the top of the home page (edited under Banners).',
      relation: { collection: 'banners', valueField: '{{slug}}', searchFields: ['header'], displayFields: ['header'] },
    },
    collections: {
      label: 'Collections on the home page',
      itemLabel: 'Collection',
      hint: 'In the order they show. A collection shows only while it is live and finds at least its minimum count of pieces.',
      summary: '{{fields.collection}} ({{fields.form}}, after group {{fields.afterGroup}})',
      fields: {
        collection: {
          label: 'Collection',
          widget: 'relation',
          hint: 'Choose by title.',
          relation: { collection: 'collections', valueField: 'slug', searchFields: ['title', 'slug'], displayFields: ['title'] },
        },
        form: {
          label: 'Form',
          optionLabels: { tiles: 'Tiles (a rail of collection tiles)', carousel: 'Carousel (the collection’s first pieces)' },
          hint: 'Tiles next to each other at the same place share one rail.',
        },
        afterGroup: {
          label: 'After group',
          hint: 'How many of the store’s own home carousels (groups) come above it: 0 puts it above them all, 1 after the first, and so on.',
        },
      },
    },
  },
} satisfies Record<'banners' | 'about' | 'faq' | 'collections' | 'home', Record<string, Presentation>>;

/** zod adds these bounds to every integer; they are not a rule of ours. */
const SAFE_INTEGER_BOUNDS = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minLength?: number;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  errorMessage?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  additionalProperties?: unknown;
  $schema?: string;
};

const KNOWN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'minLength',
  'maxItems',
  'pattern',
  'errorMessage',
  'minimum',
  'maximum',
  'default',
  'additionalProperties',
  '$schema',
]);

/** Refinements (.refine, .superRefine) are invisible to JSON Schema: refuse them so no rule is lost. */
export function assertNoRefinements(schema: z.ZodType, path = 'schema'): void {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  for (const check of (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [])
    if (check._zod.def.check === 'custom') throw new Error(`${path}: a refinement the editor cannot show; write it as a pattern or a bound`);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) assertNoRefinements(child, `${path}.${key}`);
      break;
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      assertNoRefinements(def.innerType as z.ZodType, path);
      break;
    case 'array':
      assertNoRefinements(def.element as z.ZodType, `${path}[]`);
      break;
  }
}

/**
 * How the generator reads a schema. `checkedBeforeSave`: the editor runs the whole zod schema before
 * it saves (boot.ts, the collections' preSave check), so a bound the form cannot show (a text's
 * longest length) is still refused before saving, with the schema's own message.
 */
interface ReadOptions {
  checkedBeforeSave: boolean;
  /** Inside a list or object kept in English only. */
  inEnglishOnly?: boolean;
}

/** Keywords the form cannot show, accepted only when the whole schema is run before saving. */
const CHECKED_BEFORE_SAVE_KEYWORDS = new Set(['maxLength']);

function checkKeywords(schema: JsonSchema, path: string, options: ReadOptions): void {
  for (const keyword of Object.keys(schema))
    if (!KNOWN_KEYWORDS.has(keyword) && !(options.checkedBeforeSave && CHECKED_BEFORE_SAVE_KEYWORDS.has(keyword)))
      throw new Error(`${path}: JSON Schema keyword '${keyword}' is not translated for the editor`);
}

function optionsFrom(values: string[], presentation: Presentation, path: string): { label: string; value: string }[] {
  return values.map((value) => {
    const label = presentation.optionLabels?.[value];
    if (!label) throw new Error(`${path}: option '${value}' has no label`);
    return { label, value };
  });
}

function fieldFrom(name: string, schema: JsonSchema, required: boolean, presentation: Presentation | undefined, path: string, given: ReadOptions): CmsField {
  let options = given;
  if (!presentation) throw new Error(`${path}: a schema field with no editor presentation (add it to PRESENTATION)`);
  checkKeywords(schema, path, options);
  const field: CmsField = { name, label: presentation.label, widget: presentation.widget ?? 'string', required };
  if (!options.inEnglishOnly) field.i18n = presentation.i18n === 'english' ? false : (presentation.i18n ?? true);
  // The parts of an English-only list or object carry no mark of their own.
  if (presentation.i18n === 'english') options = { ...options, inEnglishOnly: true };
  if (presentation.hint) field.hint = presentation.hint;
  if (schema.pattern) {
    if (!schema.errorMessage) throw new Error(`${path}: a pattern without a message (use .meta({ errorMessage }))`);
    field.pattern = [schema.pattern, schema.errorMessage];
  }
  switch (schema.type) {
    case 'string':
      if (schema.enum) {
        field.widget = 'select';
        field.options = optionsFrom(schema.enum, presentation, path);
      }
      if (field.widget === 'image') {
        const media = presentation.media;
        if (!media) throw new Error(`${path}: an image field needs a media folder`);
        Object.assign(field, {
          choose_url: false,
          media_folder: media.folder,
          public_folder: media.publicFolder,
          media_library: { config: { max_file_size: media.maxBytes, multiple: false } },
        });
      }
      if (field.widget === 'datetime')
        // The wall-clock time as typed, no zone: the schema reads it as Singapore time (UTC+8).
        Object.assign(field, { format: 'YYYY-MM-DDTHH:mm', date_format: 'YYYY-MM-DD', time_format: 'HH:mm', picker_utc: false });
      if (field.widget === 'relation') {
        const relation = presentation.relation;
        if (!relation) throw new Error(`${path}: a relation field needs the collection it chooses from`);
        Object.assign(field, {
          collection: relation.collection,
          value_field: relation.valueField,
          search_fields: relation.searchFields,
          display_fields: relation.displayFields,
          options_length: 50,
        });
      }
      break;
    case 'integer': {
      const { minimum, maximum } = schema;
      Object.assign(field, { widget: 'number', value_type: 'int' });
      if (minimum !== undefined && minimum !== SAFE_INTEGER_BOUNDS.minimum) field.min = minimum;
      if (maximum !== undefined && maximum !== SAFE_INTEGER_BOUNDS.maximum) field.max = maximum;
      if ((field.min !== undefined || field.max !== undefined) && !options.checkedBeforeSave)
        throw new Error(`${path}: integer bounds are not translated for the editor`);
      break;
    }
    case 'boolean':
      field.widget = 'boolean';
      break;
    case 'object':
      Object.assign(field, { widget: 'object', collapsed: false, fields: fieldsFrom(schema, presentation.fields, path, options) });
      break;
    case 'array': {
      const items = schema.items;
      if (items?.type === 'object') Object.assign(field, { widget: 'list', fields: fieldsFrom(items, presentation.fields, `${path}[]`, options) });
      else if (items?.type === 'string' && items.enum) {
        // Several of a fixed list (houses, colours …): one select that takes many.
        checkKeywords(items, `${path}[]`, options);
        Object.assign(field, { widget: 'select', multiple: true, options: optionsFrom(items.enum, presentation, path) });
      } else if (items?.type === 'string') {
        // A list of plain values (product ids): each item is a text with the schema's pattern.
        checkKeywords(items, `${path}[]`, options);
        const item: CmsField = { name: 'item', label: presentation.itemLabel ?? presentation.label, widget: 'string', required: true };
        if (items.pattern) {
          if (!items.errorMessage) throw new Error(`${path}[]: a pattern without a message (use .meta({ errorMessage }))`);
          item.pattern = [items.pattern, items.errorMessage];
        }
        Object.assign(field, { widget: 'list', field: item });
      } else throw new Error(`${path}: only lists of objects or of texts are translated for the editor`);
      if (schema.maxItems !== undefined) field.max = schema.maxItems;
      if (presentation.summary) field.summary = presentation.summary;
      if (presentation.itemLabel) field.label_singular = presentation.itemLabel;
      break;
    }
    default:
      throw new Error(`${path}: type '${schema.type}' is not translated for the editor`);
  }
  if (schema.default !== undefined) field.default = schema.default;
  return field;
}

function fieldsFrom(schema: JsonSchema, presentation: Record<string, Presentation> | undefined, path: string, options: ReadOptions): CmsField[] {
  const properties = schema.properties ?? {};
  for (const key of Object.keys(presentation ?? {}))
    if (!(key in properties)) throw new Error(`${path}.${key}: editor presentation for a field the schema does not have`);
  const required = new Set(schema.required ?? []);
  return Object.entries(properties).map(([name, child]) => fieldFrom(name, child, required.has(name), presentation?.[name], `${path}.${name}`, options));
}

/**
 * The editor's fields for a collection schema (front matter), in schema order. With
 * `checkedBeforeSave`, the editor runs the schema itself before saving (see ReadOptions).
 */
export function cmsFields(
  schema: z.ZodType,
  presentation: Record<string, Presentation>,
  path: string,
  options: ReadOptions = { checkedBeforeSave: false },
): CmsField[] {
  assertNoRefinements(schema, path);
  // 'input': what a file may hold (a field with a default may be left out).
  return fieldsFrom(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, presentation, path, options);
}

/** The Markdown body of an entry. */
function body(label: string, hint: string): CmsField {
  return {
    name: 'body',
    label,
    widget: 'markdown',
    required: true,
    hint,
    buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
    editor_components: [],
    i18n: true,
  };
}

export interface CmsConfigOptions {
  /** owner/name of the GitHub repository the production editor commits to; null: not configured. */
  repo: string | null;
  branch: string;
  /** The local proxy (decap-server) of `npm run dev`/`npm start`; null in a production build. */
  localBackendUrl: string | null;
  /** The store's public origin, for "view on site" links. */
  siteUrl: string;
}

/** Path of the OAuth endpoint (functions/api/cms), relative to the site's origin. */
export const CMS_AUTH_ENDPOINT = 'api/cms/auth';

/** The whole configuration handed to CMS.init() (no config.yml: load_config_file is false). */
/** Collections and the home page are checked by their whole schema before saving (boot.ts). */
const CHECKED = { checkedBeforeSave: true };

/** The collections' fields (the hero image is a plain path for the editor). */
export function collectionCmsFields(): CmsField[] {
  return [
    ...cmsFields(collectionFields(z.string()), PRESENTATION.collections, 'collections', CHECKED),
    body('Intro', 'A few sentences under the title: bold, italic, links and lists show as on the page.'),
  ];
}

export function cmsConfig(options: CmsConfigOptions) {
  const banner = cmsFields(bannerSchema(z.string()), PRESENTATION.banners, 'banners');
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: options.repo ?? '',
      branch: options.branch,
      // base_url (this site's origin) is set by the page at run time: the OAuth exchange is ours.
      auth_endpoint: CMS_AUTH_ENDPOINT,
      squash_merges: true,
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    // Draft → pull request (Cloudflare Pages builds a preview of it) → publish (merge).
    publish_mode: 'editorial_workflow',
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl, allowed_hosts: ['127.0.0.1', 'localhost'] } } : {}),
    logo_url: '/favicon.svg',
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Each language in a folder of its own: src/content/faq/en/returns.md, …/zh-hant/returns.md
    // (the build reads the same layout, src/content.config.ts). A translation not yet written shows
    // English on the site, marked.
    i18n: { structure: 'multiple_folders', locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    media_folder: BANNER_IMAGE_FOLDER,
    public_folder: BANNER_MEDIA.publicFolder,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'faq',
        label: 'FAQ',
        label_singular: 'Question',
        description: 'One question per entry. The answer is the text; questions show by section, then by order.',
        folder: CONTENT_FOLDERS.faq,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        identifier_field: 'question',
        slug: '{{question}}',
        summary: '{{question}}',
        sortable_fields: ['section', 'order', 'question'],
        view_groups: [{ label: 'Section', field: 'section' }],
        preview_path: 'faq',
        i18n: true,
        fields: [...cmsFields(faqSchema, PRESENTATION.faq, 'faq'), body('Answer', 'Bold, italic, links and lists show as on /faq.')],
      },
      {
        name: 'about',
        label: 'About sections',
        label_singular: 'Section',
        description: 'The sections of /about-us, in order.',
        folder: CONTENT_FOLDERS.about,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        identifier_field: 'title',
        slug: '{{title}}',
        sortable_fields: ['order', 'title'],
        preview_path: 'about-us',
        i18n: true,
        fields: [...cmsFields(aboutSchema, PRESENTATION.about, 'about'), body('Text', 'The section’s text.')],
      },
      {
        // A folder collection, not files: Decap's i18n keeps a file per language only for folders.
        name: 'banners',
        label: 'Banners',
        label_singular: 'Banner',
        description: 'The home hero (home) and the About banner (about).',
        folder: CONTENT_FOLDERS.banners,
        extension: 'md',
        format: 'frontmatter',
        create: false,
        delete: false,
        identifier_field: 'header',
        summary: '{{filename}}: {{header}}',
        i18n: true,
        fields: [...banner, body('Text', 'The paragraph under the header.')],
      },
      {
        // Issue 36: marketing's collections, one file per collection and language.
        name: 'collections',
        label: 'Collections',
        label_singular: 'Collection',
        description:
          'Pages of pieces chosen by a rule, at /collections/<slug>. The preview counts the pieces the rule finds now; a rule the catalog cannot answer is refused before saving.',
        folder: CONTENT_FOLDERS.collections,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        identifier_field: 'title',
        slug: '{{fields.slug}}',
        summary: '{{title}} (/collections/{{slug}})',
        sortable_fields: ['title', 'start', 'end'],
        preview_path: 'collections/{{slug}}',
        i18n: true,
        fields: collectionCmsFields(),
      },
      {
        // The English file alone (src/content/home/en/home.md): the store reads only it (the order is
        // the store's; each collection's words come from its own translation). Not Decap's i18n: its
        // multiple_folders layout puts the language before the first '/home' of the path, which here is
        // the folder's name (src/content/en/home/home.md), so it would find no file.
        name: 'home',
        label: 'Home page',
        label_singular: 'Home page',
        description: 'Which collections the home page shows, in what order and form, and its hero banner.',
        folder: `${CONTENT_FOLDERS.home}/${DEFAULT_LOCALE}`,
        extension: 'md',
        format: 'frontmatter',
        create: false,
        delete: false,
        identifier_field: 'hero',
        summary: 'The home page',
        i18n: false,
        fields: cmsFields(homePageSchema, PRESENTATION.home, 'home', { checkedBeforeSave: true, inEnglishOnly: true }),
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
