/**
 * Product pages rendered at the edge: the pre-rendered product shell plus the product's data, SEO
 * tags and its visible section, injected with HTMLRewriter, so the first paint needs no API round
 * trip and crawlers read the product without running scripts.
 */
import { apiApp } from '../app.ts';
import type { Env } from '../env.ts';
import { joinUpstream } from '../proxy/upstream.ts';
import type { ProductDetail } from '../../lib/contract/catalog.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import { DEFAULT_CURRENCY, STORE_NAME } from '../../lib/config/storefront.ts';
import { escapeHtml, jsonForScript } from '../../lib/catalog/html.ts';
import { productSeo } from '../../lib/catalog/product-seo.ts';
import { renderProductSection } from '../../lib/catalog/product-view.ts';

/** Element id of the JSON the product page script starts from. */
export const PRODUCT_DATA_ID = 'product-data';
export const ITEM_NOT_FOUND_PATH = '/item-not-found';
/**
 * The whole edge render's wait for the product (guest login and fetch together). Past it the shell
 * goes out as it is and the page script loads the product itself: a slow backend costs the shopper
 * a spinner, not a blank tab (issue 10, finding 12).
 */
export const EDGE_PRODUCT_BUDGET_MS = 3_000;

export type EdgeProduct = { kind: 'found'; product: ProductDetail } | { kind: 'missing' } | { kind: 'unavailable' };

export interface EdgeContext {
  waitUntil: (promise: Promise<unknown>) => void;
  passThroughOnException: () => void;
}

// A real backend (API_ORIGIN) wants a bearer token on every call; the edge logs in as a guest once
// per isolate, as the spec's client does, and again if the token is refused.
let upstreamToken: Promise<string> | null = null;

/** `promise`, or the signal's reason once it aborts: a login shared with another request cannot outlast this one's budget. */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function upstreamGuestToken(origin: string, signal: AbortSignal): Promise<string> {
  const answer = await fetch(joinUpstream(origin, '/login-guest'), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ uuid: crypto.randomUUID() }),
    signal,
  });
  if (!answer.ok) throw new Error(`guest login answered ${answer.status}`);
  const body: unknown = await answer.json();
  const token = typeof body === 'object' && body !== null ? (body as { access_token?: unknown }).access_token : undefined;
  if (typeof token !== 'string' || !token) throw new Error('guest login answered no access_token');
  return token;
}

async function upstreamGet(origin: string, path: string, search: string, signal: AbortSignal): Promise<Response> {
  const url = joinUpstream(origin, path, search);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    upstreamToken ??= upstreamGuestToken(origin, signal).catch((error: unknown) => {
      upstreamToken = null;
      throw error;
    });
    const token = await beforeDeadline(upstreamToken, signal);
    const answer = await beforeDeadline(
      fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal,
      }),
      signal,
    );
    if (answer.status !== 401 || attempt > 0) return answer;
    upstreamToken = null;
  }
  throw new Error('unreachable');
}

/**
 * GET /v2/inventories/{id} in the store's default currency: in-process, or from API_ORIGIN when set.
 * Everything (login, fetch, reading the answer) shares one budget of EDGE_PRODUCT_BUDGET_MS.
 */
export async function fetchProductAtEdge(
  id: string,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  budgetMs = EDGE_PRODUCT_BUDGET_MS,
): Promise<EdgeProduct> {
  const path = `/v2/inventories/${encodeURIComponent(id)}`;
  const search = `?currency=${DEFAULT_CURRENCY.code}`;
  const deadline = AbortSignal.timeout(budgetMs);
  try {
    const inProcess = () =>
      apiApp.fetch(new Request(new URL(`${path}${search}`, request.url), { headers: { Accept: 'application/json' } }), env, {
        waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
        passThroughOnException: () => ctx.passThroughOnException(),
        props: {},
      });
    const answer = env.API_ORIGIN
      ? await upstreamGet(env.API_ORIGIN, path, search, deadline)
      : await beforeDeadline(Promise.resolve(inProcess()), deadline);
    // 400 is an id the API cannot read (zero, too long): no such item either.
    if (answer.status === 404 || answer.status === 400) return { kind: 'missing' };
    if (!answer.ok) return { kind: 'unavailable' };
    const body = (await beforeDeadline(answer.json(), deadline)) as DataResponse<ProductDetail>;
    return body.data && typeof body.data.id === 'number' ? { kind: 'found', product: body.data } : { kind: 'unavailable' };
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

/** The shell with the product injected: head tags, data for the page script, and the visible section. */
export function renderProductPage(shell: Response, product: ProductDetail, origin: string, now: number): Response {
  const seo = productSeo(product, origin, now);
  const fullTitle = `${seo.title} | ${STORE_NAME}`;
  const canonical = new URL(seo.canonicalPath, origin).toString();
  const head = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    seo.imageUrl ? `<meta property="og:image" content="${escapeHtml(seo.imageUrl)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${jsonForScript(seo.jsonLd)}</script>`,
    `<script type="application/json" id="${PRODUCT_DATA_ID}">${jsonForScript(product)}</script>`,
  ].join('');
  const section = renderProductSection(product, { now, symbol: DEFAULT_CURRENCY.symbol });

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
        element.setInnerContent(section, { html: true });
      },
    })
    .transform(shell);

  const headers = new Headers(rewritten.headers);
  for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
  const firstImage = product.assets[0]?.large_url;
  if (firstImage) headers.append('Link', `<${firstImage}>; rel=preload; as=image; fetchpriority=high`);
  return new Response(rewritten.body, { status: 200, headers });
}

/** A path, not an absolute address: nothing from the request's Host header goes into a redirect. */
export function itemNotFoundRedirect(): Response {
  return new Response(null, { status: 302, headers: { Location: ITEM_NOT_FOUND_PATH, 'Cache-Control': 'no-store' } });
}
