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
import { aboutSchema, BANNER_IMAGE_FOLDER, BANNER_IMAGE_MAX_BYTES, bannerSchema, CONTENT_FOLDERS, faqSchema } from './schemas.ts';

/** One Decap CMS field (the subset this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'select' | 'list' | 'object' | 'image' | 'markdown';
  required: boolean;
  hint?: string;
  pattern?: [string, string];
  value_type?: 'int';
  options?: { label: string; value: string }[];
  max?: number;
  fields?: CmsField[];
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  media_library?: { config: { max_file_size: number; multiple: boolean } };
  buttons?: string[];
  editor_components?: string[];
  /** Decap CMS i18n: translated per language, or copied from English. */
  i18n: true | 'duplicate';
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
  /** Image fields: where uploads go and how the Markdown refers to them. */
  media?: { folder: string; publicFolder: string; maxBytes: number };
  /**
   * In the other languages: 'duplicate' copies the English value and hides the field (order, section,
   * links, images: facts that never differ); by default the field is translated.
   */
  i18n?: 'duplicate';
}

const SECTION_LABELS: Record<FaqSectionKey, string> = FAQ_SECTIONS;

/** Banner images are referred to from src/content/banners/{locale}/*.md, as Astro's image() expects. */
const BANNER_MEDIA = { folder: `/${BANNER_IMAGE_FOLDER}`, publicFolder: '../../../assets/banners', maxBytes: BANNER_IMAGE_MAX_BYTES };

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
} satisfies Record<'banners' | 'about' | 'faq', Record<string, Presentation>>;

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

function fieldFrom(name: string, schema: JsonSchema, required: boolean, presentation: Presentation | undefined, path: string): CmsField {
  if (!presentation) throw new Error(`${path}: a schema field with no editor presentation (add it to PRESENTATION)`);
  for (const keyword of Object.keys(schema))
    if (!KNOWN_KEYWORDS.has(keyword)) throw new Error(`${path}: JSON Schema keyword '${keyword}' is not translated for the editor`);
  const field: CmsField = { name, label: presentation.label, widget: presentation.widget ?? 'string', required, i18n: presentation.i18n ?? true };
  if (presentation.hint) field.hint = presentation.hint;
  if (schema.pattern) {
    if (!schema.errorMessage) throw new Error(`${path}: a pattern without a message (use .meta({ errorMessage }))`);
    field.pattern = [schema.pattern, schema.errorMessage];
  }
  switch (schema.type) {
    case 'string':
      if (schema.enum) {
        field.widget = 'select';
        field.options = schema.enum.map((value) => {
          const label = presentation.optionLabels?.[value];
          if (!label) throw new Error(`${path}: option '${value}' has no label`);
          return { label, value };
        });
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
      break;
    case 'integer':
      if (schema.minimum !== SAFE_INTEGER_BOUNDS.minimum || schema.maximum !== SAFE_INTEGER_BOUNDS.maximum)
        throw new Error(`${path}: integer bounds are not translated for the editor`);
      Object.assign(field, { widget: 'number', value_type: 'int' });
      break;
    case 'object':
      Object.assign(field, { widget: 'object', collapsed: false, fields: fieldsFrom(schema, presentation.fields, path) });
      break;
    case 'array': {
      if (schema.items?.type !== 'object') throw new Error(`${path}: only lists of objects are translated for the editor`);
      Object.assign(field, { widget: 'list', fields: fieldsFrom(schema.items, presentation.fields, `${path}[]`) });
      if (schema.maxItems !== undefined) field.max = schema.maxItems;
      if (presentation.summary) field.summary = presentation.summary;
      break;
    }
    default:
      throw new Error(`${path}: type '${schema.type}' is not translated for the editor`);
  }
  if (schema.default !== undefined) field.default = schema.default;
  return field;
}

function fieldsFrom(schema: JsonSchema, presentation: Record<string, Presentation> | undefined, path: string): CmsField[] {
  const properties = schema.properties ?? {};
  for (const key of Object.keys(presentation ?? {}))
    if (!(key in properties)) throw new Error(`${path}.${key}: editor presentation for a field the schema does not have`);
  const required = new Set(schema.required ?? []);
  return Object.entries(properties).map(([name, child]) => fieldFrom(name, child, required.has(name), presentation?.[name], `${path}.${name}`));
}

/** The editor's fields for a collection schema (front matter), in schema order. */
export function cmsFields(schema: z.ZodType, presentation: Record<string, Presentation>, path: string): CmsField[] {
  assertNoRefinements(schema, path);
  // 'input': what a file may hold (a field with a default may be left out).
  return fieldsFrom(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, presentation, path);
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
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
