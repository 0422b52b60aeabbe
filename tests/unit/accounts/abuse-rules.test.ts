import { describe, expect, it } from 'vitest';
import { FAILURE_MEMORY_SECONDS, FREE_FAILURES, loginDelaySeconds, MAX_DELAY_SECONDS, waitDuration } from '../../../src/server/accounts/login-throttle.ts';
import { addressBucket, isThisMachine } from '../../../src/server/accounts/rate-limits.ts';
import { answers } from '../answers.ts';

describe('loginDelaySeconds: the wait after n failed logins in a row', () => {
  answers(
    loginDelaySeconds,
    [
      [0, 0],
      [1, 0],
      [FREE_FAILURES, 0],
      [FREE_FAILURES + 1, 15],
      [FREE_FAILURES + 2, 30],
      [FREE_FAILURES + 3, 60],
      [FREE_FAILURES + 4, 120],
      [FREE_FAILURES + 5, 240],
      [FREE_FAILURES + 6, 300],
      [FREE_FAILURES + 7, 300],
      [1_000, 300],
      [Number.MAX_SAFE_INTEGER, 300],
      [-3, 0],
      [Number.NaN, 0],
    ],
    '%d failures → %d s',
  );

  it('never decreases and never exceeds the cap of a few minutes', () => {
    let previous = 0;
    for (let n = 0; n < 200; n++) {
      const delay = loginDelaySeconds(n);
      expect(delay).toBeGreaterThanOrEqual(previous);
      expect(delay).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
      previous = delay;
    }
    expect(MAX_DELAY_SECONDS).toBeLessThan(15 * 60); // the old lockout was 15 minutes
  });

  it('forgets failures well after the longest delay', () => {
    expect(FAILURE_MEMORY_SECONDS).toBeGreaterThan(MAX_DELAY_SECONDS);
  });
});

describe('waitDuration', () => {
  answers(
    waitDuration,
    [
      [0.2, '1 second'],
      [1, '1 second'],
      [15, '15 seconds'],
      [59, '59 seconds'],
      [60, '1 minute'],
      [61, '2 minutes'],
      [300, '5 minutes'],
    ],
    '%d s → %s',
  );
});

describe('addressBucket: what a per-address limit counts against', () => {
  answers(
    addressBucket,
    [
      ['203.0.113.7', '203.0.113.7'],
      [' 203.0.113.7 ', '203.0.113.7'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['2001:DB8:0001:0002::1', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['[2001:db8:a:b::1]', '2001:db8:a:b::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['::ffff:198.51.100.4', '198.51.100.4'],
      ['unknown', 'unknown'],
      ['1:2:3', '1:2:3'],
      ['1::2::3', '1::2::3'],
    ],
    '%s → %s',
  );
});

describe('isThisMachine: addresses left out of per-address limits in local development', () => {
  answers(
    isThisMachine,
    [
      ['unknown', true],
      ['127.0.0.1', true],
      ['127.1.2.3', true],
      [addressBucket('::1'), true],
      ['203.0.113.7', false],
      [addressBucket('2001:db8::1'), false],
      ['10.0.0.1', false],
    ],
    '%s → %s',
  );
});
