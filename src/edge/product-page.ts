/**
 * Product pages rendered at the edge: the pre-rendered product shell plus the product's data, SEO
 * tags and its visible section (the ProductSection component, rendered by React's server renderer as
 * the home page's and /search's islands are), injected with HTMLRewriter, so the first paint needs no
 * API round trip and crawlers read the product without running scripts. The options of the render
 * are embedded too, so the page script hydrates exactly what was rendered.
 */
import { productPriceGuide, renderProductSection, type ProductPriceGuideProps } from '#island-renderers';
import type { Env } from '../server/env.ts';
import { beforeDeadline, edgeApiGet, type EdgeContext, edgeDeadline } from './edge-api.ts';
import { edgeRenderedPageHeaders } from './page-headers.ts';
import type { DeliveryRate, ProductDetail } from '../lib/contract/catalog.ts';
import type { DataResponse } from '../lib/contract/settings.ts';
import { STORE_NAME } from '../lib/config/storefront.ts';
import { readShopperPrefs, type ShopperPrefs } from '../lib/config/shopper-prefs-cookie.ts';
import { escapeHtml, jsonForScript } from '../lib/catalog/html.ts';
import { priceSymbol } from '../lib/catalog/price-symbol.ts';
import { IMAGE_SIZES, preloadLink, type ImageResizing } from '../lib/catalog/image-sources.ts';
import { productSeo } from '../lib/catalog/product-seo.ts';
import { alternatesOf, localizePath, type Locale } from '../lib/i18n/locales.ts';
import { messagesOf } from '../lib/i18n/messages.ts';
import { deliverySection, NO_DELIVERY, PRODUCT_DATA_ID, PRODUCT_VIEW_ATTRIBUTE, type EdgeProductView } from '../lib/catalog/product-view.ts';
import { CACHE_STATUS_HEADER } from '../server/public-reads/edge-cache.ts';

export const ITEM_NOT_FOUND_PATH = '/item-not-found';
/**
 * The whole edge render's wait for the product (guest login and fetch together). Past it the shell
 * goes out as it is and the page script loads the product itself: a slow backend costs the shopper
 * a spinner, not a blank tab (issue 10, finding 12).
 */
export const EDGE_PRODUCT_BUDGET_MS = 3_000;

export interface EdgeFound {
  kind: 'found';
  product: ProductDetail;
  /** The shopper's currency and location the page is rendered in. */
  prefs: ShopperPrefs;
  /** Delivery rates for prefs.location ([] for 'View all'); null when the page script must load them. */
  delivery: DeliveryRate[] | null;
  /** The public-read cache's answer for the product (HIT, STALE, MISS), when it was asked. */
  cacheStatus: string | null;
}

export type { EdgeContext };

export type EdgeProduct = EdgeFound | { kind: 'missing' } | { kind: 'unavailable' };

/**
 * The delivery rates for the shopper's location and currency, so the page arrives with them; null
 * when they cannot be had in time (the page script then loads them, as it always did).
 */
async function fetchDeliveryAtEdge(
  product: ProductDetail,
  prefs: ShopperPrefs,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  deadline: AbortSignal,
): Promise<DeliveryRate[] | null> {
  if (!prefs.location.country_code) return [];
  const search = `?${new URLSearchParams({ country: prefs.location.country_code, category: String(product.category.id), currency: prefs.currency.code })}`;
  try {
    const answer = await edgeApiGet('/v2/delivery-rates', search, request, env, ctx, deadline);
    if (!answer.ok) {
      void answer.body?.cancel();
      return null;
    }
    const body = (await beforeDeadline(answer.json(), deadline)) as DataResponse<DeliveryRate[]>;
    return Array.isArray(body.data) ? body.data : null;
  } catch (error) {
    console.error('edge delivery rates fetch failed', product.id, error);
    return null;
  }
}

/**
 * GET /v2/inventories/{id} in the shopper's currency (the shopper_prefs cookie, validated; the
 * store's default without one), and the delivery rates for the shopper's location. In-process, or
 * from API_ORIGIN when set. Everything (login, fetches, reading the answers) shares one budget of
 * EDGE_PRODUCT_BUDGET_MS. In-process reads go through the public-read cache, whose key holds the
 * currency and location as parameters: each choice has its own entry.
 */
export async function fetchProductAtEdge(id: string, request: Request, env: Env, ctx: EdgeContext, budgetMs = EDGE_PRODUCT_BUDGET_MS): Promise<EdgeProduct> {
  const prefs = readShopperPrefs(request.headers.get('Cookie'));
  const path = `/v2/inventories/${encodeURIComponent(id)}`;
  const search = `?currency=${encodeURIComponent(prefs.currency.code)}`;
  const deadline = edgeDeadline(request, budgetMs);
  try {
    const answer = await edgeApiGet(path, search, request, env, ctx, deadline);
    // 400 is an id the API cannot read (zero, too long): no such item either.
    if (answer.status === 404 || answer.status === 400) return { kind: 'missing' };
    if (!answer.ok) return { kind: 'unavailable' };
    const body = (await beforeDeadline(answer.json(), deadline)) as DataResponse<ProductDetail>;
    if (!body.data || typeof body.data.id !== 'number') return { kind: 'unavailable' };
    const product = body.data;
    const delivery = await fetchDeliveryAtEdge(product, prefs, request, env, ctx, deadline);
    return { kind: 'found', product, prefs, delivery, cacheStatus: answer.headers.get(CACHE_STATUS_HEADER) };
  } catch (error) {
    console.error('edge product fetch failed', id, error);
    return { kind: 'unavailable' };
  }
}

function setContent(content: string): HTMLRewriterElementContentHandlers {
  return {
    element(element) {
      element.setAttribute('content', content);
    },
  };
}

/**
 * The shell with the product injected: head tags, data for the page script, and the visible section,
 * priced in the shopper's currency, with the delivery rates for the shopper's location when known.
 */
export function renderProductPage(
  shell: Response,
  product: ProductDetail,
  origin: string,
  now: number,
  view: {
    prefs?: ShopperPrefs;
    delivery?: DeliveryRate[] | null;
    cacheStatus?: string | null;
    resizing?: ImageResizing;
    priceGuide?: ProductPriceGuideProps | null;
    /** The page's language (its address's, issue 26): the section's words and the canonical address. */
    locale?: Locale;
  } = {},
): Response {
  const locale = view.locale ?? 'en';
  const resizing = view.resizing ?? null;
  const prefs = view.prefs ?? readShopperPrefs(null);
  const m = locale === 'en' ? null : messagesOf(locale);
  const seo = productSeo(product, origin, now, m ? { productPage: m.productPage, conditions: m.conditions } : undefined);
  const fullTitle = `${seo.title} | ${STORE_NAME}`;
  const canonical = new URL(localizePath(seo.canonicalPath, locale), origin).toString();
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // Every language's address of the product and x-default (English), from any of them (issue 26).
    ...alternatesOf(seo.canonicalPath, origin).map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    `<meta property="og:type" content="product">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    seo.imageUrl ? `<meta property="og:image" content="${escapeHtml(seo.imageUrl)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${jsonForScript(seo.jsonLd)}</script>`,
    `<script type="application/json" id="${PRODUCT_DATA_ID}">${jsonForScript(product)}</script>`,
  ].join('');
  const rendered: EdgeProductView = {
    now,
    symbol: priceSymbol(product.currency, prefs.currency),
    resizing,
    delivery: view.delivery ? deliverySection(view.delivery, prefs) : NO_DELIVERY,
    // The Price guide (issue 25), in the section's server-only slot; the browser keeps it as served.
    servedPriceGuide: Boolean(view.priceGuide),
  };
  const section = renderProductSection(product, rendered, view.priceGuide ? productPriceGuide(view.priceGuide) : undefined, locale);

  const rewritten = new HTMLRewriter()
    .on('title', {
      element(element) {
        element.setInnerContent(fullTitle);
      },
    })
    .on('meta[name="description"]', setContent(seo.description))
    .on('meta[property="og:title"]', setContent(fullTitle))
    .on('meta[property="og:description"]', setContent(seo.description))
    // The bare shell is noindex; a rendered product page is for search engines.
    .on('meta[name="robots"]', {
      element(element) {
        element.remove();
      },
    })
    .on('head', {
      element(element) {
        element.append(head, { html: true });
      },
    })
    .on('#product-root', {
      element(element) {
        element.setAttribute('data-rendered', 'edge');
        // What the page script hydrates the section with (an attribute: HTMLRewriter escapes it).
        element.setAttribute(PRODUCT_VIEW_ATTRIBUTE, JSON.stringify(rendered));
        element.setInnerContent(section, { html: true });
      },
    })
    .transform(shell);

  const headers = edgeRenderedPageHeaders(rewritten.headers, view.cacheStatus);
  // The first image, preloaded with the same choice of file its <picture> makes.
  const firstImage = product.assets[0]?.large_url;
  if (firstImage) headers.append('Link', preloadLink(firstImage, IMAGE_SIZES.gallery, resizing));
  return new Response(rewritten.body, { status: 200, headers });
}

/**
 * A path, not an absolute address: nothing from the request's Host header goes into a redirect. In
 * the page's language: /ms/product/9 of no item leads to /ms/item-not-found.
 */
export function itemNotFoundRedirect(locale: Locale = 'en'): Response {
  return new Response(null, { status: 302, headers: { Location: localizePath(ITEM_NOT_FOUND_PATH, locale), 'Cache-Control': 'no-store' } });
}
