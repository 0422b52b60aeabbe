/**
 * The home page rendered at the edge (issue 12), for screens larger than a phone's: the pre-rendered
 * page with its product groups rendered into the HomeGroups island by React (react-dom/server, the
 * island's own components) and GET /v3/home's answer embedded after it, so the groups are on screen
 * at first paint, a desktop loads no framework code until the shopper uses a carousel, and the
 * island then takes over without asking again (src/lib/catalog/home-embed.ts). A phone gets the page
 * as built: its hero fills the first screen, and Lighthouse's mobile run put the rendered groups at
 * +300 ms LCP and +70 ms TBT (parse, style and layout of the cards at 4x CPU).
 *
 * The currency and location come from the shopper_prefs cookie. Reads go through the catalog API as
 * the browser's would (in-process, so the public-read cache applies, or API_ORIGIN), within
 * EDGE_HOME_BUDGET_MS; when they fail or are late the page goes out as built and the island loads
 * the groups itself, with its spinner and messages.
 */
import { renderHomeIsland } from '#island-renderers';
import {
  allPricedIn,
  cardsAsShown,
  edgeHomeInput,
  HOME_DATA_ID,
  HOME_RENDERED_ATTRIBUTE,
  homeEmbedJson,
  isHomeAnswer,
  type HomeEmbed,
} from '../lib/catalog/home-embed.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import type { ProductGroup } from '../lib/contract/catalog.ts';
import type { Env } from '../server/env.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import type { HomeCollectionBlock, HomeCollectionsEmbed } from '../lib/collections/home-blocks.ts';
import { edgeApiJson, type EdgeContext, type EdgeEmbedded, edgeDeadline } from './edge-api.ts';
import { edgeRenderedPageHeaders, ISLAND_END_MARKER } from './page-headers.ts';

export const HOME_PATH = '/';
/** The element around the island in src/pages/index.astro. */
export const HOME_ROOT_ID = 'home-groups-root';
/**
 * Shorter than the product page's and /search's: the groups are below the hero on a phone and the
 * island loads them itself quickly from the browser's cache, so a slow catalog must not hold the
 * first paint of the whole page.
 */
export const EDGE_HOME_BUDGET_MS = 1_500;

export type EdgeHome = EdgeEmbedded<HomeEmbed>;

/**
 * The groups for a request's shopper_prefs cookie, or null when the page should go out as built:
 * the catalog failed, answered something that is not a list of groups priced in the asked
 * currency, or was later than the budget.
 */
export async function fetchHomeAtEdge(request: Request, env: Env, ctx: EdgeContext, now: number, budgetMs = EDGE_HOME_BUDGET_MS): Promise<EdgeHome | null> {
  const input = edgeHomeInput(request.headers.get('Cookie'));
  try {
    const got = await edgeApiJson('/v3/home', input.query, request, env, ctx, edgeDeadline(request, budgetMs));
    if (!got || got.status !== 200 || !isHomeAnswer(got.body)) return null;
    const groups = (got.body as { data: ProductGroup[] }).data;
    if (!allPricedIn(groups, input.currency.code)) return null;
    return { embed: { currency: input.currency, location: input.location, groups: cardsAsShown(groups), renderedAt: now }, cacheStatus: got.cacheStatus };
  } catch (error) {
    console.error('edge home fetch failed', error);
    return null;
  }
}

/**
 * The built home page with the groups rendered into their island and the answer embedded right after
 * it (parsed before the island can wake). Private to the browser, as /search: it is priced by the
 * shopper_prefs cookie.
 */
export function renderHomePage(
  page: Response,
  found: EdgeHome,
  imageResizing: ImageResizing,
  locale: Locale = 'en',
  collections?: { blocks: HomeCollectionBlock[]; embed: HomeCollectionsEmbed },
): Response {
  const { embed } = found;
  const block = `<script type="application/json" id="${HOME_DATA_ID}">${homeEmbedJson(embed)}</script>`;
  const rewritten = new HTMLRewriter()
    .on('html', {
      element(element) {
        element.setAttribute(HOME_RENDERED_ATTRIBUTE, '');
      },
    })
    .on(`#${HOME_ROOT_ID} > astro-island`, {
      element(element) {
        const html = renderHomeIsland(embed, element.getAttribute('prefix') ?? '', imageResizing, locale, collections);
        element.setInnerContent(`${html}${ISLAND_END_MARKER}`, { html: true });
        element.after(block, { html: true });
      },
    })
    .transform(page);
  return new Response(rewritten.body, { status: 200, headers: edgeRenderedPageHeaders(rewritten.headers, found.cacheStatus) });
}
