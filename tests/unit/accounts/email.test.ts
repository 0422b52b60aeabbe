import { describe, expect, it } from 'vitest';
import { discardAppleRelayEmail, isAppleRelayEmail, isValidEmail, normalizeEmail } from '../../../src/lib/accounts/email.ts';
import { answers } from '../answers.ts';

describe('isValidEmail', () => {
  answers(
    isValidEmail,
    [
      ['grace@example.com', true],
      ['grace.tan+bags@mail.example.sg', true],
      ['  grace@example.com  ', true],
      ['grace@example', false],
      ['grace@', false],
      ['@example.com', false],
      ['grace example@example.com', false],
      ['grace@@example.com', false],
      ['grace@example..com', false],
      ['', false],
      [`${'a'.repeat(250)}@x.co`, false],
    ],
    '%s → %s',
  );
});

describe('Apple relay emails (spec section 5: discarded, email left empty)', () => {
  answers(
    discardAppleRelayEmail,
    [
      ['abc123@privaterelay.appleid.com', ''],
      ['ABC123@PrivateRelay.AppleID.com', ''],
      ['  abc@privaterelay.appleid.com ', ''],
      ['grace@icloud.com', 'grace@icloud.com'],
      ['grace@appleid.com', 'grace@appleid.com'],
      ['privaterelay.appleid.com@example.com', 'privaterelay.appleid.com@example.com'],
      ['', ''],
      [null, ''],
      [undefined, ''],
    ],
    '%s → %j',
  );

  it('recognises the relay domain only after the @', () => {
    expect(isAppleRelayEmail('x@privaterelay.appleid.com')).toBe(true);
    expect(isAppleRelayEmail('x@notprivaterelay.appleid.com')).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Grace.Tan@Example.COM ')).toBe('grace.tan@example.com');
  });
});
