import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, STATIC_PAGES } from '../../../src/server/sitemap/sitemap.ts';
import { hasLocalizedPage, PREFIXED_LOCALES } from '../../../src/lib/i18n/locales.ts';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://reluxe.sg', [
    { id: 41, model: 'Book Tote Medium Oblique', created_at: 1_790_000_000 },
    { id: 7, model: 'Tiffany & Co. <Heart>', created_at: 1_790_086_400 },
  ]);

  it('lists the static pages and each product at its canonical address, with its listing day', () => {
    for (const page of STATIC_PAGES) expect(xml).toContain(`<loc>${new URL(page.path, 'https://reluxe.sg').toString()}</loc>`);
    // Issue 26: a product in every language, each address naming all of them and x-default.
    const productAlternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://reluxe.sg/product-41/book_tote_medium_oblique"/>' +
      '<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://reluxe.sg/zh-hans/product-41/book_tote_medium_oblique"/>' +
      '<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://reluxe.sg/zh-hant/product-41/book_tote_medium_oblique"/>' +
      '<xhtml:link rel="alternate" hreflang="ms" href="https://reluxe.sg/ms/product-41/book_tote_medium_oblique"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://reluxe.sg/product-41/book_tote_medium_oblique"/>';
    for (const prefix of ['', '/zh-hans', '/zh-hant', '/ms']) {
      expect(xml).toContain(
        `<url><loc>https://reluxe.sg${prefix}/product-41/book_tote_medium_oblique</loc><lastmod>2026-09-21</lastmod>${productAlternates}</url>`,
      );
    }
    // Issue 26: each localized page once per language.
    const localized = STATIC_PAGES.filter((page) => hasLocalizedPage(page.path)).length;
    expect(localized).toBe(6);
    expect(xml.match(/<url>/g)).toHaveLength(STATIC_PAGES.length + localized * PREFIXED_LOCALES.length + 2 * (1 + PREFIXED_LOCALES.length));
  });

  it('is well-formed: escaped text, one urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    expect(xml).not.toMatch(/<Heart>|& /);
  });

  it('lists every language of a localized page, each naming all of them and x-default (issue 26)', () => {
    const entries = xml.split('\n').filter((line) => line.includes('/about-us</loc>'));
    expect(entries.map((line) => /<loc>([^<]+)<\/loc>/.exec(line)?.[1])).toEqual([
      'https://reluxe.sg/about-us',
      'https://reluxe.sg/zh-hans/about-us',
      'https://reluxe.sg/zh-hant/about-us',
      'https://reluxe.sg/ms/about-us',
    ]);
    for (const entry of entries) {
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://reluxe.sg/zh-hant/about-us"/>');
      expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://reluxe.sg/about-us"/>');
    }
    // The edge-rendered home page and /search too (issue 26): every language, each naming all of them.
    const search = xml.split('\n').filter((line) => line.includes('/search</loc>'));
    expect(search).toHaveLength(4);
    for (const entry of search) expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ms" href="https://reluxe.sg/ms/search"/>');
    expect(xml).toContain('<loc>https://reluxe.sg/zh-hant</loc>');
  });

  it('leaves account pages out', () => {
    expect(xml).not.toMatch(/profile|settings|order-detail|consignment/);
  });
});

describe('robotsTxt', () => {
  it('points at the absolute sitemap and keeps crawlers out of the API and the account area', () => {
    const robots = robotsTxt('https://reluxe.sg');
    expect(robots).toContain('Sitemap: https://reluxe.sg/sitemap.xml');
    for (const path of ['/api/', '/profile', '/settings', '/order-detail/', '/consignment', '/admin']) expect(robots).toContain(`Disallow: ${path}\n`);
  });

  // Issue 26: the account area and the other unindexed pages exist in every language.
  it.each([
    '/zh-hans/profile',
    '/zh-hant/settings',
    '/ms/favourites',
    '/ms/saved-searches',
    '/zh-hant/alerts/',
    '/ms/order-detail/',
    '/zh-hans/consignment',
    '/ms/shells/',
  ])('keeps crawlers out of %s', (path) => {
    expect(robotsTxt('https://reluxe.sg')).toContain(`Disallow: ${path}\n`);
  });

  it.each(['/ms/api/', '/zh-hant/admin', '/ms/test', '/zh-hans/about-us', '/ms/search'])('does not name %s (no such page, or one to index)', (path) => {
    expect(robotsTxt('https://reluxe.sg')).not.toContain(`Disallow: ${path}`);
  });
});
