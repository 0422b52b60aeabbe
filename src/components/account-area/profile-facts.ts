/** How the details of a shopper read on the profile (pure). */
import { formatDay } from '../../lib/account-area/dates.ts';
import { GENDER_OPTIONS, type CurrencyOption } from '../../lib/contract/settings.ts';
import type { CurrentUser } from '../../lib/contract/users.ts';

export const NOT_SET = 'Not set';

export function mobileText(user: Pick<CurrentUser, 'mobile' | 'phone_code'>): string {
  if (!user.mobile) return NOT_SET;
  return [user.phone_code, user.mobile].filter(Boolean).join(' ');
}

export function currencyText(code: string, currencies: readonly CurrencyOption[] | undefined): string {
  const option = currencies?.find((c) => c.code === code);
  return option ? `${option.name} (${option.symbol})` : code;
}

export function genderText(gender: CurrentUser['gender']): string {
  return GENDER_OPTIONS.find((g) => g.id === gender)?.name ?? NOT_SET;
}

export function birthdayText(date: string | null): string {
  return date ? formatDay(`${date}T12:00:00+08:00`) : NOT_SET;
}

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

export function signInText(user: Pick<CurrentUser, 'has_password' | 'providers'>): string {
  const methods = [...(user.has_password ? ['Email and password'] : []), ...(user.providers ?? []).map((p) => PROVIDER_NAMES[p])];
  return methods.length ? methods.join(', ') : NOT_SET;
}
