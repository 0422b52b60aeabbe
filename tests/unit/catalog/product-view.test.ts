import { describe, expect, it } from 'vitest';
import type { DeliveryRate, ProductDetail } from '../../../src/lib/contract/catalog.ts';
import { escapeHtml, jsonForScript } from '../../../src/lib/catalog/html.ts';
import { productCard } from '../../product-card.ts';
import { productSeo } from '../../../src/lib/catalog/product-seo.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DeliveryContent } from '../../../src/components/catalog/ProductSection.tsx';
import { renderProductSection } from '../../../src/edge/island-renderers.tsx';
import { deliverySection, parseEdgeProductView, type RenderedDelivery } from '../../../src/lib/catalog/product-view.ts';
import type { CurrencyOption, StoreLocation } from '../../../src/lib/contract/settings.ts';

/** The delivery section's rates, as the product section renders them. */
function renderDeliveryRates(rates: DeliveryRate[], symbol: string, locationName: string | null): string {
  return renderToString(createElement(DeliveryContent, { view: { kind: 'rates', rates, symbol, locationName } }));
}

const NOW = Date.parse('2026-06-15T12:00:00Z');

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard({ id: 42, model: 'Birkin 30 Togo', selling_price: 24500, min_offer_price_with_fee: 23000, is_min_offer_price: true }),
    assets: [
      { id: 1, normal_thumbnail_url: '/img/1-600.svg', large_url: '/img/1-1200.svg', width: 1200, height: 1200 },
      { id: 2, normal_thumbnail_url: '/img/2-600.svg', large_url: '/img/2-1200.svg', width: 1200, height: 1200 },
    ],
    material: 'Togo leather',
    material_others: 'Palladium hardware',
    has_receipt: true,
    is_original_receipt: false,
    category: { id: 1, name: 'Bags' },
    gender: 'W',
    colour: 'Gold',
    condition: 'Excellent',
    description: 'A gold Birkin <b>with</b> palladium hardware.',
    dimensions: '30 x 22 x 16 cm',
    inclusions: ['Dust bag', 'Box'],
    store: { id: 1, country: 'Singapore', country_code: 'SG' },
    created_at: '2026-06-01T00:00:00Z',
    ...overrides,
  };
}

describe('escaping', () => {
  it('escapes HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('keeps JSON inside a script element inert', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('productSeo', () => {
  it('gives title, canonical path, image and schema.org Product with an InStock used offer', () => {
    const seo = productSeo(product(), 'https://shop.example', NOW);
    expect(seo.title).toBe('Hermès Birkin 30 Togo');
    expect(seo.canonicalPath).toBe('/product-42/birkin_30_togo');
    expect(seo.imageUrl).toBe('https://shop.example/img/1-1200.svg');
    expect(seo.description.length).toBeLessThanOrEqual(155);
    expect(seo.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hermès Birkin 30 Togo',
      brand: { '@type': 'Brand', name: 'Hermès' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product-42/birkin_30_togo',
        price: 24500,
        priceCurrency: 'SGD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });
  it('prices the offer at the deal price while a deal is in effect', () => {
    const seo = productSeo(product({ deal: { price: 21000, start_time: null, end_time: null } }), 'https://shop.example', NOW);
    expect(seo.jsonLd['offers']).toMatchObject({ price: 21000 });
  });
  it('marks a sold item SoldOut at its sold price', () => {
    const seo = productSeo(product({ status: 2, sold_price: 23999.6 }), 'https://shop.example', NOW);
    expect(seo.jsonLd['offers']).toMatchObject({ price: 24000, availability: 'https://schema.org/SoldOut' });
  });
});

describe('renderProductSection', () => {
  // The page CSP forbids inline event handlers: broken images fall back through data-fallback.
  it('carries no inline event handler, and marks every image for the default-image fallback', () => {
    const html = renderProductSection(product(), { now: NOW, symbol: 'S$' });
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image).toContain('data-fallback="/images/default-product.svg"');
  });

  it('shows brand, model, price, facts by the display rules, minimum offer and actions, escaped', () => {
    const html = renderProductSection(product(), { now: NOW, symbol: 'S$' });
    for (const text of [
      '<h1 class="product__model">Birkin 30 Togo</h1>',
      'S$24,500',
      'Togo leather · Palladium hardware',
      '<dd>Yes - Copy</dd>',
      'Minimum offer <strong>S$23,000</strong>',
      'data-action="buy"',
      'data-action="offer"',
      'A gold Birkin &lt;b&gt;with&lt;/b&gt; palladium hardware.',
      '<li>Dust bag</li>',
      'aria-label="Show image 2 of 2"',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('<b>with</b>');
  });
  it('shows SOLD AT with the rounded price and no actions for a sold item', () => {
    const html = renderProductSection(product({ status: 2, sold_price: 22999.5 }), { now: NOW, symbol: 'S$' });
    expect(html).toContain('SOLD AT</span> <span class="product-banner__value">S$23,000');
    expect(html).not.toContain('data-action="buy"');
    expect(html).not.toContain('Minimum offer');
  });
  it('shows SALE ENDS IN with a countdown, the struck price and no minimum offer during a deal', () => {
    const end = NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000;
    const html = renderProductSection(product({ deal: { price: 20000, start_time: '2026-06-10T00:00:00Z', end_time: new Date(end).toISOString() } }), {
      now: NOW,
      symbol: 'S$',
    });
    expect(html).toContain('SALE ENDS IN');
    expect(html).toContain(`data-countdown="${end}"`);
    expect(html).toContain('>2D 3H 4M<');
    expect(html).toMatch(/<s class="product__price-was">.*S\$24,500<\/s>/);
    expect(html).toContain('S$20,000');
    expect(html).not.toContain('Minimum offer');
  });
  it('shows ON SALE!! for a deal without times', () => {
    const html = renderProductSection(product({ deal: { price: 20000, start_time: null, end_time: null } }), { now: NOW, symbol: 'S$' });
    expect(html).toContain('ON SALE!!');
    expect(html).not.toContain('data-countdown');
  });
  it('falls back to the default image when there are no assets', () => {
    expect(renderProductSection(product({ assets: [] }), { now: NOW, symbol: 'S$' })).toContain('/images/default-product.svg');
  });
});

describe('renderDeliveryRates', () => {
  const rate = { country_code: 'SG', category_id: 1, method: 'Courier', price: 25, currency: 'SGD', min_days: 1, max_days: 3 };
  it('lists method, days and price for the chosen location', () => {
    const html = renderDeliveryRates([rate, { ...rate, method: 'Collection', price: 0, min_days: 2, max_days: 2 }], 'S$', 'Singapore');
    for (const text of ['To Singapore', 'Courier', '1–3 business days', 'S$25', 'Free', '2 business days']) expect(html).toContain(text);
  });
  it('says when there are none', () => {
    expect(renderDeliveryRates([], 'S$', 'Japan')).toContain('No delivery options to Japan yet.');
  });
});

describe('renderProductSection, sold price line', () => {
  it('prints the sold price once, in the banner', () => {
    const html = renderProductSection(product({ status: 2, sold_price: 23000 }), { now: NOW, symbol: 'S$' });
    expect(html.match(/S\$23,000/g)).toHaveLength(1);
    expect(html).not.toContain('data-price');
  });
});

describe('the delivery section, every state', () => {
  const rate = { country_code: 'SG', category_id: 1, method: 'Courier', price: 25, currency: 'SGD', min_days: 1, max_days: 3 };
  const section = (delivery: RenderedDelivery) => renderProductSection(product(), { now: NOW, symbol: 'S$', delivery });
  it.each([
    [
      'the prompt for View all',
      { key: 'all.SGD', view: { kind: 'choose-location' } },
      'data-delivery-for="all.SGD"',
      '<p class="product__muted">Choose a store location to see delivery options and rates.</p>',
    ],
    [
      'a spinner while loading',
      { key: 'SG.SGD', view: { kind: 'loading' } },
      'data-delivery-for="SG.SGD"',
      '<span class="visually-hidden">Loading delivery rates</span>',
    ],
    [
      'the server message on a failure, for no choice',
      { key: null, view: { kind: 'failed', message: 'Try <later>' } },
      'data-delivery=""',
      '<p class="product__muted">Try &lt;later&gt;</p>',
    ],
    [
      'every country with its code when no location is named',
      { key: 'x', view: { kind: 'rates', rates: [rate], symbol: 'S$', locationName: null } },
      'data-delivery-for="x"',
      'Courier <span class="product__muted">· SG</span>',
    ],
  ] as [string, RenderedDelivery, string, string][])('%s', (_name, delivery, attribute, text) => {
    const html = section(delivery);
    expect(html).toContain(attribute);
    expect(html).toContain(text);
    if (delivery.key === null) expect(html).not.toContain('data-delivery-for');
  });
  it('is empty, for no choice, without a delivery', () => {
    expect(renderProductSection(product(), { now: NOW, symbol: 'S$' })).toContain('<div class="product__delivery" data-delivery="" aria-live="polite"></div>');
  });
  it('names the choice it is for: the country and the currency', () => {
    const sg = { id: 1, country: 'Singapore', country_code: 'SG' } as StoreLocation;
    const all = { id: 0, country: 'View all', country_code: '' } as StoreLocation;
    const sgd = { code: 'SGD', symbol: 'S$' } as CurrencyOption;
    expect(deliverySection([rate], { location: sg, currency: sgd })).toEqual({
      key: 'SG.SGD',
      view: { kind: 'rates', rates: [rate], symbol: 'S$', locationName: 'Singapore' },
    });
    expect(deliverySection([], { location: all, currency: sgd })).toEqual({ key: 'all.SGD', view: { kind: 'choose-location' } });
  });
});

describe('the Price guide slot (issue 25): server-only, after the details', () => {
  it('renders what the edge passes after the delivery section', () => {
    const html = renderProductSection(product(), { now: NOW, symbol: 'S$' }, createElement('section', { 'aria-label': 'Price guide' }, 'chart'));
    expect(html).toMatch(
      /data-delivery[^>]*>.*<\/section><div class="product__server-only"><section aria-label="Price guide">chart<\/section><\/div><\/div><\/article>$/s,
    );
  });
  it('renders nothing without one', () => {
    expect(renderProductSection(product(), { now: NOW, symbol: 'S$' })).not.toContain('product__server-only');
  });
});

describe('the heart of the product section', () => {
  it('is the card heart: an empty pressed-state button named Add to favourites, for this piece', () => {
    const html = renderProductSection(product(), { now: NOW, symbol: 'S$' });
    expect(html).toMatch(/<button type="button" class="heart product__heart" aria-pressed="false" aria-label="Add to favourites" data-heart="42">/);
  });
});

describe('parseEdgeProductView: the options the edge rendered with, read back by the page script', () => {
  const valid = { now: NOW, symbol: 'S$', resizing: null, delivery: { key: 'SG.SGD', view: { kind: 'loading' } }, servedPriceGuide: false };
  it.each([
    ['a valid view', JSON.stringify(valid), valid],
    [
      'resizing on and a Price guide',
      JSON.stringify({ ...valid, resizing: 'cloudflare', servedPriceGuide: true }),
      { ...valid, resizing: 'cloudflare', servedPriceGuide: true },
    ],
    ['no delivery yet', JSON.stringify({ ...valid, delivery: { key: null, view: null } }), { ...valid, delivery: { key: null, view: null } }],
    ['nothing', null, null],
    ['not JSON', '{now:', null],
    ['not an object', '42', null],
    ['a time that is not a number', JSON.stringify({ ...valid, now: '1' }), null],
    ['an unknown resizing', JSON.stringify({ ...valid, resizing: 'imgix' }), null],
    ['no delivery', JSON.stringify({ ...valid, delivery: undefined }), null],
    ['an unknown delivery state', JSON.stringify({ ...valid, delivery: { key: 'a', view: { kind: 'maybe' } } }), null],
    [
      'rates that are not a list',
      JSON.stringify({ ...valid, delivery: { key: 'a', view: { kind: 'rates', rates: {}, symbol: 'S$', locationName: null } } }),
      null,
    ],
  ] as [string, string | null, unknown][])('%s', (_name, text, expected) => {
    expect(parseEdgeProductView(text)).toEqual(expected);
  });
});

describe('the product section is the tree the browser hydrates', () => {
  it.each([
    ['no images: the default image', product({ assets: [] }), {}],
    [
      'a backend image',
      product({ assets: [{ id: 1, normal_thumbnail_url: 'https://b.example/1-s.jpg', large_url: 'https://b.example/1.jpg', width: 1000, height: 1000 }] }),
      {},
    ],
    [
      'a resized backend image',
      product({ assets: [{ id: 1, normal_thumbnail_url: 'https://b.example/1-s.jpg', large_url: 'https://b.example/1.jpg', width: 1000, height: 1000 }] }),
      { resizing: 'cloudflare' as const },
    ],
  ])('starts with the article, nothing before it (%s)', (_name, piece, options) => {
    expect(renderProductSection(piece, { now: NOW, symbol: 'S$', ...options })).toMatch(/^<article class="product" data-product-id="42">/);
  });
});
