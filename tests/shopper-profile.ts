import type { CurrentUser } from '../src/lib/contract/users.ts';

/**
 * The profile of a newly registered email shopper as GET /v1/users/me answers it (less id, email and
 * creation time): the API tests register her, the store tests start from her.
 */
export const NEW_SHOPPER_PROFILE = {
  full_name: 'Grace Tan',
  currency: 'SGD',
  mobile: '91234567',
  phone_code: '+65',
  gender: null,
  date_of_birth: null,
  newsletter: false,
  alerts: 'daily',
  language: null,
  has_password: true,
  providers: [],
} as const satisfies Omit<CurrentUser, 'id' | 'email' | 'created_at'>;
