/**
 * /recommended/{id} rendered at the edge (issue 26's budgets): the built shell with its grid rendered
 * in by React (the island's own components) and the answer it came from embedded as a JSON block, so
 * a guest sees the pieces at first paint with no framework code and the island takes over without
 * asking again (src/lib/catalog/recommended-embed.ts). The currency comes from the shopper_prefs
 * cookie; when the catalog fails or is late the shell goes out as built and the island asks itself.
 */
import { renderRecommendedIsland } from '#island-renderers';
import { cardAsShown } from '../lib/catalog/card-as-shown.ts';
import type { ImageResizing } from '../lib/catalog/image-sources.ts';
import {
  RECOMMENDED_DATA_ID,
  RECOMMENDED_RENDERED_ATTRIBUTE,
  RECOMMENDED_ROOT_ID,
  recommendedEmbedJson,
  type RecommendedEmbed,
} from '../lib/catalog/recommended-embed.ts';
import { readShopperPrefs } from '../lib/config/shopper-prefs-cookie.ts';
import type { ProductListResponse } from '../lib/contract/catalog.ts';
import { isProductCard } from '../lib/contract/wire-checks.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import type { Env } from '../server/env.ts';
import { edgeApiJson, edgeDeadline, type EdgeContext, type EdgeEmbedded } from './edge-api.ts';
import { edgeRenderedPageHeaders, ISLAND_END_MARKER } from './page-headers.ts';

/** As /search: past this the page goes out as built and the island asks itself. */
export const EDGE_RECOMMENDED_BUDGET_MS = 3_000;

/** The items for product `id`, 'missing' when the catalog knows no such product, or null (go out as built). */
export async function fetchRecommendedAtEdge(
  productId: number,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  now: number,
  budgetMs = EDGE_RECOMMENDED_BUDGET_MS,
): Promise<EdgeEmbedded<RecommendedEmbed> | 'missing' | null> {
  const { currency } = readShopperPrefs(request.headers.get('Cookie'));
  const deadline = edgeDeadline(request, budgetMs);
  try {
    const got = await edgeApiJson(
      `/v1/inventories/${productId}/recommendation`,
      `?${new URLSearchParams({ currency: currency.code })}`,
      request,
      env,
      ctx,
      deadline,
    );
    if (!got) return null;
    if (got.status === 404) return 'missing';
    const answer = got.body as Partial<ProductListResponse> | null;
    if (got.status !== 200 || !answer || !Array.isArray(answer.data) || !answer.data.every(isProductCard)) return null;
    const items = answer.data.map(cardAsShown);
    // Priced in another currency than asked (a backend that ignores it): the island asks itself.
    if (!items.every((card) => card.currency === currency.code)) return null;
    return { embed: { productId, currency, items, renderedAt: now }, cacheStatus: got.cacheStatus };
  } catch (error) {
    console.error('edge recommended fetch failed', productId, error);
    return null;
  }
}

/** The built shell with the grid rendered into its island and the answer embedded in <head>. Private, as /search: priced by the cookie. */
export function renderRecommendedPage(shell: Response, found: EdgeEmbedded<RecommendedEmbed>, imageResizing: ImageResizing, locale: Locale = 'en'): Response {
  const { embed } = found;
  const block = `<script type="application/json" id="${RECOMMENDED_DATA_ID}">${recommendedEmbedJson(embed)}</script>`;
  const rewritten = new HTMLRewriter()
    .on('html', {
      element(element) {
        element.setAttribute(RECOMMENDED_RENDERED_ATTRIBUTE, '');
      },
    })
    .on('head', {
      element(element) {
        element.append(block, { html: true });
      },
    })
    .on(`#${RECOMMENDED_ROOT_ID} > astro-island`, {
      element(element) {
        // Astro's end marker stays last, as on /search (the island starts when the parser reaches it).
        const html = renderRecommendedIsland(embed, element.getAttribute('prefix') ?? '', imageResizing, locale);
        element.setInnerContent(`${html}${ISLAND_END_MARKER}`, { html: true });
      },
    })
    .transform(shell);
  return new Response(rewritten.body, { status: 200, headers: edgeRenderedPageHeaders(rewritten.headers, found.cacheStatus) });
}
