/** Input of the account-area calls, validated where it enters. */
import { z } from 'zod';
import { ACCOUNT_LIST_DEFAULT_SIZE, ACCOUNT_LIST_MAX_SIZE } from '../../lib/contract/account-area.ts';
import { CONSIGNMENT_ID_PATTERN, ORDER_ID_PATTERN } from '../../lib/account-area/paths.ts';
import { DEFAULT_CURRENCY } from '../../lib/config/storefront.ts';

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`));

/** ?l=&p=&currency= of the list calls. */
export const listQuery = z.object({
  l: wholeNumber('l', 1, ACCOUNT_LIST_MAX_SIZE).default(ACCOUNT_LIST_DEFAULT_SIZE),
  p: wholeNumber('p', 1, 1_000_000).default(1),
  currency: currencyParam(),
});

/** ?currency= of the detail calls. */
export const currencyQuery = z.object({ currency: currencyParam() });

function currencyParam() {
  return z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter currency code.')
    .transform((code) => code.toUpperCase())
    .default(DEFAULT_CURRENCY.code);
}

export const orderIdParam = z.string().regex(ORDER_ID_PATTERN, 'The order number is not valid.');
export const consignmentIdParam = z
  .string()
  .regex(CONSIGNMENT_ID_PATTERN, 'The consignment id must be a positive whole number.')
  .transform(Number);
