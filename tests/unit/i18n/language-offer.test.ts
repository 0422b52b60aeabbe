import { describe, expect, it } from 'vitest';
import { languageOffer, languageOfferFor } from '../../../src/lib/i18n/language-offer.ts';

describe('languageOfferFor: which language the first visit to / is offered', () => {
  it.each([
    // Accept-Language, Cookie, offered
    ['zh-HK,zh;q=0.9,en;q=0.8', null, 'zh-hant'],
    ['zh-TW', '', 'zh-hant'],
    ['zh-Hant-HK', null, 'zh-hant'],
    ['zh-CN,zh;q=0.9', null, 'zh-hans'],
    ['zh-SG', null, 'zh-hans'],
    ['zh', null, 'zh-hans'],
    ['ms-MY,ms;q=0.9,en;q=0.5', null, 'ms'],
    ['en-GB,en;q=0.9,zh-HK;q=0.8', null, null],
    ['en-US', null, null],
    ['fr-FR,de;q=0.5', null, null],
    ['fr-FR,ms;q=0.5', null, 'ms'],
    [null, null, null],
    ['', null, null],
    // A language chosen here before, English included ('No thanks'), ends the offers.
    ['zh-HK', 'shopper_lang=en', null],
    ['zh-HK', 'shopper_prefs=SGD.1; shopper_lang=zh-hant', null],
    ['ms', 'shopper_lang=zh-hans', null],
    // A cookie that names none of our languages is no choice.
    ['zh-HK', 'shopper_lang=fr', 'zh-hant'],
    ['zh-HK', 'shopper_prefs=SGD.1', 'zh-hant'],
  ] as const)('%j with cookie %j -> %j', (acceptLanguage, cookie, offered) => {
    expect(languageOfferFor(acceptLanguage, cookie)).toBe(offered);
  });
});

describe('languageOffer: the banner words and links', () => {
  it('speaks the offered language and links through the language choice, back to the page', () => {
    expect(languageOffer('zh-hant', '/')).toEqual({
      lang: 'zh-Hant',
      text: 'Reluxe 亦提供繁體中文版本。',
      action: { label: '轉用繁體中文', href: '/language/zh-hant?from=%2F' },
      dismiss: { label: '不用了', href: '/language/en?from=%2F' },
    });
  });

  it.each([
    ['zh-hans', 'zh-Hans', '切换到简体中文'],
    ['ms', 'ms', 'Tukar ke Bahasa Melayu'],
  ] as const)('%s', (locale, lang, action) => {
    const offer = languageOffer(locale, '/?utm_source=mail');
    expect(offer.lang).toBe(lang);
    expect(offer.action).toEqual({ label: action, href: `/language/${locale}?from=%2F%3Futm_source%3Dmail` });
    expect(offer.dismiss.href).toBe('/language/en?from=%2F%3Futm_source%3Dmail');
  });
});
