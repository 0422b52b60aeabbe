/** The currency an answer is given in, and the conversion from the Singapore dollars records keep. */
import { convertFromSgd, convertOptional, isoFromUnix as isoOrNullFromUnix } from '../catalog/pricing.ts';
import { badRequest } from '../http/errors.ts';

export interface AnswerCurrency {
  code: string;
  rateFromSgd: number;
}

export async function answerCurrency(db: D1Database, code: string): Promise<AnswerCurrency> {
  const row = await db.prepare('SELECT code, rate_from_sgd FROM currencies WHERE code = ?').bind(code).first<{ code: string; rate_from_sgd: number }>();
  if (!row) throw badRequest(`currency: ${code} is not offered.`);
  return { code: row.code, rateFromSgd: row.rate_from_sgd };
}

/** Whole units of the answer's currency (spec section 9: prices are whole numbers). */
// The catalog's conversion and rounding, so every answer prices the same way.
export function fromSgd(amountSgd: number, currency: AnswerCurrency): number {
  return convertFromSgd(amountSgd, currency.rateFromSgd);
}

export function fromSgdOrNull(amountSgd: number | null, currency: AnswerCurrency): number | null {
  return convertOptional(amountSgd, currency.rateFromSgd);
}

export function isoFromUnix(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

export const isoOrNull = isoOrNullFromUnix;
