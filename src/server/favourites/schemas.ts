/** Input of the favourites calls (issue 14), validated where it enters (http/validate.ts). */
import { z } from 'zod';
import { productIdOf, MAX_PAGE, SEARCH_START_PAGE } from '../../lib/catalog/inventory-query-rules.ts';
import { FAVOURITE_SORTS, FAVOURITES_DEFAULT_PAGE_SIZE, FAVOURITES_MAX, FAVOURITES_MAX_PAGE_SIZE } from '../../lib/contract/favourites.ts';
import { currencyParam } from '../account-area/schemas.ts';
import { one, pathId, querySchema, wholeNumber } from '../http/query-schema.ts';

/** ?l=&p=&currency=&sort= of GET /v1/favourites. */
export const favouritesQuery = querySchema({
  l: wholeNumber(1, FAVOURITES_MAX_PAGE_SIZE).transform((l) => l ?? FAVOURITES_DEFAULT_PAGE_SIZE),
  p: wholeNumber(SEARCH_START_PAGE, MAX_PAGE).transform((p) => p ?? SEARCH_START_PAGE),
  currency: currencyParam(),
  sort: one()
    .refine((sort) => sort === undefined || (FAVOURITE_SORTS as readonly string[]).includes(sort), `must be one of ${FAVOURITE_SORTS.join(', ')}.`)
    .transform((sort) => (sort ?? 'newest') as (typeof FAVOURITE_SORTS)[number]),
});

/** The {id} of /v1/favourites/{id}: the catalog's product-id rule. */
export const favouriteIdParam = pathId(productIdOf, 'a product id (a positive whole number, at most 9 digits)');

const guestFavourite = z.strictObject({
  id: z.number().int('must be a whole number.').min(1, 'must be a positive product id.').max(999_999_999, 'must be a product id (at most 9 digits).'),
  saved_at: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time, e.g. 2026-11-23T08:00:00Z.' }),
  saved_price: z.number().int('must be a whole number.').min(0, 'must not be negative.').max(1_000_000_000_000, 'is too large.'),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code.')
    .transform((code) => code.toUpperCase()),
});

/** POST /v1/favourites/merge {items}. */
export const mergeBody = z.strictObject({
  items: z.array(guestFavourite).max(FAVOURITES_MAX, `takes at most ${FAVOURITES_MAX} favourites at once.`),
});
export type MergeItem = z.infer<typeof guestFavourite>;
