/**
 * The home page's collections at the edge (issue 36): for every home request, the placed collections
 * live now and how many pieces each finds (a collection under its minimum is not shown),
 * as a JSON block the home island reads (HomeCollectionsEmbed); a carousel's pieces the island asks for.
 * Counts are kept a minute per isolate: they are read for every home request, a phone's included.
 */
import { HOME_COLLECTIONS_DATA_ID, type HomeCollectionsEmbed, homeCollectionsEmbedJson, placedLiveCollections } from '../lib/collections/home-blocks.ts';
import { type CollectionsManifest, scheduleKey } from '../lib/collections/manifest.ts';
import { collectionRuleToQuery } from '../lib/collections/rule-query.ts';
import type { ProductListResponse } from '../lib/contract/catalog.ts';
import type { Env } from '../server/env.ts';
import { edgeApiJson, edgeDeadline, type EdgeContext } from './edge-api.ts';

/** As the home groups': a slow catalog must not hold the first paint. */
export const EDGE_HOME_COLLECTIONS_BUDGET_MS = 1_500;
const COUNT_KEPT_MS = 60_000;
const counted = new Map<string, { count: number; until: number }>();

function totalOf(body: unknown): number | null {
  const answer = body as Partial<ProductListResponse> | null;
  return answer && Array.isArray(answer.data) && typeof answer.total_count === 'number' ? answer.total_count : null;
}

/**
 * What the home page shows of marketing's collections for this request: the live placed ones with
 * their counts. A collection the catalog does not answer in time is left out (never shown unchecked).
 */
export async function homeCollectionsAtEdge(
  manifest: CollectionsManifest,
  now: number,
  request: Request,
  env: Env,
  ctx: EdgeContext,
): Promise<HomeCollectionsEmbed> {
  const deadline = edgeDeadline(request, EDGE_HOME_COLLECTIONS_BUDGET_MS);
  const embed: HomeCollectionsEmbed = { live: {}, renderedAt: now };
  await Promise.all(
    placedLiveCollections(manifest, now).map(async (collection) => {
      const kept = counted.get(collection.slug);
      if (kept && kept.until > now) {
        embed.live[collection.slug] = kept.count;
        return;
      }
      // One piece is enough to read the count (total_count); the currency does not change it.
      const query = collectionRuleToQuery(collection.rule, { sort: collection.sort, pageSize: 1 });
      try {
        const got = await edgeApiJson('/v2/inventories', `?${query}`, request, env, ctx, deadline);
        const total = got && got.status === 200 ? totalOf(got.body) : null;
        if (total === null) return;
        embed.live[collection.slug] = total;
        counted.set(collection.slug, { count: total, until: now + COUNT_KEPT_MS });
      } catch (error) {
        console.error('edge home collection count failed', collection.slug, error);
      }
    }),
  );
  return embed;
}

/** The page-cache variant of a home page: the schedule's key and what was shown (counts decide too). */
export function homeCollectionsVariant(manifest: CollectionsManifest, now: number, embed: HomeCollectionsEmbed): string {
  const shown = Object.entries(embed.live)
    .map(([slug, count]) => `${slug}:${count}`)
    .sort()
    .join(',');
  return `${scheduleKey(manifest, now)}|${shown}`;
}

/** The page with the decision embedded in its <head>, for the island (rendered or as built); unchanged when nothing is live. */
export function withHomeCollections(page: Response, embed: HomeCollectionsEmbed): Response {
  // Nothing live to show: the page as it was (without the block the island shows no collection).
  if (Object.keys(embed.live).length === 0) return page;
  if (page.status !== 200 || !(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  const block = `<script type="application/json" id="${HOME_COLLECTIONS_DATA_ID}">${homeCollectionsEmbedJson(embed)}</script>`;
  const rewritten = new HTMLRewriter()
    .on('head', {
      element(element) {
        element.append(block, { html: true });
      },
    })
    .transform(page);
  // Decided for this request: the built file's validators no longer describe it.
  const headers = new Headers(rewritten.headers);
  for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
  headers.set('Cache-Control', 'private, no-cache');
  return new Response(rewritten.body, { status: 200, headers });
}
