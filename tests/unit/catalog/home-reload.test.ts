import { describe, expect, it } from 'vitest';
import { shouldReloadHome, type HomeSelection } from '../../../src/lib/catalog/home-reload.ts';

const SGD = { code: 'SGD' };
const USD = { code: 'USD' };
const VIEW_ALL = { id: 0, country_code: '' };
const SG = { id: 1, country_code: 'SG' };
const HK = { id: 2, country_code: 'HK' };

describe('shouldReloadHome: both set and either changes', () => {
  const table: [string, HomeSelection, HomeSelection, boolean][] = [
    ['currency changes', { currency: SGD, location: SG }, { currency: USD, location: SG }, true],
    ['location changes', { currency: SGD, location: SG }, { currency: SGD, location: HK }, true],
    ['location to View all', { currency: SGD, location: SG }, { currency: SGD, location: VIEW_ALL }, true],
    ['nothing changes', { currency: SGD, location: SG }, { currency: SGD, location: SG }, false],
    ['currency cleared', { currency: SGD, location: SG }, { currency: null, location: HK }, false],
    ['currency code empty', { currency: SGD, location: SG }, { currency: { code: '' }, location: HK }, false],
    ['location cleared', { currency: SGD, location: SG }, { currency: USD, location: null }, false],
  ];
  it.each(table)('%s → %s', (_name, previous, next, expected) => {
    expect(shouldReloadHome(previous, next)).toBe(expected);
  });
});
