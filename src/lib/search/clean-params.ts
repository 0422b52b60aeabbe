/** A search parameter value before cleaning (spec section 5). */
export type RawParamValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** A cleaned parameter value: never empty, never zero. */
export type CleanParamValue = string | number | boolean | (string | number)[];

function isDropped(value: RawParamValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '';
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Search parameters drop empty strings, empty arrays, null, undefined and zero numbers before the
 * request (spec section 5). `false` stays: only the listed empties go.
 */
export function cleanSearchParams<T extends Record<string, RawParamValue>>(params: T): Partial<Record<keyof T, CleanParamValue>> {
  const cleaned: Partial<Record<keyof T, CleanParamValue>> = {};
  for (const key of Object.keys(params) as (keyof T)[]) {
    const value = params[key];
    if (value === undefined || isDropped(value)) continue;
    cleaned[key] = Array.isArray(value) ? [...(value as readonly (string | number)[])] : (value as string | number | boolean);
  }
  return cleaned;
}

/** The wire form of GET /v2/inventories: arrays travel comma-joined (spec section 7). */
export function toWireQuery(params: Record<string, CleanParamValue | undefined>): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    wire[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return wire;
}
