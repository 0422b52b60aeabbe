import { publicOrigin, type Env } from '../server/env.ts';
import { errorBody } from '../server/http/errors.ts';
import { imageResizingSetting, type ImageResizing } from '../lib/catalog/image-sources.ts';
import { MALFORMED, matchPageRoute, shellPath, wantsRenderedPage } from '../lib/navigation/page-routes.ts';
import { fetchProductAtEdge, itemNotFoundRedirect, renderProductPage } from './product-page.ts';
import { fetchSearchAtEdge, renderSearchPage, SEARCH_PATH, SEARCH_ROOT_ID } from './search-page.ts';
import { fetchHomeAtEdge, HOME_PATH, renderHomePage } from './home-page.ts';
import { isPhoneRequest } from '../lib/device/device.ts';
import {
  fetchProductGuideAtEdge,
  fetchSearchStripAtEdge,
  fetchSellAtEdge,
  productGuideProps,
  renderSellBusyPage,
  renderSellPage,
  SELL_BUSY,
  SELL_PATH,
  withSearchStrip,
} from './price-guide-edge.ts';
import { asRender, cachedPage, isRender } from './page-cache.ts';
import { withRecordAlternates } from './record-page.ts';
import { fetchRecommendedAtEdge, renderRecommendedPage } from './recommended-page.ts';
import { loadManifest, requestNow, serveCollectionRoutes } from './collection-page.ts';
import { homeCollectionsAtEdge, homeCollectionsVariant, withHomeCollections } from './home-collections.ts';
import { homeBlocks } from '../lib/collections/home-blocks.ts';
import { localizePath, splitLocalePath } from '../lib/i18n/locales.ts';
import { styledRender, withFirstScreenStyles } from './first-screen-styles.ts';

/**
 * Dynamic page routes (product, recommended, order, consignment) answer with their pre-rendered
 * shell; product pages also get the product rendered in (product-page.ts), /search its first page of
 * results (search-page.ts) and the home page its product groups (home-page.ts).
 * Everything else goes on to the static assets and the other functions.
 * public/_routes.json limits which paths invoke functions at all.
 */
export const servePageRoutes: PagesFunction<Env> = async (context) => {
  const url = new URL(context.request.url);
  const rendered = context.request.method === 'GET' && wantsRenderedPage(context.request);
  // /zh-hant/search is /search in Traditional Chinese (issue 26): the same render, in its language.
  const { locale, path } = splitLocalePath(url.pathname);
  // Every render carries its first screen's styles, picked before it is kept (first-screen-styles.ts).
  const styled = (page: Response) => styledRender(page, context.env.ASSETS, context.request);
  if (path === SEARCH_PATH && rendered) {
    // The price strip (issue 25) is fetched beside the results and put before them; left out when the text names no line.
    return cachedPage(context, async () => {
      const strip = fetchSearchStripAtEdge(url, context.request, context.env, context, undefined, locale);
      const page = await renderedOrAsBuilt(context, fetchSearchAtEdge(url, context.request, context.env, context, Date.now()), (built, found, resizing) =>
        renderSearchPage(built, found, resizing, locale),
      );
      const withStrip = withSearchStrip(page, page.status === 200 ? await strip : null, SEARCH_ROOT_ID);
      return styled(isRender(page) ? asRender(withStrip) : withStrip);
    });
  }
  // Collections (issue 36): live or not is decided here, at request time (collection-page.ts).
  const collectionAnswer = await serveCollectionRoutes(context, locale, path);
  if (collectionAnswer) return collectionAnswer;
  // /ms/sell is /sell in Malay (issue 26): the same form and estimate, in its language. Kept in the
  // page cache like /search (issue 35): its key's catalog version moves with every sale and price change.
  if (path === SELL_PATH && rendered) {
    return cachedPage(context, async () => {
      const [page, view] = await Promise.all([context.next(), fetchSellAtEdge(url, context.request, context.env, context)]);
      if (!view || page.status !== 200 || !(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
      // Out of time: the page says to try again, and is not kept.
      if (view === SELL_BUSY) return renderSellBusyPage(page, url, locale);
      return styled(asRender(renderSellPage(page, view, locale)));
    });
  }
  // On a phone the groups are below the hero, and their HTML would only slow its first paint (the
  // island loads them as they come into view); larger screens show them at once (home-page.ts).
  // Marketing's collections (issue 36) are decided here for every home request, a phone's too
  // (home-collections.ts); the cached render's key carries what was decided.
  if (path === HOME_PATH && rendered) {
    const now = requestNow(context.request, context.env);
    const manifest = await loadManifest(context.env, url);
    const phone = isPhoneRequest(context.request.headers);
    const decided = await homeCollectionsAtEdge(manifest, now, context.request, context.env, context);
    if (phone) {
      const page = withHomeCollections(await context.next(withoutConditionals(context.request)), decided);
      return withFirstScreenStyles(page, context.env.ASSETS, context.request);
    }
    const blocks = { blocks: homeBlocks(manifest, locale), embed: decided };
    return cachedPage(
      context,
      async () => {
        const page = await renderedOrAsBuilt(context, fetchHomeAtEdge(context.request, context.env, context, Date.now()), (built, found, resizing) =>
          renderHomePage(built, found, resizing, locale, blocks),
        );
        const withDecision = withHomeCollections(page, decided);
        return styled(isRender(page) ? asRender(withDecision) : withDecision);
      },
      homeCollectionsVariant(manifest, now, decided),
    );
  }
  // /ms/product/2000 is /product/2000 in Malay, /ms/recommended/2000 its recommendations and
  // /ms/order-detail/RLX-100204 the order in Malay (issue 26): every shell is built in every language.
  const match = matchPageRoute(path);
  if (!match) return apiAnswersJson(url, context.request.method, await context.next());
  if (match === MALFORMED) return notFoundPage(context.env.ASSETS, url);
  const shellUrl = new URL(localizePath(shellPath(match.shell), locale), url);
  const productId = match.shell === 'product' ? match.params['id'] : undefined;
  if (productId) {
    const renderProduct = async (): Promise<Response> => {
      const [shell, found, guide] = await Promise.all([
        context.env.ASSETS.fetch(shellUrl),
        fetchProductAtEdge(productId, context.request, context.env, context),
        fetchProductGuideAtEdge(productId, context.request, context.env, context),
      ]);
      if (found.kind === 'missing') return itemNotFoundRedirect(locale);
      // The API being down is not the shopper's fault: the shell loads and the page script retries.
      if (found.kind === 'found' && shell.ok) {
        const now = Date.now();
        return styled(
          asRender(
            renderProductPage(shell, found.product, publicOrigin(context.env, context.request), now, {
              ...found,
              resizing: imageResizingSetting(context.env.PUBLIC_IMAGE_RESIZING),
              // The 'Price guide' (issue 25) in the section's server-only slot; left out when it cannot be had.
              priceGuide: guide ? productGuideProps(found.product, guide, now, locale) : null,
              locale,
            }),
          ),
        );
      }
      return new Response(shell.body, { status: shell.status, headers: shell.headers });
    };
    // The rendered page is kept for GETs (page-cache.ts); a HEAD is rendered as before.
    return context.request.method === 'GET' ? cachedPage(context, renderProduct) : renderProduct();
  }

  // /recommended/{id} arrives with its grid rendered in (recommended-page.ts); kept like /search.
  const recommendedFor = match.shell === 'recommended' && rendered ? Number(match.params['id']) : null;
  if (recommendedFor !== null) {
    return cachedPage(context, async () => {
      const [shell, found] = await Promise.all([
        context.env.ASSETS.fetch(shellUrl),
        fetchRecommendedAtEdge(recommendedFor, context.request, context.env, context, Date.now()),
      ]);
      if (found === 'missing') return itemNotFoundRedirect(locale);
      const isHtml = (shell.headers.get('Content-Type') ?? '').startsWith('text/html');
      if (!found || !shell.ok || !isHtml) return new Response(shell.body, { status: shell.status, headers: shell.headers });
      const page = renderRecommendedPage(shell, found, imageResizingSetting(context.env.PUBLIC_IMAGE_RESIZING), locale);
      return styled(asRender(withRecordAlternates(page, path, publicOrigin(context.env, context.request))));
    });
  }

  const shell = await context.env.ASSETS.fetch(shellUrl);
  // The shells name their address in every language (the product page's render does so itself).
  return withRecordAlternates(shell, path, publicOrigin(context.env, context.request));
};

type PageContext = EventContext<Env, string, Record<string, unknown>>;

/** The request without its conditional headers: a page the edge changes must not be answered 304 from the built file's validators. */
function withoutConditionals(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ['If-None-Match', 'If-Modified-Since']) headers.delete(name);
  return new Request(request, { headers });
}

/**
 * A built page with what the edge fetched for it rendered in (/search's first page, the home
 * groups); the page as built (its island then loads them itself) when the catalog could not answer
 * in time or the built page is not there.
 */
async function renderedOrAsBuilt<T>(
  context: PageContext,
  fetched: Promise<T | null>,
  render: (page: Response, found: T, resizing: ImageResizing) => Response,
): Promise<Response> {
  const [page, found] = await Promise.all([context.next(), fetched]);
  const isHtml = (page.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!found || page.status !== 200 || !isHtml) return page;
  return asRender(render(page, found, imageResizingSetting(context.env.PUBLIC_IMAGE_RESIZING)));
}

/** The site's own 404 page, with a 404 status (the asset server answers it 200 when asked by name). */
export async function notFoundPage(assets: Env['ASSETS'], url: URL): Promise<Response> {
  const page = await assets.fetch(new URL('/404', url));
  const headers = new Headers(page.headers);
  for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
  headers.set('Cache-Control', 'no-store');
  return new Response(page.body, { status: 404, headers });
}

/**
 * '/api//x' or '/api/v1/favourites/\\' match no function route (Pages routes no empty path segment),
 * so the static assets would answer them: a 404 page, or a 405 with an empty body for a PUT; an
 * unknown method gets the asset server's 501 in plain text. An API client gets the API's envelope
 * instead, with a 4xx, as for any other unknown call (issue 23).
 */
function apiAnswersJson(url: URL, method: string, answer: Response): Response {
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
  const refusedByAssets = answer.status === 404 || answer.status === 405 || answer.status === 501;
  if (!isApi || !refusedByAssets || (answer.headers.get('Content-Type') ?? '').startsWith('application/json')) return answer;
  void answer.body?.cancel();
  const unknownCall = answer.status === 404 || method === 'GET' || method === 'HEAD';
  const body = unknownCall ? errorBody('NOT_FOUND', 'No such API call.') : errorBody('METHOD_NOT_ALLOWED', `No API call takes ${method} at ${url.pathname}.`);
  return new Response(method === 'HEAD' ? null : JSON.stringify(body), {
    status: unknownCall ? 404 : 405,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
