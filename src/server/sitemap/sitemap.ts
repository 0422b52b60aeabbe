/** sitemap.xml and robots.txt of the storefront. */
import { productHref } from '../../lib/catalog/product-links.ts';
import { alternatesOf, hasLocalizedPage, localizePath, PREFIXED_LOCALES } from '../../lib/i18n/locales.ts';

/** Public pages worth indexing; account, checkout-like and utility pages are not. */
export const STATIC_PAGES: readonly { path: string; priority: string; changefreq: string }[] = [
  { path: '/', priority: '1.0', changefreq: 'daily' },
  { path: '/search', priority: '0.8', changefreq: 'daily' },
  { path: '/about-us', priority: '0.5', changefreq: 'monthly' },
  { path: '/faq', priority: '0.5', changefreq: 'monthly' },
  { path: '/privacy-policy', priority: '0.2', changefreq: 'yearly' },
  { path: '/terms-conditions', priority: '0.2', changefreq: 'yearly' },
];

export interface SitemapProduct {
  id: number;
  model: string;
  /** unix seconds */
  created_at: number;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * A page in other languages (issue 26): each localized address is listed too, and every address of
 * such a page names all of them (and x-default) as alternates, as search engines read hreflang in sitemaps.
 */
function pageUrls(path: string, extra: string, origin: string): string[] {
  const loc = (href: string) => `<loc>${escapeXml(new URL(href, origin).toString())}</loc>`;
  if (!hasLocalizedPage(path)) return [`  <url>${loc(path)}${extra}</url>`];
  const links = alternatesOf(path, origin)
    .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`)
    .join('');
  return [path, ...PREFIXED_LOCALES.map((locale) => localizePath(path, locale))].map((href) => `  <url>${loc(href)}${extra}${links}</url>`);
}

/**
 * `collections`: the English paths of the collections live at the request (issue 36), with the index;
 * the caller decides what is live, at request time, so a campaign is listed only in its window.
 */
export function sitemapXml(origin: string, products: readonly SitemapProduct[], collections: readonly string[] = []): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...STATIC_PAGES.flatMap((page) => pageUrls(page.path, `<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority>`, origin)),
    ...(collections.length ? ['/collections', ...collections] : []).flatMap((path) =>
      pageUrls(path, '<changefreq>daily</changefreq><priority>0.7</priority>', origin),
    ),
    // Product pages are in every language too (issue 26), each address with its alternates.
    ...products.flatMap((p) => pageUrls(productHref(p), `<lastmod>${new Date(p.created_at * 1000).toISOString().slice(0, 10)}</lastmod>`, origin)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}

/** Sitemaps hold at most 50,000 addresses; the static pages take a few. */
export const SITEMAP_PRODUCT_LIMIT = 50_000 - STATIC_PAGES.length * (1 + PREFIXED_LOCALES.length);

/** Every available product (status AVAILABLE 1), newest listing last. */
export async function availableProducts(db: D1Database): Promise<SitemapProduct[]> {
  const { results } = await db
    .prepare('SELECT id, model, created_at FROM inventories WHERE status = 1 ORDER BY id LIMIT ?')
    .bind(SITEMAP_PRODUCT_LIMIT)
    .all<SitemapProduct>();
  return results;
}

export const DISALLOWED_PATHS = [
  '/api/',
  '/profile',
  '/settings',
  '/favourites',
  '/saved-searches',
  '/alerts/',
  '/order-detail/',
  '/consignment',
  '/access-denied',
  '/item-not-found',
  '/shells/',
  '/test',
  '/applinks',
  '/admin',
  '/language/',
];

/** Of those, the ones with no page in another language; the rest are kept out at their /zh-hans/…, /zh-hant/… and /ms/… addresses too (issue 26). */
const ENGLISH_ONLY = new Set(['/api/', '/test', '/applinks', '/admin', '/language/']);

export function robotsTxt(origin: string): string {
  const paths = DISALLOWED_PATHS.flatMap((path) => (ENGLISH_ONLY.has(path) ? [path] : [path, ...PREFIXED_LOCALES.map((locale) => `/${locale}${path}`)]));
  return ['User-agent: *', 'Allow: /', ...paths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`, ''].join(
    '\n',
  );
}
