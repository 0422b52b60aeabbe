import { loadManifest, requestNow } from '../src/edge/collection-page.ts';
import { collectionPath, liveCollections, secondsToNextChange } from '../src/lib/collections/manifest.ts';
import { publicOrigin, type Env } from '../src/server/env.ts';
import { availableProducts, sitemapXml } from '../src/server/sitemap/sitemap.ts';

/** How long a sitemap may be kept, unless a collection starts or ends sooner. */
const SITEMAP_MAX_AGE_S = 3600;

/** /sitemap.xml: the static pages, the live collections and every available product, from D1. */
export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const origin = publicOrigin(env, request);
  const now = requestNow(request, env);
  const manifest = await loadManifest(env, new URL(request.url));
  const collections = liveCollections(manifest, now).map((collection) => collectionPath(collection.slug));
  // Kept no longer than the live set stays the same (issue 36: a campaign is listed only in its window).
  const maxAge = Math.min(SITEMAP_MAX_AGE_S, secondsToNextChange(manifest, now) ?? SITEMAP_MAX_AGE_S);
  return new Response(sitemapXml(origin, await availableProducts(env.DB), collections), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` },
  });
};
