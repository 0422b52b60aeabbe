import { describe, expect, it } from 'vitest';
import { convertFromSgd, convertOptional, isoFromUnix } from '../../../src/server/catalog/pricing.ts';
import { answers } from '../answers.ts';

describe('convertFromSgd', () => {
  it.each([
    [1000, 1, 1000],
    [1000, 0.74, 740],
    [12_345, 0.74, 9135], // 9135.3
    [999, 0.69, 689], // 689.31
    [1, 0.58, 1], // 0.58 rounds up to a whole pound
    [1, 0.49, 0],
    [28_000, 112, 3_136_000],
    [3150, 5.78, 18_207],
    [0, 3.32, 0],
  ])('%d SGD at %d is %d', (amount, rate, expected) => {
    expect(convertFromSgd(amount, rate)).toBe(expected);
  });

  it('keeps a missing amount missing', () => {
    expect(convertOptional(null, 0.74)).toBeNull();
    expect(convertOptional(100, 0.74)).toBe(74);
  });
});

describe('isoFromUnix', () => {
  answers(
    isoFromUnix,
    [
      [null, null],
      [0, '1970-01-01T00:00:00.000Z'],
      [1_800_000_000, '2027-01-15T08:00:00.000Z'],
    ],
    '%s → %s',
  );
});
