import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/lib/i18n/locales.ts';
import { format, messagesOf, placeholdersOf } from '../../../src/lib/i18n/messages.ts';
import * as en from '../../../src/lib/i18n/messages/en.ts';

const sections = Object.entries(en) as [string, Record<string, string>][];

describe('every locale has every message', () => {
  for (const locale of LOCALES) {
    const catalog = messagesOf(locale) as unknown as Record<string, Record<string, unknown> | undefined>;
    it(`${locale}: the sections are English's, no more`, () => {
      expect(Object.keys(catalog).sort()).toEqual(sections.map(([section]) => section).sort());
    });
    for (const [section, messages] of sections) {
      it(`${locale}: ${section}`, () => {
        const translated = catalog[section];
        expect(translated, `${locale} has no section ${section}`).toBeTypeOf('object');
        for (const [key, english] of Object.entries(messages)) {
          const text = translated?.[key];
          expect(typeof text === 'string' && text.trim() !== '', `${locale} ${section}.${key} is missing or empty`).toBe(true);
          // The same values are put in: a translation may move them, never drop or invent one.
          expect(placeholdersOf(String(text)).sort(), `${locale} ${section}.${key} placeholders`).toEqual(placeholdersOf(english).sort());
        }
        // Nothing a translator added that English does not have (a typo in a key would hide a message).
        expect(Object.keys(translated ?? {}).sort()).toEqual(Object.keys(messages).sort());
      });
    }
  }
});

describe('translations are translated', () => {
  it('no other locale copies an English sentence word for word (house and app-store names aside)', () => {
    // digest.newPiece is only its values and a comma ('{piece}, {price}'), which Malay writes alike.
    const sameAllowed = new Set(['topbar.home', 'account.menu', 'footer.rights', 'footer.version', 'digest.newPiece']);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const catalog = messagesOf(locale) as unknown as Record<string, Record<string, string>>;
      for (const [section, messages] of sections) {
        for (const [key, english] of Object.entries(messages)) {
          if (sameAllowed.has(`${section}.${key}`) || english.length < 12) continue;
          expect(catalog[section]?.[key], `${locale} ${section}.${key}`).not.toBe(english);
        }
      }
    }
  });
});

describe('format', () => {
  it.each([
    ['Version {version}', { version: '1.0.75' }, 'Version 1.0.75'],
    ['© {year} {store}. All rights reserved.', { year: 2026, store: 'Reluxe' }, '© 2026 Reluxe. All rights reserved.'],
    ['以 {provider} 繼續', { provider: 'Google' }, '以 Google 繼續'],
    ['{missing} stays', {}, '{missing} stays'],
    ['no values', { extra: 'x' }, 'no values'],
    ['{toString}', {}, '{toString}'],
  ])('%s', (message, values, expected) => {
    expect(format(message, values)).toBe(expected);
  });
});

describe('English is the spec, word for word', () => {
  it('the FAQ section titles are the ones the FAQ groups by', async () => {
    const { FAQ_SECTIONS } = await import('../../../src/lib/marketing/faq.ts');
    expect(en.faqSections).toEqual(FAQ_SECTIONS);
  });

  it('the validation messages are the rules’ own', async () => {
    const rules = await import('../../../src/lib/accounts/validation.ts');
    expect(en.auth.required).toBe(rules.REQUIRED_MESSAGE);
    expect(en.auth.invalidEmail).toBe(rules.INVALID_EMAIL_MESSAGE);
  });
});
