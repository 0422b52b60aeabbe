/**
 * Shape checks for catalog data that reaches the browser outside a typed API call (the JSON blocks
 * the edge embeds in /search and /): every field a renderer reads is checked as an answer from the
 * wire would be, so a malformed or tampered block is ignored rather than rendered.
 */

export type Check = (value: unknown) => boolean;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString: Check = (value) => typeof value === 'string';
export const isFiniteNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const isWhole: Check = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
export const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
export const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

const isAsset = shape({ normal_thumbnail_url: isString });
const isDeal = shape({ price: isFiniteNumber, start_time: orNull(isString), end_time: orNull(isString) });

/** A card as ProductCard renders it (spec section 3's fields). */
export const isProductCard: Check = shape({
  id: isWhole,
  brand: isString,
  model: isString,
  selling_price: isFiniteNumber,
  sold_price: orNull(isFiniteNumber),
  status: (value) => value === 1 || value === 2,
  min_offer_price_with_fee: orNull(isFiniteNumber),
  is_min_offer_price: (value) => typeof value === 'boolean',
  location_text: isString,
  assets: arrayOf(isAsset),
  deal: orNull(isDeal),
  currency: isString,
});

/** A currency of GET /startup. */
export const isCurrency: Check = shape({ code: isString, symbol: isString, name: isString, country_code: isString });

/** A JSON block's content when it passes the check; null when absent, not JSON, or not what the check wants. */
export function readJsonBlock<T>(text: string | null | undefined, check: Check): T | null {
  const value = parseJsonBlock(text);
  return check(value) ? (value as T) : null;
}

/** A JSON block's text parsed; undefined when absent or not JSON (the caller's check then refuses it). */
export function parseJsonBlock(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
