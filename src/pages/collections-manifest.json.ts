import type { APIRoute } from 'astro';
import { contentManifest } from '../components/collections/content-manifest.ts';

/**
 * The collections and the home page's placements as the edge reads them (src/lib/collections/manifest.ts),
 * compiled from src/content at build time; the middleware keeps it from the public.
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await contentManifest()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
