/** The phone code a registration starts with: the store's home market's (spec section 4). */
import type { Country } from '../contract/settings.ts';

/** The store's home market: its calling code is the default choice. */
export const HOME_COUNTRY = 'SG';

/** The home country's calling code among the startup countries, else the first one's; null before they arrive. */
export function homePhoneCode(countries: readonly Country[]): string | null {
  return (countries.find((country) => country.code === HOME_COUNTRY) ?? countries[0])?.phone_code ?? null;
}
