/**
 * The product page's price guide provides its words to its chart and monthly table (issue 38): the
 * parts read the guide's words themselves (useGuideWords); English keeps text.ts's words.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { productPriceGuide } from '../../../src/edge/island-renderers.tsx';
import type { PriceGuide } from '../../../src/lib/contract/price-guide.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import type { GuideWords } from '../../../src/lib/price-guide/local-text.ts';

const monthly = Array.from({ length: 12 }, (_, index) => {
  const month = `2026-${String(index + 1).padStart(2, '0')}`;
  return { month, count: 2, p25: 9_000 + index * 10, median: 10_000 + index * 10, p75: 11_000 + index * 10 };
});
const GUIDE: PriceGuide = {
  line: { brand: 'Hermès', model: 'Birkin', size: '30' },
  condition: 'Excellent',
  material: null,
  currency: 'SGD',
  months: 12,
  sales_count: 24,
  range: { p25: 9_800, median: 10_900, p75: 12_400 },
  typical_days_to_sell: 12,
  trend: { direction: 'up', percent: 12 },
  monthly,
};
const wordsOf = (locale: 'ms' | 'zh-hant'): GuideWords => {
  const { priceGuide, conditions, priceChart } = messagesOf(locale);
  return { locale, priceGuide, conditions, priceChart };
};
const render = (words?: GuideWords) =>
  renderToStaticMarkup(
    productPriceGuide({ guide: GUIDE, history: null, piecePrice: 10_500, condition: 'Excellent', symbol: 'S$', ...(words ? { words } : {}) }),
  );

describe("the product page's guide: its chart and table speak the page's language", () => {
  it.each<[string, GuideWords | undefined, string[], string[]]>([
    [
      'English',
      undefined,
      [
        'Sold prices of the Hermès Birkin 30, last 12 months',
        '>Mar ’26<',
        'Sales of the Hermès Birkin 30 in Excellent condition by month, in SGD',
        '>Dec 2026<',
      ],
      ['Harga jualan', 'Dis 2026'],
    ],
    [
      'Malay',
      wordsOf('ms'),
      [
        'Harga jualan Hermès Birkin 30, 12 bulan yang lalu',
        '>Mac 26<',
        'Jualan Hermès Birkin 30 dalam keadaan Cemerlang mengikut bulan, dalam SGD',
        '>Dis 2026<',
      ],
      ['Sold prices of', 'Sales of the', 'Dec 2026'],
    ],
    [
      'Traditional Chinese',
      wordsOf('zh-hant'),
      [`<th scope="col">${messagesOf('zh-hant').priceGuide.month}</th>`, `<summary>${messagesOf('zh-hant').priceGuide.monthlyFigures}</summary>`],
      ['Sold prices of', 'Sales of the', 'Dec 2026', 'Monthly figures'],
    ],
  ])('%s', (_name, words, present, absent) => {
    const html = render(words);
    for (const text of present) expect(html).toContain(text);
    for (const text of absent) expect(html).not.toContain(text);
  });
});
