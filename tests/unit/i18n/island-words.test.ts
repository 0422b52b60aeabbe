import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useWords, WordsProvider, type IslandWords } from '../../../src/components/ui/words.tsx';
import { home, productCard } from '../../../src/lib/i18n/messages/en.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';

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
