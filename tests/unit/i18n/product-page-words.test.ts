/**
 * A product page's remaining words in another language (issue 26): the failure state ('Oops!') and
 * the meta description; English word for word as before.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductFailure } from '../../../src/components/catalog/ProductSection.tsx';
import { productSeo } from '../../../src/lib/catalog/product-seo.ts';
import type { ProductDetail } from '../../../src/lib/contract/catalog.ts';
import { productIslandMessages } from '../../../src/lib/i18n/island-messages.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import { productCard } from '../../product-card.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard({ id: 42, model: 'Birkin 30 Togo', selling_price: 24500 }),
    assets: [],
    material: 'Togo leather',
    material_others: null,
    has_receipt: true,
    is_original_receipt: true,
    category: { id: 1, name: 'Bags' },
    gender: 'W',
    colour: 'Gold',
    condition: 'Excellent',
    description: 'A gold Birkin with palladium hardware.',
    dimensions: null,
    inclusions: [],
    store: { id: 1, country: 'Singapore', country_code: 'SG' },
    created_at: '2026-06-01T00:00:00Z',
    ...overrides,
  } as ProductDetail;
}

describe('the failure state', () => {
  it.each([
    ['ms', '<h1>Alamak!</h1>', 'href="/ms"', 'Teruskan membeli-belah'],
    ['zh-hant', '<h1>抱歉！</h1>', 'href="/zh-hant"', '繼續購物'],
  ] as const)('%s: heading, the message and the way home in the language', (locale, heading, home, link) => {
    const html = renderToString(createElement(ProductFailure, { message: 'x', localized: { locale, words: productIslandMessages(locale) } }));
    expect(html).toContain(heading);
    expect(html).toContain(home);
    expect(html).toContain(link);
  });

  it('English: as the spec says', () => {
    const html = renderToString(createElement(ProductFailure, { message: 'Cannot load this item right now. Please try again.' }));
    expect(html).toContain('<h1>Oops!</h1>');
    expect(html).toContain('href="/"');
    expect(html).toContain('Continue shopping');
  });
});

describe('the meta description', () => {
  const words = (locale: 'ms' | 'zh-hans') => ({ productPage: messagesOf(locale).productPage, conditions: messagesOf(locale).conditions });

  it.each([
    ['ms', false, 'Hermès Birkin 30 Togo terpakai, keadaan Cemerlang. A gold Birkin with palladium hardware.'],
    ['ms', true, 'Terjual: Hermès Birkin 30 Togo terpakai, keadaan Cemerlang. A gold Birkin with palladium hardware.'],
    ['zh-hans', false, '二手 Hermès Birkin 30 Togo，极佳成色。 A gold Birkin with palladium hardware.'],
  ] as const)('%s (sold %s)', (locale, sold, expected) => {
    const product = detail(sold ? { status: 2, sold_price: 23000 } : {});
    expect(productSeo(product, 'https://shop.example', NOW, words(locale)).description).toBe(expected);
  });

  it.each([
    [false, 'Pre-owned Hermès Birkin 30 Togo, excellent condition. A gold Birkin with palladium hardware.'],
    [true, 'Sold: Pre-owned Hermès Birkin 30 Togo, excellent condition. A gold Birkin with palladium hardware.'],
  ] as const)('English (sold %s): word for word as before, from the catalog', (sold, expected) => {
    const product = detail(sold ? { status: 2, sold_price: 23000 } : {});
    expect(productSeo(product, 'https://shop.example', NOW).description).toBe(expected);
  });
});
