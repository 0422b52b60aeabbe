/** sitemap.xml and robots.txt of the storefront. */
import { productHref } from '../../lib/catalog/product-links.ts';

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

export function sitemapXml(origin: string, products: readonly SitemapProduct[]): string {
  const url = (path: string, extra: string) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc>${extra}</url>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((page) => url(page.path, `<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority>`)),
    ...products.map((p) => url(productHref(p), `<lastmod>${new Date(p.created_at * 1000).toISOString().slice(0, 10)}</lastmod>`)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}

/** Sitemaps hold at most 50,000 addresses; the static pages take a few. */
export const SITEMAP_PRODUCT_LIMIT = 50_000 - STATIC_PAGES.length;

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
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
