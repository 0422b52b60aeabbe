import type { Env } from '../src/server/env.ts';
import { publicOrigin } from '../src/server/env.ts';
import { robotsTxt } from '../src/server/sitemap/sitemap.ts';

/** /robots.txt: its Sitemap line must be an absolute address: the store's public origin. */
export const onRequestGet: PagesFunction<Env> = ({ request, env }) =>
  new Response(robotsTxt(publicOrigin(env, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
