/**
 * /search rendered at the edge (issue 12): the pre-rendered page with its island's first page of
 * results rendered in by React (react-dom/server, the island's own components), and the answers it
 * was rendered from as a JSON block the island hydrates from, so the shopper sees heading, count,
 * chosen filters, sort and cards at first paint and the island takes over without asking again.
 *
 * The query string is read as the island reads it (edgeSearchInput); the currency comes from the
 * shopper_prefs cookie. Reads go through the catalog API as the browser's would (in-process, so the
 * public-read cache applies, or API_ORIGIN), within EDGE_SEARCH_BUDGET_MS; when they fail or are late
 * the page goes out as built and the island loads the results itself, with its usual messages.
 */
import { renderSearchIsland } from '#island-renderers';
import { STORE_NAME } from '../lib/config/storefront.ts';
import { cardAsShown } from '../lib/catalog/card-as-shown.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import type { ProductListResponse } from '../lib/contract/catalog.ts';
import type { DataResponse, StartupSettings } from '../lib/contract/settings.ts';
import { facetLabels, facetOptionsIn } from '../lib/search/facets.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { searchIslandMessages } from '../lib/i18n/island-messages.ts';
import { isApiErrorBody } from '../lib/contract/errors.ts';
import { toWireQuery, cleanSearchParams } from '../lib/search/clean-params.ts';
import { SEARCH_RENDERED_ATTRIBUTE } from '../lib/search/search-island.ts';
import { withListExtensions } from '../lib/search/search-correction.ts';
import { isProductCard } from '../lib/contract/wire-checks.ts';
import { edgeSearchInput, SEARCH_DATA_ID, searchEmbedJson, type SearchEmbed } from '../lib/search/search-embed.ts';
import { parseSearchUrl, searchTitle } from '../lib/search/search-state.ts';
import type { Env } from '../server/env.ts';
import { edgeApiJson, type EdgeContext, type EdgeEmbedded, edgeDeadline } from './edge-api.ts';
import { edgeRenderedPageHeaders, ISLAND_END_MARKER } from './page-headers.ts';

export const SEARCH_PATH = '/search';
/** The element around the island in src/pages/search.astro. */
export const SEARCH_ROOT_ID = 'search-root';
/** As the product page: past this the page goes out as built and the island asks itself. */
export const EDGE_SEARCH_BUDGET_MS = 3_000;

export type EdgeSearch = EdgeEmbedded<SearchEmbed>;

/** GET /startup for the facets; null when it cannot be had (the island then loads it, as without the edge). */
async function settingsAtEdge(request: Request, env: Env, ctx: EdgeContext, deadline: AbortSignal): Promise<StartupSettings | null> {
  try {
    const got = await edgeApiJson('/startup', '', request, env, ctx, deadline);
    const data = got && got.status === 200 && typeof got.body === 'object' && got.body !== null ? (got.body as DataResponse<StartupSettings>).data : null;
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    console.error('edge settings fetch failed', error);
    return null;
  }
}

/**
 * The first page of a /search request (or the catalog's refusal of its query, with the catalog's
 * message), or null when the page should go out as built: the catalog failed, answered something
 * that is neither a product list nor the error envelope, or was later than the budget.
 */
export async function fetchSearchAtEdge(
  url: URL,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  now: number,
  budgetMs = EDGE_SEARCH_BUDGET_MS,
): Promise<EdgeSearch | null> {
  const input = edgeSearchInput(url.search, request.headers.get('Cookie'));
  const deadline = edgeDeadline(request, budgetMs);
  const search = `?${new URLSearchParams(toWireQuery(cleanSearchParams({ ...input.query })))}`;
  try {
    const [list, settings] = await Promise.all([
      edgeApiJson('/v2/inventories', search, request, env, ctx, deadline),
      settingsAtEdge(request, env, ctx, deadline),
    ]);
    if (!list) return null;
    const base = { href: input.href, currency: input.prefs.currency, settings, renderedAt: now };
    if (list.status !== 200) {
      if (!isApiErrorBody(list.body)) return null;
      return { embed: { ...base, answer: null, refusal: list.body.error.message }, cacheStatus: list.cacheStatus };
    }
    const answer = list.body as Partial<ProductListResponse> | null;
    if (!answer || !Array.isArray(answer.data) || !answer.data.every(isProductCard) || typeof answer.total_count !== 'number') return null;
    const embed: SearchEmbed = {
      ...base,
      answer: withListExtensions({ data: answer.data.map(cardAsShown), total_count: answer.total_count }, answer),
      refusal: null,
    };
    return { embed, cacheStatus: list.cacheStatus };
  } catch (error) {
    console.error('edge search fetch failed', url.search, error);
    return null;
  }
}

/** The page title the island sets for this search (it sets the same once hydrated). */
export function searchPageTitle(embed: SearchEmbed, locale: Locale = 'en'): string {
  const state = parseSearchUrl(embed.href.slice(embed.href.indexOf('?')));
  const messages = locale === 'en' ? undefined : searchIslandMessages(locale);
  return `${searchTitle(state, facetLabels(facetOptionsIn(embed.settings, messages)), messages?.searchPage)} | ${STORE_NAME}`;
}

/**
 * The built /search page with the first page rendered into its island and the answers embedded before
 * it. Private to the browser, as product pages: it is priced by the shopper_prefs cookie.
 */
export function renderSearchPage(page: Response, found: EdgeSearch, imageResizing: ImageResizing, locale: Locale = 'en'): Response {
  const { embed } = found;
  const block = `<script type="application/json" id="${SEARCH_DATA_ID}">${searchEmbedJson(embed)}</script>`;
  const title = searchPageTitle(embed, locale);
  const rewritten = new HTMLRewriter()
    .on('title', {
      element(element) {
        element.setInnerContent(title);
      },
    })
    .on('html', {
      element(element) {
        element.setAttribute(SEARCH_RENDERED_ATTRIBUTE, embed.answer ? 'results' : 'refused');
      },
    })
    .on('head', {
      element(element) {
        element.append(block, { html: true });
      },
    })
    .on(`#${SEARCH_ROOT_ID} > astro-island`, {
      element(element) {
        // Astro's end marker stays last: an island that awaits its children starts (and listens for the
        // shopper) as soon as the parser reaches it, not at DOMContentLoaded, which waits for every
        // module script on a slow network.
        const html = renderSearchIsland(embed, element.getAttribute('prefix') ?? '', imageResizing, locale);
        element.setInnerContent(`${html}${ISLAND_END_MARKER}`, { html: true });
      },
    })
    // The results are here: the 'needs JavaScript' note is for the page without them.
    .on(`#${SEARCH_ROOT_ID} > noscript`, {
      element(element) {
        element.remove();
      },
    })
    .transform(page);

  return new Response(rewritten.body, { status: 200, headers: edgeRenderedPageHeaders(rewritten.headers, found.cacheStatus) });
}
