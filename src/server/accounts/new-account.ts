/**
 * The rules every new or changed account shares (registration by email, sign-up through a provider,
 * a profile update): a phone code the store knows, and one answer when two sign-ups with one address
 * race (the UNIQUE index on users.email decides).
 */
import { badRequest } from '../http/errors.ts';
import { DuplicateEmailError, insertUser, phoneCodeExists, type NewUser } from './users.queries.ts';

export const UNKNOWN_PHONE_CODE_MESSAGE = 'Phone code is not valid.';

/** Refuses a phone code that is not in the store's list (400 with the message above). */
export async function requireKnownPhoneCode(db: D1Database, phoneCode: string): Promise<void> {
  if (!(await phoneCodeExists(db, phoneCode))) throw badRequest(UNKNOWN_PHONE_CODE_MESSAGE);
}

/** The new account's id, or 'taken' when another sign-up with the same address got there first. */
export async function insertNewAccount(db: D1Database, user: NewUser): Promise<number | 'taken'> {
  try {
    return await insertUser(db, user);
  } catch (error) {
    if (error instanceof DuplicateEmailError) return 'taken';
    throw error;
  }
}
