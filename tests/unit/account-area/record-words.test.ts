/** The record pages' words (issue 26): what a localized page serializes for its islands, and the store words. */
import { describe, expect, it } from 'vitest';
import { recordPageWords, storeWord } from '../../../src/lib/account-area/record-words.ts';
import { STATUS_WORD_KEYS } from '../../../src/lib/account-area/status-words.ts';
import { PREFIXED_LOCALES } from '../../../src/lib/i18n/locales.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';

describe('recordPageWords', () => {
  for (const locale of PREFIXED_LOCALES) {
    it(`${locale}: the section, the status words and the shared profile words in the language, nothing more of the profile`, () => {
      const m = messagesOf(locale);
      const words = recordPageWords(m, messagesOf('en'));
      expect(words.record).toBe(m.accountRecord);
      for (const key of STATUS_WORD_KEYS) expect(words.status[key]).toBe(m.profile[key]);
      expect(words.status.tabPurchases).toBe(m.profile.tabPurchases);
      expect(words.status.consignment).toBe(m.profile.consignment);
      expect(Object.keys(words.status)).toHaveLength(STATUS_WORD_KEYS.length + 9);
      expect(words.conditions).toBe(m.conditions);
      expect(words.categories).toBe(m.categories);
      expect(words.colours?.['Blue']).toBe(m.colours.blue);
      expect(words.colours?.['Multicolour']).toBe(m.colours.multicolour);
    });
  }
});

describe('storeWord', () => {
  const ms = messagesOf('ms');
  const hant = messagesOf('zh-hant');
  it.each([
    [ms.conditions, 'Very Good', 'Sangat baik'],
    [hant.conditions, 'Excellent', '極佳'],
    [ms.categories, 'Watches', 'Jam Tangan'],
    [hant.categories, 'Small Leather Goods', '小皮具'],
    [ms.categories, 'Vintage Trunks', 'Vintage Trunks'],
    [recordPageWords(hant, messagesOf('en')).colours, 'Black', hant.colours.black],
    [recordPageWords(ms, messagesOf('en')).colours, 'Midnight', 'Midnight'],
    [ms.conditions, 'toString', 'toString'],
    [undefined, 'Excellent', 'Excellent'],
  ] as const)('%#: %s → %s', (words, value, expected) => {
    expect(storeWord(words, value)).toBe(expected);
  });
});
