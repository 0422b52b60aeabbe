import { describe, expect, it } from 'vitest';
import { productIslandMessages } from '../../../src/lib/i18n/island-messages.ts';
import { colourWord, genderWord, localMaterialDisplay, materialWord, receiptWord, storeWord } from '../../../src/lib/i18n/product-words.ts';
import { localMonthLabel, localPriceVerdict, localTrendText } from '../../../src/lib/price-guide/local-text.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';

const zhHant = productIslandMessages('zh-hant');
const ms = productIslandMessages('ms');

describe('materialWord', () => {
  it.each([
    ['Togo leather', zhHant, 'Togo皮革'],
    ['Togo leather', ms, 'kulit Togo'],
    ['Calfskin', zhHant, '小牛皮'],
    ['Lambskin', ms, 'Kulit anak biri-biri'],
    // The longest known words win: 'coated canvas', not 'canvas'.
    ['Monogram coated canvas', zhHant, 'Monogram塗層帆布'],
    ['Cannage-stitched lambskin', zhHant, 'Cannage-stitched小羊皮'],
    ['Ostrich leather', ms, 'Kulit burung unta'],
    // Words the language has no translation for show as sent.
    ['18k yellow gold', zhHant, '18k yellow gold'],
    ['', zhHant, ''],
  ])('%s → %s', (material, words, expected) => {
    expect(materialWord(material, words)).toBe(expected);
  });

  it('keeps material_others beside the material as the spec shows them', () => {
    expect(localMaterialDisplay({ material: 'Caviar leather', material_others: 'Leather-threaded chain' }, zhHant)).toBe('Caviar皮革 · Leather-threaded chain');
    expect(localMaterialDisplay({ material: null, material_others: 'Calfskin' }, ms)).toBe('Kulit anak lembu');
    expect(localMaterialDisplay({ material: null, material_others: null }, ms)).toBe('');
  });
});

describe('store words', () => {
  it('translates what the catalog sends in English, and shows a later addition as sent', () => {
    expect(storeWord(zhHant.conditions, 'Very Good')).toBe('很好');
    expect(storeWord(zhHant.categories, 'Bags')).toBe('手袋');
    expect(storeWord(zhHant.categories, 'Art')).toBe('Art');
    expect(storeWord(zhHant.categories, 'constructor')).toBe('constructor');
    expect(storeWord(ms.places, 'Hong Kong')).toBe(messagesOf('ms').countries.HK);
    expect(colourWord(ms, 'Black')).toBe('Hitam');
    expect(colourWord(ms, 'Rose Gold')).toBe('Rose Gold');
  });

  it.each([
    ['No', '沒有'],
    ['Yes - Original', '有 - 正本'],
    ['Yes - Copy', '有 - 副本'],
    ['Yes', '有'],
  ] as const)('receipt %s → %s', (display, expected) => {
    expect(receiptWord(display, zhHant)).toBe(expected);
  });

  it('names genders in the language, English by the English words', () => {
    expect(genderWord('W', zhHant.product)).toBe('女士');
    expect(genderWord('U', ms.product)).toBe('Uniseks');
    expect(genderWord('M', messagesOf('en').product)).toBe('Men');
  });
});

describe('price guide words', () => {
  const { priceGuide, conditions, priceChart } = messagesOf('zh-hant');
  const words = { locale: 'zh-hant' as const, priceGuide, conditions, priceChart };
  const input = { typical: 10_000, salesCount: 1_234, months: 24, line: { model: 'Birkin', size: '30' }, condition: 'Excellent' as const, symbol: 'HK$' };

  it.each([
    [10_100, '與 Birkin 30（極佳成色）的一般成交價相若（24 個月內成交 1,234 件）'],
    [8_800, '比 Birkin 30（極佳成色）的一般成交價低 HK$1,200（24 個月內成交 1,234 件）'],
    [11_500, '比 Birkin 30（極佳成色）的一般成交價高 HK$1,500（24 個月內成交 1,234 件）'],
  ])('verdict at %s', (price, expected) => {
    expect(localPriceVerdict({ ...input, price }, words)).toBe(expected);
  });

  it('says so when there are too few sales, and writes trends and months in the language', () => {
    expect(localPriceVerdict({ ...input, price: 1, salesCount: 1 }, words)).toBe(words.priceGuide.notEnough);
    expect(localTrendText({ direction: 'up', percent: 12 }, words)).toBe('過去 12 個月上升 12%');
    expect(localTrendText({ direction: 'steady', percent: -1 }, words)).toBe('過去 12 個月平穩（−1%）');
    expect(localTrendText(null, words)).toBe(words.priceGuide.noTrend);
    expect(localMonthLabel('2026-11', words)).toBe('2026年11月');
    expect(localMonthLabel('bad', words)).toBe('bad');
  });
});
