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

/** Where each collection's files live, relative to the repository root. */
export const CONTENT_FOLDERS = {
  banners: 'src/content/banners',
  about: 'src/content/about',
  faq: 'src/content/faq',
} as const;

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
