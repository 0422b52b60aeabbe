import { publicOrigin, type Env } from '../src/server/env.ts';
import { availableProducts, sitemapXml } from '../src/server/sitemap/sitemap.ts';

/** /sitemap.xml: the static pages and every available product, from D1. */
export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const origin = publicOrigin(env, request);
  return new Response(sitemapXml(origin, await availableProducts(env.DB)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
