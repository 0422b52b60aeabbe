import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { FAQ_SECTION_KEYS } from './lib/marketing/faq.ts';

/**
 * Content that marketing edits as Markdown in src/content/. Each collection is validated at build
 * time, so a malformed entry fails the build instead of shipping a broken page.
 */

/** Home and about banners (spec section 2): header, optional button to a link, image alt 'Revolutionizing Luxury'. */
const banners = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/banners' }),
  schema: ({ image }) =>
    z.object({
      eyebrow: z.string().optional(),
      header: z.string().min(1),
      button: z
        .object({
          label: z.string().min(1),
          // Site paths or absolute https addresses only.
          link: z.string().regex(/^(\/(?!\/)|https:\/\/)/, 'a site path or an https address'),
        })
        .optional(),
      image: image(),
      imageAlt: z.string().default('Revolutionizing Luxury'),
    }),
});

/**
 * /about-us: one Markdown file per section, shown in `order`. The body is the section's text;
 * `highlights` (optional) are short figures shown beside it, e.g. { figure: '12,000+', label: 'pieces rehomed' }.
 */
const about = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/about' }),
  schema: z.object({
    title: z.string().min(1),
    eyebrow: z.string().optional(),
    order: z.number().int(),
    highlights: z.array(z.object({ figure: z.string().min(1), label: z.string().min(1) })).max(4).default([]),
  }),
});

/**
 * /faq: one Markdown file per question in src/content/faq/. Front matter holds the question, its
 * section and its place in the section; the body is the answer.
 */
const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/faq' }),
  schema: z.object({
    question: z.string().min(1).refine((q) => q.trim().endsWith('?'), 'a question ends with a question mark'),
    section: z.enum(FAQ_SECTION_KEYS),
    order: z.number().int(),
  }),
});

export const collections = { banners, about, faq };
