/** The shopper's language on the accounts side (issue 26): what their mails are written in. */
import type { Context } from 'hono';
import { readLanguageChoice } from '../../lib/i18n/language-choice.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import type { AppEnv } from '../app-env.ts';
import type { UserRow } from './users.queries.ts';

/** The language of the store's mails to a shopper: their profile's, English until they choose one (issue 26). */
export function mailLocaleOf(user: Pick<UserRow, 'language'>): Locale {
  return user.language ?? DEFAULT_LOCALE;
}

/**
 * The language a new account starts with: the one the shopper chose as a guest (the `shopper_lang`
 * cookie the storefront sends with its API calls), or none.
 */
export function chosenLanguageOf(c: Context<AppEnv>): Locale | null {
  return readLanguageChoice(c.req.header('Cookie') ?? null);
}
