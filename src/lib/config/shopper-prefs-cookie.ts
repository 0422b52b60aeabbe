/**
 * The shopper's currency and store location as a cookie beside the `global` store (issue 12), so
 * pages rendered at the edge (product pages, /search) arrive in the chosen currency and location.
 *
 * The cookie is a hint, never trusted: its value is only ever looked up in the known lists below,
 * field by field; anything else (absent, malformed, unknown code or id, tampered) falls back to the
 * store's defaults. It carries two codes and nothing about the shopper (no PII).
 *
 * Value format: `{currency code}.{location id}`, e.g. `USD.3`; `SGD.0` is the default pair.
 */
import type { CurrencyOption, StoreLocation } from '../contract/settings.ts';
import type { KnownChoices } from './shopper-prefs-sync.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCATION } from './storefront.ts';

export const SHOPPER_PREFS_COOKIE = 'shopper_prefs';
/** One year: the choice lasts as long as the local storage record it mirrors. */
export const SHOPPER_PREFS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The currencies and store locations the store offers: the same rows as migration 0001 serves in
 * GET /startup (tests/api/catalog/shopper-prefs.test.ts holds the two together).
 */
export const KNOWN_CURRENCIES: readonly CurrencyOption[] = [
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', country_code: 'SG' },
  { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' },
  { code: 'EUR', symbol: '€', name: 'Euro', country_code: 'EU' },
  { code: 'GBP', symbol: '£', name: 'Pound Sterling', country_code: 'GB' },
  { code: 'HKD', symbol: 'HK$', name: 'Hong Kong Dollar', country_code: 'HK' },
  { code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit', country_code: 'MY' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', country_code: 'JP' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', country_code: 'AU' },
];

/** The store locations of GET /startup, after the 'View all' pseudo-location (id 0). */
export const KNOWN_LOCATIONS: readonly StoreLocation[] = [
  { id: 1, country: 'Singapore', country_code: 'SG' },
  { id: 2, country: 'Malaysia', country_code: 'MY' },
  { id: 3, country: 'Hong Kong', country_code: 'HK' },
  { id: 4, country: 'Japan', country_code: 'JP' },
  { id: 5, country: 'Australia', country_code: 'AU' },
];

export interface ShopperPrefs {
  currency: CurrencyOption;
  location: StoreLocation;
}

function defaultCurrency(): CurrencyOption {
  return { ...DEFAULT_CURRENCY };
}

function defaultLocation(): StoreLocation {
  return { ...DEFAULT_LOCATION };
}

/** The known currency with this code, or null. */
export function knownCurrency(code: string): CurrencyOption | null {
  const found = KNOWN_CURRENCIES.find((currency) => currency.code === code);
  return found ? { ...found } : null;
}

/** The known location with this id (0 is 'View all'), or null. */
export function knownLocation(id: number): StoreLocation | null {
  if (id === DEFAULT_LOCATION.id) return defaultLocation();
  const found = KNOWN_LOCATIONS.find((location) => location.id === id);
  return found ? { ...found } : null;
}

/** The cookie's raw value from a Cookie header (the first of that name), or null. */
function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    return part.slice(separator + 1).trim();
  }
  return null;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;
const LOCATION_ID = /^(0|[1-9]\d{0,5})$/;

/** Parses one cookie value; each field falls back to its default on its own. */
export function parseShopperPrefs(value: string | null): ShopperPrefs {
  const [code = '', id = '', ...rest] = (value ?? '').split('.');
  if (rest.length > 0) return { currency: defaultCurrency(), location: defaultLocation() };
  const currency = CURRENCY_CODE.test(code) ? knownCurrency(code) : null;
  const location = LOCATION_ID.test(id) ? knownLocation(Number(id)) : null;
  return { currency: currency ?? defaultCurrency(), location: location ?? defaultLocation() };
}

/** The shopper's currency and location from a request's Cookie header: defaults when absent or invalid. */
export function readShopperPrefs(cookieHeader: string | null): ShopperPrefs {
  return parseShopperPrefs(cookieHeader ? cookieValue(cookieHeader, SHOPPER_PREFS_COOKIE) : null);
}

/** The cookie's value for a choice: `{code}.{id}` (codes and ids only, so it never needs encoding). */
export function shopperPrefsValue(prefs: { currency: Pick<CurrencyOption, 'code'>; location: Pick<StoreLocation, 'id'> }): string {
  const currency = knownCurrency(prefs.currency.code)?.code ?? DEFAULT_CURRENCY.code;
  const location = knownLocation(prefs.location.id)?.id ?? DEFAULT_LOCATION.id;
  return `${currency}.${location}`;
}

/**
 * The whole cookie as `document.cookie` (or a Set-Cookie header) takes it: Path=/, SameSite=Lax,
 * a year's Max-Age, and Secure when the page is served over https.
 */
export function serializeShopperPrefs(
  prefs: { currency: Pick<CurrencyOption, 'code'>; location: Pick<StoreLocation, 'id'> },
  options: { secure: boolean },
): string {
  const attributes = [`${SHOPPER_PREFS_COOKIE}=${shopperPrefsValue(prefs)}`, 'Path=/', `Max-Age=${SHOPPER_PREFS_MAX_AGE_S}`, 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** True when the cookie already says what the choice says (then nothing needs writing or re-pricing). */
export function shopperPrefsMatch(
  cookieHeader: string | null,
  prefs: { currency: Pick<CurrencyOption, 'code'>; location: Pick<StoreLocation, 'id'> },
): boolean {
  const current = cookieHeader ? cookieValue(cookieHeader, SHOPPER_PREFS_COOKIE) : null;
  return current === shopperPrefsValue(prefs);
}

/** The codes the browser-side sync accepts (the lists above, as plain data for the head script). */
export const KNOWN_CHOICES: KnownChoices = {
  currencies: KNOWN_CURRENCIES.map((currency) => currency.code),
  locations: [DEFAULT_LOCATION.id, ...KNOWN_LOCATIONS.map((location) => location.id)],
};

export { shopperPrefsCookieToWrite, type KnownChoices } from './shopper-prefs-sync.ts';
