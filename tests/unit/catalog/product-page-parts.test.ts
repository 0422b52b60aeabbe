/** The product page's behaviour, one module a concern (issue 38): the pure parts of each. */
import { describe, expect, it } from 'vitest';
import { deliveryStep } from '../../../src/components/catalog/product-page/delivery.ts';
import { itemNotFoundPath, parseEmbeddedProduct, parseProductWords } from '../../../src/components/catalog/product-page/page-data.ts';
import { choiceChange } from '../../../src/components/catalog/product-page/repricing.ts';
import { steppedIndex, zoomAlt } from '../../../src/components/catalog/product-page/zoom.ts';
import { productIslandMessages } from '../../../src/lib/i18n/island-messages.ts';

const SGD = { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', country_code: 'SG' };
const USD = { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' };
const ALL = { id: 0, country: 'View all', country_code: '' };
const SINGAPORE = { id: 1, country: 'Singapore', country_code: 'SG' };
const MALAYSIA = { id: 2, country: 'Malaysia', country_code: 'MY' };

describe('page-data: what the page starts from', () => {
  it.each<[string, string | null | undefined, number | null]>([
    ['a product', '{"id":2000,"brand":"Hermès"}', 2000],
    ['no block', null, null],
    ['empty', '', null],
    ['not JSON', '{id:', null],
    ['no numeric id', '{"id":"2000"}', null],
    ['an array', '[1]', null],
  ])('%s', (_name, text, id) => {
    expect(parseEmbeddedProduct(text)?.id ?? null).toBe(id);
  });

  it('reads the words of a known language, and nothing else', () => {
    const words = productIslandMessages('ms');
    expect(parseProductWords(JSON.stringify({ locale: 'ms', words }))).toEqual({ locale: 'ms', words });
    expect(parseProductWords(JSON.stringify({ locale: 'xx', words }))).toBeNull();
    expect(parseProductWords(JSON.stringify({ locale: 'ms' }))).toBeNull();
    expect(parseProductWords('not json')).toBeNull();
    expect(parseProductWords(undefined)).toBeNull();
  });

  it.each([
    ['/product/2000', '/item-not-found'],
    ['/ms/product/2000', '/ms/item-not-found'],
    ['/zh-hant/product-2000/birkin_30', '/zh-hant/item-not-found'],
  ])('item not found from %s is %s', (path, expected) => {
    expect(itemNotFoundPath(path)).toBe(expected);
  });
});

describe('zoom: the dialog', () => {
  const product = { brand: 'Hermès', model: 'Birkin 30', assets: [{}, {}, {}] } as Parameters<typeof zoomAlt>[0];
  it('names the image in English, and in the page language', () => {
    expect(zoomAlt(product, 1, null)).toBe('Hermès Birkin 30, image 2 of 3');
    const words = productIslandMessages('zh-hant');
    expect(zoomAlt(product, 0, { locale: 'zh-hant', words })).not.toContain('image');
    expect(zoomAlt(product, 0, { locale: 'zh-hant', words })).toContain('Hermès Birkin 30');
  });
  it.each<[number, number, number, number | null]>([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, null],
    [0, -1, 0, null],
  ])('from %i by %i among %i: %s', (index, delta, count, expected) => {
    expect(steppedIndex(index, delta, count)).toBe(expected);
  });
});

describe('delivery: what the block needs for the choice', () => {
  it.each([
    ['rendered for this choice: kept', SINGAPORE, SGD, 'SG.SGD', { kind: 'keep' }],
    ['no location chosen: choose one', ALL, SGD, null, { kind: 'choose-location', key: 'all.SGD' }],
    ['another location: asked for', MALAYSIA, SGD, 'SG.SGD', { kind: 'load', key: 'MY.SGD', country: 'MY' }],
    ['another currency: asked for', SINGAPORE, USD, 'SG.SGD', { kind: 'load', key: 'SG.USD', country: 'SG' }],
  ])('%s', (_name, chosen, currency, shown, expected) => {
    expect(deliveryStep(chosen, currency, shown)).toEqual(expected);
  });
});

describe('repricing: which change the page answers', () => {
  it.each([
    ['another currency re-prices', { currency: SGD, location: SINGAPORE }, { currency: USD, location: MALAYSIA }, 'currency'],
    ['another location changes the delivery', { currency: SGD, location: SINGAPORE }, { currency: SGD, location: MALAYSIA }, 'location'],
    ['the same location renamed: nothing', { currency: SGD, location: SINGAPORE }, { currency: SGD, location: { ...SINGAPORE, country: 'SG' } }, null],
    ['nothing changed', { currency: SGD, location: SINGAPORE }, { currency: SGD, location: SINGAPORE }, null],
  ] as const)('%s', (_name, previous, next, expected) => {
    expect(choiceChange(previous, next)).toBe(expected);
  });
});
