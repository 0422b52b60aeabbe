/** Which 401 answers condemn the page's session (src/lib/api/unauthorized.ts, spec section 8). */
import { describe, expect, it } from 'vitest';
import { refusesCurrentSession } from '../../../src/lib/api/unauthorized.ts';

describe('refusesCurrentSession', () => {
  it.each([
    ['a call with the token the page holds', 'Bearer user-token', 'user-token', false, true],
    ['a call sent with the guest token before the shopper signed in', 'Bearer guest-token', 'user-token', false, false],
    ['a call sent before a logout cleared the token', 'Bearer user-token', null, false, false],
    ['a call with the current token while the page logs out', 'Bearer user-token', 'user-token', true, false],
    ['a call that carried no bearer header', null, 'user-token', false, false],
    ['a token that only starts like the current one', 'Bearer user-token-old', 'user-token', false, false],
  ])('%s → %s', (_case, sent, current, leaving, expected) => {
    expect(refusesCurrentSession(sent, current, leaving)).toBe(expected);
  });
});
