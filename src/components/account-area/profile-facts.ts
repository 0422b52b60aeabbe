/** How the details of a shopper read on the profile (pure), in the page's words (the `profile` section). */
import { formatDay } from '../../lib/account-area/dates.ts';
import type { ProfileWords } from '../../lib/account-area/status-words.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import type { CurrentUser } from '../../lib/contract/users.ts';

export function mobileText(user: Pick<CurrentUser, 'mobile' | 'phone_code'>, words: ProfileWords): string {
  if (!user.mobile) return words.notSet;
  return [user.phone_code, user.mobile].filter(Boolean).join(' ');
}

export function currencyText(code: string, currencies: readonly CurrencyOption[] | undefined): string {
  const option = currencies?.find((c) => c.code === code);
  return option ? `${option.name} (${option.symbol})` : code;
}

export function genderText(gender: CurrentUser['gender'], words: ProfileWords): string {
  return gender === 'M' ? words.men : gender === 'W' ? words.women : words.notSet;
}

export function birthdayText(date: string | null, words: ProfileWords, lang: string): string {
  return date ? formatDay(`${date}T12:00:00+08:00`, lang) : words.notSet;
}

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

export function signInText(user: Pick<CurrentUser, 'has_password' | 'providers'>, words: ProfileWords): string {
  const methods = [...(user.has_password ? [words.emailAndPassword] : []), ...(user.providers ?? []).map((p) => PROVIDER_NAMES[p])];
  return methods.length ? methods.join(', ') : words.notSet;
}
