/** Input of the account-area calls, validated where it enters (http/validate.ts). */
import { z } from 'zod';
import { ACCOUNT_LIST_DEFAULT_SIZE, ACCOUNT_LIST_MAX_SIZE } from '../../lib/contract/account-area.ts';
import { CONSIGNMENT_ID_PATTERN, ORDER_ID_PATTERN } from '../../lib/account-area/paths.ts';
import { MAX_PAGE, SEARCH_START_PAGE } from '../../lib/catalog/inventory-query-rules.ts';
import { DEFAULT_CURRENCY } from '../../lib/config/storefront.ts';
import { one, querySchema, wholeNumber } from '../http/query-schema.ts';

export function currencyParam() {
  return one()
    .refine((code) => code === undefined || /^[A-Za-z]{3}$/.test(code), 'must be a three-letter currency code.')
    .transform((code) => (code ?? DEFAULT_CURRENCY.code).toUpperCase());
}

/** ?l=&p=&currency= of the list calls. */
export const listQuery = querySchema({
  l: wholeNumber(1, ACCOUNT_LIST_MAX_SIZE).transform((l) => l ?? ACCOUNT_LIST_DEFAULT_SIZE),
  p: wholeNumber(SEARCH_START_PAGE, MAX_PAGE).transform((p) => p ?? SEARCH_START_PAGE),
  currency: currencyParam(),
});

/** ?currency= of the detail calls. */
export const currencyQuery = querySchema({ currency: currencyParam() });

export const orderIdParam = z.string().regex(ORDER_ID_PATTERN, 'The order number is not valid.');
export const consignmentIdParam = z.string().regex(CONSIGNMENT_ID_PATTERN, 'The consignment id must be a positive whole number.').transform(Number);
