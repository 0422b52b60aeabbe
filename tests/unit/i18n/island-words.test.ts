import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useProfileTexts } from '../../../src/components/account-area/profile-words.ts';
import Pager from '../../../src/components/ui/Pager.tsx';
import { useLocale, useWords, WordsProvider, type IslandWords } from '../../../src/components/ui/words.tsx';
import { profileIslandWords } from '../../../src/lib/i18n/island-messages.ts';
import { profile as englishProfile } from '../../../src/lib/i18n/messages/en-account.ts';
import { home, pager as englishPager, productCard } from '../../../src/lib/i18n/messages/en.ts';
import { messagesOf, type Section } from '../../../src/lib/i18n/messages.ts';

/** A component deep in an island: it names only its own section. */
function Label() {
  const card = useWords('productCard', productCard);
  const carousel = useWords('home', home);
  return createElement('span', null, `${card.sold}|${carousel.nextProducts}`);
}

const render = (...providers: (IslandWords | undefined)[]): string =>
  renderToStaticMarkup(providers.reduceRight<ReactNode>((child, words) => createElement(WordsProvider, { words }, child), createElement(Label)));

describe('useWords: an island reads its sections without props in between (issue 38)', () => {
  const ms = messagesOf('ms');
  it.each<[string, (IslandWords | undefined)[], string]>([
    ['no provider: English, the defaults the component imports', [], `${productCard.sold}|${home.nextProducts}`],
    ['a provider without words (an English page): English', [undefined], `${productCard.sold}|${home.nextProducts}`],
    ["a localized page's sections", [{ productCard: ms.productCard, home: ms.home }], `${ms.productCard.sold}|${ms.home.nextProducts}`],
    ['a section the page did not give stays English', [{ productCard: ms.productCard }], `${ms.productCard.sold}|${home.nextProducts}`],
    [
      'an inner provider adds to the outer one',
      [{ productCard: ms.productCard }, { home: messagesOf('zh-hant').home }],
      `${ms.productCard.sold}|${messagesOf('zh-hant').home.nextProducts}`,
    ],
  ])('%s', (_name, providers, expected) => {
    expect(render(...providers)).toBe(`<span>${expected}</span>`);
  });
});

/** A component that names the page's language (dates, counts, addresses). */
function Language() {
  return createElement('span', null, useLocale());
}

const renderLocale = (...providers: Parameters<typeof WordsProvider>[0][]): string =>
  renderToStaticMarkup(providers.reduceRight<ReactNode>((child, props) => createElement(WordsProvider, props, child), createElement(Language)));

describe('useLocale: the language the island root provides', () => {
  it.each<[string, Parameters<typeof WordsProvider>[0][], string]>([
    ['no provider: English', [], 'en'],
    ['an English page gives nothing', [{}], 'en'],
    ["a localized page's language", [{ locale: 'ms', words: { pager: messagesOf('ms').pager } }], 'ms'],
    ['an inner provider with words only keeps the outer language', [{ locale: 'zh-hant' }, { words: { home } }], 'zh-hant'],
    ['an inner provider may name another', [{ locale: 'zh-hant' }, { locale: 'ms' }], 'ms'],
  ])('%s', (_name, providers, expected) => {
    expect(renderLocale(...providers)).toBe(`<span>${expected}</span>`);
  });
});

describe('parts read their own sections: no words passed down', () => {
  const pager = (words?: IslandWords) =>
    renderToStaticMarkup(
      createElement(
        WordsProvider,
        { words },
        createElement(Pager, {
          page: 2,
          total: 120,
          pageSize: 50,
          hrefOf: (p: number) => `/search?p=${p}`,
          onNavigate: () => undefined,
          label: 'Pages',
          className: 'x',
        }),
      ),
    );
  it.each<[string, IslandWords | undefined, Section<'pager'>]>([
    ['English page: the English pager', undefined, englishPager],
    ['Malay page: the Malay pager', { pager: messagesOf('ms').pager }, messagesOf('ms').pager],
    ['Traditional Chinese page', { pager: messagesOf('zh-hant').pager }, messagesOf('zh-hant').pager],
  ])('Pager: %s', (_name, words, expected) => {
    const html = pager(words);
    expect(html).toContain(`>${expected.previous}</a>`);
    expect(html).toContain(`>${expected.next}</a>`);
    expect(html).toContain(`aria-label="${expected.pageNumber.replace('{page}', '3')}"`);
  });

  it.each<[string, Parameters<typeof WordsProvider>[0], string, string]>([
    ['English page', {}, englishProfile.tabPurchases, '/settings'],
    ['Malay page', { locale: 'ms', words: profileIslandWords('ms') }, messagesOf('ms').profile.tabPurchases, '/ms/settings'],
  ])('useProfileTexts: %s', (_name, provided, tab, settings) => {
    function Probe() {
      const { words, href } = useProfileTexts();
      return createElement('span', null, `${words.tabPurchases}|${href('/settings')}`);
    }
    expect(renderToStaticMarkup(createElement(WordsProvider, provided, createElement(Probe)))).toBe(`<span>${tab}|${settings}</span>`);
  });
});
