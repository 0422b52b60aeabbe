/**
 * /sell and the price chart in another language (issue 26): the form, the estimate and the chart the
 * edge renders (SellEstimate.tsx, PriceGuideChart.tsx) take the page's words; English renders as it
 * always did, with none of the other languages' words or the script's data attributes.
 */
import { describe, expect, it } from 'vitest';
import { renderSellEstimate } from '../../../src/edge/island-renderers.tsx';
import { localChartSummary } from '../../../src/components/price-guide/PriceGuideChart.tsx';
import type { SellView } from '../../../src/components/price-guide/SellEstimate.tsx';
import type { PriceGuide } from '../../../src/lib/contract/price-guide.ts';
import type { Locale } from '../../../src/lib/i18n/locales.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import { localAxisMonth, type SellWords } from '../../../src/lib/price-guide/local-text.ts';

const LINES = [
  { brand: 'Hermès', model: 'Birkin', category_id: 1, sizes: ['25', '30'], materials: ['Togo leather'] },
  { brand: 'Chanel', model: 'Classic Flap', category_id: 1, sizes: [], materials: ['Lambskin'] },
];

const months = Array.from({ length: 24 }, (_, index) => {
  const at = new Date(Date.UTC(2024, 11 + index, 1));
  const month = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, count: 2, p25: 9_000 + index * 10, median: 10_000 + index * 10, p75: 11_000 + index * 10 };
});

const GUIDE: PriceGuide = {
  line: { brand: 'Hermès', model: 'Birkin', size: '30' },
  condition: 'Excellent',
  material: null,
  currency: 'SGD',
  months: 24,
  sales_count: 1_234,
  range: { p25: 9_800, median: 10_900, p75: 12_400 },
  typical_days_to_sell: 12,
  trend: { direction: 'up', percent: 12 },
  monthly: months,
};

function wordsOf(locale: Exclude<Locale, 'en'>): SellWords {
  const { sell, priceGuide, conditions, priceChart, materials, product } = messagesOf(locale);
  return { locale, sell, priceGuide, conditions, priceChart, materials, product: { materialNamed: product.materialNamed } };
}

const ASK = { brand: 'Hermès', model: 'Birkin', size: '30', material: '', condition: 'Excellent' };
const view = (answer: SellView['answer'], ask = ASK): SellView => ({ lines: LINES, ask, answer, symbol: 'S$' });

describe('/sell in Malay', () => {
  const words = wordsOf('ms');
  const html = renderSellEstimate({ ...view({ kind: 'guide', guide: GUIDE }), words });

  it.each([
    ['the form goes to the Malay page', 'action="/ms/sell"'],
    ['its labels', '>Jenama</label>'],
    ['the model', '>Model</label>'],
    ['the example', 'placeholder="cth. Birkin"'],
    ['a condition keeps its English value, shown in Malay', '<option value="Excellent" selected="">Cemerlang</option>'],
    ['the submit button', 'Dapatkan anggaran'],
    ['what a missing house is told', 'data-house-missing="Pilih jenama barangan anda."'],
    ['what a missing model is told', 'data-model-missing="Masukkan model barangan anda, cth. Birkin."'],
    ["the script's 'any' labels", 'data-any-material="Semua bahan"'],
    ['the estimate', 'Julat harga jualan semula dijangka'],
    ['its title, the condition in Malay', 'Hermès Birkin 30, keadaan Cemerlang'],
    ['the sales behind it, numbers as Malay writes them', '1,234 dalam 24 bulan'],
    ['the days', '12 hari'],
    ['the trend', 'Naik 12% dalam 12 bulan'],
    ['the consignment call', 'Jual secara konsainan'],
    ["the chart's title", 'Harga jualan Hermès Birkin 30, 24 bulan yang lalu'],
  ])('%s', (_, expected) => {
    expect(html).toContain(expected);
  });

  it('says nothing in English', () => {
    for (const english of ['House', 'Get an estimate', 'Expected resale range', 'Consign with us', 'Sold prices of', 'Excellent condition', 'Any size']) {
      expect(html).not.toContain(english);
    }
  });

  it('leads the closest lines to the Malay page, and names a piece it has no guide for', () => {
    const unknown = renderSellEstimate({ ...view({ kind: 'unknown', closest: [LINES[0] as (typeof LINES)[0]] }, { ...ASK, model: 'Birkn' }), words });
    expect(unknown).toContain('Kami belum mempunyai panduan harga untuk Hermès Birkn');
    expect(unknown).toContain('href="/ms/sell?brand=Herm%C3%A8s&amp;model=Birkin&amp;condition=Excellent"');
    const none = renderSellEstimate({ ...view({ kind: 'unknown', closest: [] }, { ...ASK, brand: '', model: '' }), words });
    expect(none).toContain('Kami belum mempunyai panduan harga untuk barangan itu');
    expect(none).toContain(words.sell.chooseFromList);
  });

  it('says there are too few sales in Malay', () => {
    const few = renderSellEstimate({ ...view({ kind: 'guide', guide: { ...GUIDE, sales_count: 3, range: null } }), words });
    expect(few).toContain('Jualan belum cukup untuk panduan harga: 3 jualan dalam 24 bulan.');
  });
});

describe('/sell in English', () => {
  const html = renderSellEstimate(view({ kind: 'guide', guide: GUIDE }));

  it('is as it always was', () => {
    for (const english of [
      'action="/sell"',
      '>House</label>',
      'placeholder="e.g. Birkin"',
      '<option value="Excellent" selected="">Excellent</option>',
      'Get an estimate',
      'Hermès Birkin 30, Excellent condition',
      '1234 in 24 months',
      '12 days',
      'Consign with us',
      'Sold prices of the Hermès Birkin 30, last 24 months',
      'Nov ’26',
    ]) {
      expect(html).toContain(english);
    }
    expect(html).not.toMatch(/data-(house|model)-missing|data-any-/);
  });
});

describe("the material choice speaks the product page's words, and sends the catalog's English", () => {
  const ask = { ...ASK, material: 'Togo leather' };
  it.each([
    ['ms', 'kulit Togo'],
    ['zh-hans', 'Togo皮革'],
    ['zh-hant', 'Togo皮革'],
  ] as const)('%s', (locale, shown) => {
    const html = renderSellEstimate({ ...view({ kind: 'guide', guide: { ...GUIDE, material: 'Togo leather' } }, ask), words: wordsOf(locale) });
    expect(html).toContain(`<option value="Togo leather" selected="">${shown}</option>`);
    // The script refills the choice when the model changes: it carries every line's materials.
    expect(html).toContain(`data-material-words="{&quot;Togo leather&quot;:&quot;${shown}&quot;,&quot;Lambskin&quot;:&quot;`);
    expect(html).toContain(`Hermès Birkin 30, ${shown}`);
  });

  it('English shows the catalog’s words and carries no table', () => {
    const html = renderSellEstimate(view({ kind: 'guide', guide: { ...GUIDE, material: 'Togo leather' } }, ask));
    expect(html).toContain('<option value="Togo leather" selected="">Togo leather</option>');
    expect(html).toContain('Hermès Birkin 30, Togo leather, Excellent condition');
    expect(html).not.toContain('data-material-words');
  });
});

describe('the price chart in another language', () => {
  it.each([
    ['zh-hant', '2024-12', '24年12月'],
    ['zh-hans', '2026-01', '26年1月'],
    ['ms', '2026-11', 'Nov 26'],
  ] as const)('%s writes %s on its axis as %s', (locale, month, expected) => {
    expect(localAxisMonth(month, wordsOf(locale))).toBe(expected);
  });

  it('describes the chart in the language, with the piece', () => {
    expect(localChartSummary(GUIDE, 'HK$', 11_000, wordsOf('zh-hant'))).toBe(
      'Hermès Birkin 30（極佳成色）的每月成交中位價：由 2024年12月（HK$10,000）至 2026年11月（HK$10,230）；1,234 宗成交中有一半介乎 HK$9,800 至 HK$12,400；這件貨品售價 HK$11,000。',
    );
    expect(localChartSummary({ ...GUIDE, condition: null, range: null }, 'RM', null, wordsOf('ms'))).toBe(
      'Harga jualan median bulanan Hermès Birkin 30 dari Dis 2024 (RM10,000) hingga Nov 2026 (RM10,230).',
    );
  });
});
