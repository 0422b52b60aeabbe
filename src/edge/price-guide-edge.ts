/**
 * Price insight at the edge (issue 25): the product page's 'Price guide', /search's strip and /sell's
 * form and estimate, read from the API (in-process through the public-read cache, or API_ORIGIN) and
 * rendered by React on the server (src/components/price-guide): HTML and SVG, no script.
 *
 * A backend without these extensions answers 404 (or anything but the answer): the product page and
 * /search then leave the section out, with no message; /sell goes out as built, which says estimates
 * are not available. Past /sell's budget the page says to try again instead (renderSellBusyPage).
 */
import { renderPriceStrip, renderSellEstimate, type ProductPriceGuideProps, type SellView } from '#island-renderers';
import type { ConditionGrade, ProductDetail } from '../lib/contract/catalog.ts';
import type { DataResponse } from '../lib/contract/settings.ts';
import type { ModelLineOption, PriceGuide, PriceHistory } from '../lib/contract/price-guide.ts';
import { readShopperPrefs, type ShopperPrefs } from '../lib/config/shopper-prefs-cookie.ts';
import { cardPrice } from '../lib/catalog/deal.ts';
import { priceSymbol } from '../lib/catalog/price-symbol.ts';
import { closestLines, findLine, lineNamedBy, SELL_LINES_ID, sellLinesJson } from '../lib/price-guide/lines.ts';
import { STORE_NAME } from '../lib/config/storefront.ts';
import { edgeRenderedPageHeaders } from './page-headers.ts';
import { CONDITION_GRADES, MIN_GUIDE_SALES } from '../lib/price-guide/stats.ts';
import { parseSearchUrl } from '../lib/search/search-state.ts';
import type { Env } from '../server/env.ts';
import { edgeApiJson, type EdgeContext } from './edge-api.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { format, messagesOf } from '../lib/i18n/messages.ts';
import { escapeHtml } from '../lib/catalog/html.ts';

/** Past this the product page's and /search's sections are left out: they must not hold the page back. */
export const EDGE_PRICE_GUIDE_BUDGET_MS = 1_200;
/** /sell's answer is the page: past this it goes out as built. */
export const EDGE_SELL_BUDGET_MS = 2_500;
export const SELL_PATH = '/sell';
/** The element of src/pages/sell.astro the form and estimate are rendered into. */
export const SELL_ROOT_ID = 'sell-root';
export const SELL_RENDERED_ATTRIBUTE = 'data-sell-rendered';

type Fetch = { request: Request; env: Env; ctx: EdgeContext; deadline: AbortSignal };

/** The `data` of a 200 answer, or null (404 from a backend without the extension, a refusal, a failure). */
async function dataOf<T>(path: string, search: string, f: Fetch): Promise<T | null> {
  try {
    const got = await edgeApiJson(path, search, f.request, f.env, f.ctx, f.deadline);
    if (!got || got.status !== 200 || typeof got.body !== 'object' || got.body === null) return null;
    const data = (got.body as Partial<DataResponse<T>>).data;
    return data === undefined || data === null ? null : data;
  } catch (error) {
    console.error('edge price guide fetch failed', path, error);
    return null;
  }
}

function guideSearch(params: {
  brand: string;
  model: string;
  size?: string | null;
  material?: string | null;
  condition?: string | null;
  currency: string;
}): string {
  const query = new URLSearchParams({ brand: params.brand, model: params.model });
  if (params.size) query.set('size', params.size);
  if (params.material) query.set('material', params.material);
  if (params.condition) query.set('condition', params.condition);
  query.set('currency', params.currency);
  return `?${query}`;
}

const isGuide = (value: unknown): value is PriceGuide =>
  typeof value === 'object' && value !== null && Array.isArray((value as PriceGuide).monthly) && typeof (value as PriceGuide).sales_count === 'number';

async function lineOptions(f: Fetch): Promise<ModelLineOption[] | null> {
  const lines = await dataOf<ModelLineOption[]>('/v2/price-guides/lines', '', f);
  return Array.isArray(lines) ? lines : null;
}

// --- Product page ---

/**
 * The product page's section for item `id`: its price history and its line's guide in its condition
 * (in every condition when that one has fewer than MIN_GUIDE_SALES sales). Null: leave it out.
 */
export async function fetchProductGuideAtEdge(
  id: string,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  budgetMs = EDGE_PRICE_GUIDE_BUDGET_MS,
): Promise<{ history: PriceHistory; guide: PriceGuide | null; prefs: ShopperPrefs } | null> {
  const prefs = readShopperPrefs(request.headers.get('Cookie'));
  const f: Fetch = { request, env, ctx, deadline: AbortSignal.timeout(budgetMs) };
  const currency = prefs.currency.code;
  const history = await dataOf<PriceHistory>(`/v2/inventories/${encodeURIComponent(id)}/price-history`, `?currency=${encodeURIComponent(currency)}`, f);
  if (!history || !Array.isArray(history.changes)) return null;
  if (!history.line) return { history, guide: null, prefs };
  const line = history.line;
  const inCondition = await dataOf<PriceGuide>('/v2/price-guides', guideSearch({ ...line, condition: history.condition, currency }), f);
  if (!isGuide(inCondition)) return null;
  if (inCondition.sales_count >= MIN_GUIDE_SALES) return { history, guide: inCondition, prefs };
  const anyCondition = await dataOf<PriceGuide>('/v2/price-guides', guideSearch({ ...line, currency }), f);
  return { history, guide: isGuide(anyCondition) ? anyCondition : inCondition, prefs };
}

/** The section's view for a product the edge rendered; null when its currency is not the guide's. */
export function productGuideProps(
  product: ProductDetail,
  found: { history: PriceHistory; guide: PriceGuide | null; prefs: ShopperPrefs },
  now: number,
  locale: Locale = 'en',
): ProductPriceGuideProps | null {
  if (found.guide && found.guide.currency !== product.currency) return null;
  const symbol = priceSymbol(product.currency, found.prefs.currency);
  const condition = product.condition as ConditionGrade;
  const props: ProductPriceGuideProps = { guide: found.guide, history: found.history, piecePrice: cardPrice(product, now).price, condition, symbol };
  if (locale === 'en') return props;
  // Another language's words (issue 26); English keeps text.ts word for word.
  const { priceGuide, conditions, priceChart } = messagesOf(locale);
  return { ...props, words: { locale, priceGuide, conditions, priceChart } };
}

// --- /search strip ---

/** The strip for a /search whose text names one model line; null when it names none or the guide has too few sales. */
export async function fetchSearchStripAtEdge(
  url: URL,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  budgetMs = EDGE_PRICE_GUIDE_BUDGET_MS,
  locale: Locale = 'en',
): Promise<string | null> {
  const text = parseSearchUrl(url.search).product;
  if (!text.trim()) return null;
  const f: Fetch = { request, env, ctx, deadline: AbortSignal.timeout(budgetMs) };
  const lines = await lineOptions(f);
  const line = lines ? lineNamedBy(text, lines) : null;
  if (!line) return null;
  const prefs = readShopperPrefs(request.headers.get('Cookie'));
  const guide = await dataOf<PriceGuide>('/v2/price-guides', guideSearch({ ...line, currency: prefs.currency.code }), f);
  if (!isGuide(guide) || !guide.range) return null;
  if (locale === 'en') return renderPriceStrip(guide, priceSymbol(guide.currency, prefs.currency), text);
  // Another language's words (issue 26), as the product page's guide takes them.
  const { priceGuide, conditions, priceChart } = messagesOf(locale);
  return renderPriceStrip(guide, priceSymbol(guide.currency, prefs.currency), text, { locale, priceGuide, conditions, priceChart });
}

/** /search with the strip before its results. */
export function withSearchStrip(page: Response, html: string | null, rootId: string): Response {
  if (!html) return page;
  return new HTMLRewriter()
    .on(`#${rootId}`, {
      element(element) {
        element.before(html, { html: true });
      },
    })
    .transform(page);
}

// --- /sell ---

const GRADES = new Map<string, ConditionGrade>(CONDITION_GRADES.map((grade) => [grade.toLowerCase(), grade]));
const param = (url: URL, name: string, max: number) => (url.searchParams.get(name) ?? '').trim().slice(0, max);

/**
 * The answer of a /sell render that ran out of its budget (issue 35): the estimate exists but was not
 * had in time, so the page says to try again, never that there is none.
 */
export const SELL_BUSY = 'busy';

/**
 * /sell's form and answer for this URL; SELL_BUSY when the budget ran out before the lines or the
 * estimate came; null when the lines cannot be had (a backend without them: the page goes out as built).
 */
export async function fetchSellAtEdge(
  url: URL,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  budgetMs = EDGE_SELL_BUDGET_MS,
): Promise<SellView | typeof SELL_BUSY | null> {
  const f: Fetch = { request, env, ctx, deadline: AbortSignal.timeout(budgetMs) };
  const lines = await lineOptions(f);
  if (f.deadline.aborted) return SELL_BUSY;
  if (!lines || lines.length === 0) return null;
  const prefs = readShopperPrefs(request.headers.get('Cookie'));
  const symbol = prefs.currency.symbol;
  const ask = {
    brand: param(url, 'brand', 80),
    model: param(url, 'model', 120),
    size: param(url, 'size', 60),
    material: param(url, 'material', 120),
    condition: GRADES.get(param(url, 'condition', 20).toLowerCase()) ?? '',
  };
  if (!ask.model) return { lines, ask, answer: { kind: 'none' }, symbol };
  const line = findLine(lines, ask.brand, ask.model);
  if (!line) return { lines, ask, answer: { kind: 'unknown', closest: closestLines(lines, ask.brand, ask.model) }, symbol };
  const known = (value: string, options: readonly string[]) => options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? '';
  const fitted = { ...ask, brand: line.brand, model: line.model, size: known(ask.size, line.sizes), material: known(ask.material, line.materials) };
  try {
    const got = await edgeApiJson('/v2/price-guides', guideSearch({ ...fitted, currency: prefs.currency.code }), request, env, ctx, f.deadline);
    if (got && got.status === 200 && isGuide((got.body as DataResponse<unknown>).data)) {
      const guide = (got.body as DataResponse<PriceGuide>).data;
      return { lines, ask: fitted, answer: { kind: 'guide', guide }, symbol: priceSymbol(guide.currency, prefs.currency) };
    }
    const message = got && typeof got.body === 'object' && got.body !== null ? (got.body as { error?: { message?: unknown } }).error?.message : undefined;
    if (typeof message === 'string' && got && got.status >= 400 && got.status < 500 && got.status !== 404)
      return { lines, ask: fitted, answer: { kind: 'refused', message }, symbol };
  } catch (error) {
    console.error('edge sell estimate failed', url.search, error);
  }
  // Out of time is not 'no guide for that piece': the line is known, its estimate was not had in time.
  if (f.deadline.aborted) return SELL_BUSY;
  return { lines, ask: fitted, answer: { kind: 'unknown', closest: closestLines(lines, ask.brand, ask.model) }, symbol };
}

/**
 * The built /sell page when its render ran out of time (SELL_BUSY), in the page's language: the place
 * of the form says estimates are slow right now and links to the same address to try again. Never kept
 * (no-store), in the page cache or anywhere else.
 */
export function renderSellBusyPage(page: Response, url: URL, locale: Locale = 'en'): Response {
  const m = messagesOf(locale).sell;
  const again = escapeHtml(`${url.pathname}${url.search}`);
  const rewritten = new HTMLRewriter()
    .on('html', {
      element(element) {
        element.setAttribute(SELL_RENDERED_ATTRIBUTE, SELL_BUSY);
      },
    })
    .on(`#${SELL_ROOT_ID}`, {
      element(element) {
        element.setInnerContent(`<p class="sell-answer__note" role="status">${escapeHtml(m.busy)} <a href="${again}">${escapeHtml(m.tryAgain)}</a></p>`, {
          html: true,
        });
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(rewritten.body, { status: 200, headers });
}

/**
 * The built /sell page (/ms/sell: in Malay, issue 26) with the form and the estimate rendered in, in
 * the page's language, and the lines for its script.
 */
export function renderSellPage(page: Response, view: SellView, locale: Locale = 'en'): Response {
  const m = messagesOf(locale);
  const title = view.answer.kind === 'guide' ? format(m.sell.titleFor, { model: view.answer.guide.line.model }) : null;
  const words =
    locale === 'en'
      ? {}
      : {
          words: {
            locale,
            sell: m.sell,
            priceGuide: m.priceGuide,
            conditions: m.conditions,
            priceChart: m.priceChart,
            materials: m.materials,
            product: { materialNamed: m.product.materialNamed },
          },
        };
  const rewritten = new HTMLRewriter()
    .on('html', {
      element(element) {
        element.setAttribute(SELL_RENDERED_ATTRIBUTE, view.answer.kind);
      },
    })
    .on('title', {
      element(element) {
        if (title) element.setInnerContent(`${title} | ${STORE_NAME}`);
      },
    })
    .on(`#${SELL_ROOT_ID}`, {
      element(element) {
        element.setInnerContent(
          `${renderSellEstimate({ ...view, ...words })}<script type="application/json" id="${SELL_LINES_ID}">${sellLinesJson(view.lines)}</script>`,
          {
            html: true,
          },
        );
      },
    })
    .transform(page);
  return new Response(rewritten.body, { status: 200, headers: edgeRenderedPageHeaders(rewritten.headers, null) });
}
