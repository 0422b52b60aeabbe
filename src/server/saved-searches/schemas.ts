/** Input of the saved-search calls, read at the door (http/validate.ts). */
import { z } from 'zod';
import { pathId } from '../http/query-schema.ts';
import { catalogIdOf, isSort, MAX_HEADING, MAX_PRODUCT_TEXT } from '../../lib/catalog/inventory-query-rules.ts';
import { SAVED_SEARCH_NAME_MAX } from '../../lib/contract/saved-searches.ts';

/** Longer lists than the catalog offers choices are refused before any lookup. */
const MAX_LIST = 60;

const name = z
  .string({ error: 'must be text.' })
  .trim()
  .min(1, 'must not be empty.')
  .max(SAVED_SEARCH_NAME_MAX, `is limited to ${SAVED_SEARCH_NAME_MAX} characters.`);

const texts = (max: number) =>
  z
    .array(z.string({ error: 'takes text values.' }).max(max, `values are limited to ${max} characters.`), { error: 'must be a list.' })
    .max(MAX_LIST, `takes at most ${MAX_LIST} values.`);
const ids = z
  .array(
    z
      .number({ error: 'takes whole-number ids.' })
      .int('takes whole-number ids.')
      .min(1, 'takes positive ids.')
      .max(999_999_999, 'takes ids of at most 9 digits.'),
    { error: 'must be a list.' },
  )
  .max(MAX_LIST, `takes at most ${MAX_LIST} values.`);

/**
 * The shape of a SavedSearchQuery; what the values mean (known brands, categories …) is then checked by
 * the catalog's own reader, the one GET /v2/inventories uses (routes.ts).
 */
export const savedQueryShape = z.strictObject(
  {
    product: z.string({ error: 'must be text.' }).max(MAX_PRODUCT_TEXT, `is limited to ${MAX_PRODUCT_TEXT} characters.`).optional(),
    brand: texts(100).optional(),
    category: ids.optional(),
    gender: z
      .array(z.enum(['M', 'W'], { error: "takes 'M' or 'W'." }))
      .max(2, 'takes at most 2 values.')
      .optional(),
    price_range: ids.optional(),
    color: texts(40).optional(),
    location: texts(8).optional(),
    deal: z.boolean({ error: 'must be true or false.' }).optional(),
    sort: z.string({ error: 'must be text.' }).refine(isSort, 'must be newest, price_asc or price_desc.').optional(),
    group: z.string({ error: 'must be text.' }).max(20, 'is limited to 20 characters.').optional(),
    heading: z.string({ error: 'must be text.' }).max(MAX_HEADING, `is limited to ${MAX_HEADING} characters.`).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.map((key) => `'${key}'`).join(', ')}.` : 'must be an object.') },
);

const bodyError = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Unknown field ${(issue.keys ?? []).map((key) => `'${key}'`).join(', ')}.` : 'The body must be a JSON object.';

export const createBody = z.strictObject({ name: name.optional(), query: savedQueryShape }, { error: bodyError });
export const patchBody = z.strictObject({ name }, { error: bodyError });

/** The {id} of /v1/saved-searches/{id}: a positive whole number of at most 9 digits. */
export const savedSearchId = pathId(catalogIdOf);

export const unsubscribeBody = z.strictObject(
  { token: z.string({ error: 'is required.' }).trim().min(1, 'is required.').max(512, 'is not valid.') },
  { error: bodyError },
);
