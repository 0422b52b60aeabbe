import { robotsTxt } from '../src/server/sitemap/sitemap.ts';

/** /robots.txt: its Sitemap line must be an absolute address, so it is written per origin. */
export const onRequestGet: PagesFunction = ({ request }) =>
  new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
