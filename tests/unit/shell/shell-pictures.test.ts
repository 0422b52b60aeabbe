import { describe, expect, it } from 'vitest';
import { flagSrc } from '../../../src/lib/config/shell-pictures.ts';

describe("flagSrc: the header flag's file for a currency's country code", () => {
  it.each([
    ['SG', '/flags/SG.webp'],
    ['us', '/flags/US.webp'],
    ['EU', '/flags/EU.webp'],
    ['', '/flags/XX.webp'],
    ['SGP', '/flags/XX.webp'],
    ['../x', '/flags/XX.webp'],
    ['S1', '/flags/XX.webp'],
  ])('%j → %s', (code, src) => {
    expect(flagSrc(code)).toBe(src);
  });
});
