/** Helpers of the browsing end-to-end tests: the catalog as the API answers it, to compare pages with. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ProductCard, ProductDetail, ProductGroup, ProductListResponse } from '../../src/lib/contract/catalog.ts';
import { HELD_UNTIL_FIRST_SCRIPT } from '../../src/components/catalog/product-page-early.ts';
import { HOLD_PRESSES_ATTRIBUTE } from '../../src/lib/navigation/held-presses.ts';

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export async function homeGroups(request: APIRequestContext, currency = 'SGD'): Promise<ProductGroup[]> {
  return (await apiJson<{ data: ProductGroup[] }>(request, `/v3/home?currency=${currency}`)).data;
}

/**
 * Serves this page's home page as a phone gets it (Sec-CH-UA-Mobile: ?1): as built, without the
 * groups the edge renders for larger screens, so the island loads them itself (and answers a routed
 * GET /v3/home). Chromium recomputes the client hints of a navigation, so the page is fetched here.
 */
export async function homeAsBuilt(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ headers: { ...route.request().headers(), 'sec-ch-ua-mobile': '?1' } });
      return route.fulfill({ response });
    },
  );
}

/** The page of the first product the catalog lists (any seeded item). */
export async function firstProductPath(baseURL: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/v2/inventories?l=1&p=1`);
  const body = (await answer.json()) as { data?: { id: number }[] };
  const id = body.data?.[0]?.id;
  if (!id) throw new Error('the seeded catalog has no product');
  return `/product/${id}`;
}

export async function productDetail(request: APIRequestContext, id: number, currency = 'SGD'): Promise<ProductDetail> {
  return (await apiJson<{ data: ProductDetail }>(request, `/v2/inventories/${id}?currency=${currency}`)).data;
}

export interface CatalogSamples {
  available: ProductCard;
  sold: ProductCard;
  /** A deal with a start in the past and an end in the future: 'SALE ENDS IN'. */
  saleEnds: ProductCard;
  /** A deal without start and end: 'ON SALE!!'. */
  onSale: ProductCard;
  /** No deal, minimum offer allowed. */
  minimumOffer: ProductCard;
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** Walks the catalog (newest first) until it has an item of every display state. */
export async function catalogSamples(request: APIRequestContext): Promise<CatalogSamples> {
  const found: Partial<CatalogSamples> = {};
  const now = Date.now();
  for (let page = 1; page <= 40; page += 1) {
    const list = await apiJson<ProductListResponse>(request, `/v2/inventories?l=50&p=${page}`);
    for (const item of list.data) {
      const start = ms(item.deal?.start_time ?? null);
      const end = ms(item.deal?.end_time ?? null);
      if (item.status === 2 && item.sold_price !== null) found.sold ??= item;
      else if (item.status === 1 && !item.deal && !item.is_min_offer_price) found.available ??= item;
      if (item.status === 1 && item.deal && start !== null && end !== null && start < now && end > now + 3_600_000) found.saleEnds ??= item;
      if (item.status === 1 && item.deal && start === null && end === null) found.onSale ??= item;
      if (item.status === 1 && !item.deal && item.is_min_offer_price && item.min_offer_price_with_fee) found.minimumOffer ??= item;
    }
    if (found.available && found.sold && found.saleEnds && found.onSale && found.minimumOffer) {
      return found as CatalogSamples;
    }
    if (list.data.length < 50) break;
  }
  throw new Error(`The seeded catalog lacks a display state: found ${Object.keys(found).join(', ')}`);
}

/** 'S$1,234' as the storefront prints whole amounts. */
export function price(amount: number, symbol = 'S$'): string {
  return `${symbol}${Math.round(amount).toLocaleString('en-US')}`;
}

/**
 * The product gallery's second view chosen by its thumbnail (the large image follows it), then its
 * zoom pressed: the thumbnail and the zoom dialog, for what the test expects of them next.
 */
/**
 * Waits until the product page's first script (product-page-early.ts) has bound the gallery and the
 * countdown: it starts once the first screen is drawn, and narrows the presses the shell holds.
 */
export async function productFirstScriptBound(page: Page): Promise<void> {
  await expect(page.locator('#product-root')).not.toHaveAttribute(HOLD_PRESSES_ATTRIBUTE, HELD_UNTIL_FIRST_SCRIPT);
}

export async function chooseSecondViewAndZoom(page: Page, detail: ProductDetail): Promise<{ second: Locator; zoom: Locator }> {
  const second = page.getByRole('button', { name: `Show image 2 of ${detail.assets.length}` });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  // The large image follows the thumbnail.
  await expect.poll(() => page.locator('.gallery__track').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
  await page.getByRole('button', { name: `Zoom image 2 of ${detail.assets.length}` }).click();
  return { second, zoom: page.getByRole('dialog', { name: 'Zoomed image' }) };
}
