import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

export const collections = { banners };
