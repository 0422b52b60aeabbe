/**
 * The pages the edge renders carry their build's stylesheets inline (issue 37, first paint).
 *
 * A built page links its styles (`/_astro/*.css`: the shell's, the cards', the page's own), and each
 * link is a request the first paint waits for: on HTTP/1.1 a second and third stylesheet open
 * connections of their own, a round trip each before their first byte. The edge's pages (the home
 * page, /search, product pages, collections) are where shoppers land, and their documents already
 * need a second round trip for their content; the styles inside them arrive in it instead of after
 * it. The static pages keep their links: the offline worker precaches every one of them, and the
 * stylesheets once, instead of a copy in each page.
 *
 * The stylesheets' names are hashes of their content, so an isolate reads each once (STYLESHEETS).
 * A stylesheet that cannot be read, or whose text could end the element early, stays a link.
 */
import type { Env } from '../server/env.ts';

/** Where the build puts its stylesheets (hashed names). */
export const BUILD_STYLESHEET_PREFIX = '/_astro/';
/** A build has about ten stylesheets; a bound keeps a long-lived isolate's memory flat across deploys. */
const MAX_KEPT = 64;
const STYLESHEETS = new Map<string, Promise<string | null>>();

/** Whether a link's address is one of the build's own stylesheets (a same-origin path, nothing else). */
export function isBuildStylesheet(href: string | null): href is string {
  return href !== null && href.startsWith(BUILD_STYLESHEET_PREFIX) && href.endsWith('.css') && !href.includes('..') && !href.includes('?');
}

/** A stylesheet's text as a `<style>` element, or null when it cannot be inlined safely. */
export function styleElement(css: string): string | null {
  if (/<\/style/i.test(css)) return null;
  return `<style>${css}</style>`;
}

async function readStylesheet(assets: Env['ASSETS'], href: string, base: URL): Promise<string | null> {
  try {
    const answer = await assets.fetch(new URL(href, base));
    if (!answer.ok || !(answer.headers.get('Content-Type') ?? '').startsWith('text/css')) {
      await answer.body?.cancel();
      return null;
    }
    return await answer.text();
  } catch (error) {
    console.error('stylesheet read failed', href, error);
    return null;
  }
}

function stylesheetText(assets: Env['ASSETS'], href: string, base: URL): Promise<string | null> {
  const kept = STYLESHEETS.get(href);
  if (kept) return kept;
  if (STYLESHEETS.size >= MAX_KEPT) STYLESHEETS.clear();
  const reading = readStylesheet(assets, href, base).then((text) => {
    // A failed read is asked again next time rather than remembered.
    if (text === null) STYLESHEETS.delete(href);
    return text;
  });
  STYLESHEETS.set(href, reading);
  return reading;
}

/**
 * The built page with its build stylesheets inline; any other answer (not HTML, not 200) as it is.
 * The result is streamed, so its length and validators are the render's to set (page-headers.ts).
 */
export function withInlineStylesheets(page: Response, assets: Env['ASSETS'], base: URL): Response {
  const isHtml = (page.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (page.status !== 200 || !isHtml) return page;
  const rewritten = new HTMLRewriter()
    .on('link[rel="stylesheet"]', {
      async element(link) {
        const href = link.getAttribute('href');
        if (!isBuildStylesheet(href) || link.getAttribute('media') !== null) return;
        const css = await stylesheetText(assets, href, base);
        const style = css === null ? null : styleElement(css);
        if (style) link.replace(style, { html: true });
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name);
  return new Response(rewritten.body, { status: rewritten.status, statusText: rewritten.statusText, headers });
}

/** What builtPage needs of a Pages Function's context. */
export interface BuiltPageContext {
  request: Request;
  env: Pick<Env, 'ASSETS'>;
  next: (input?: Request | string, init?: RequestInit) => Promise<Response>;
}

/** The built page the edge renders into (the next handler's answer), its stylesheets inline. */
export async function builtPage(context: BuiltPageContext, request?: Request): Promise<Response> {
  const page = await (request ? context.next(request) : context.next());
  return withInlineStylesheets(page, context.env.ASSETS, new URL(context.request.url));
}
