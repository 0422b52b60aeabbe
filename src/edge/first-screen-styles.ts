/**
 * The pages the edge renders carry their first screen's styles (issue 37, item 2): each link to a
 * build stylesheet in the page's head becomes a `<style>` with the rules that can apply to the page
 * (src/lib/first-paint/first-screen-styles.ts), naming the stylesheet the head script links in once
 * the first screen is drawn (src/early/rest-styles.ts). The first paint then waits for no stylesheet request,
 * and the page grows by the rules it uses rather than by whole stylesheets.
 *
 * The rules are picked from the whole rendered page (the edge's cards included), so the page is
 * read to its end before it is sent: the renders are kept in the page cache (page-cache.ts), so a
 * page is picked once per render, not once per visit.
 *
 * A stylesheet whose index cannot be read (an older deploy's page, a missing file) stays a link.
 *
 * The same pass stamps the page with the shopper_prefs it was rendered for (src/lib/config/priced-with.ts):
 * the head script reads the stamp rather than the browser's cookie store before first paint. The page
 * cache keys a render by the same reading of the cookie (page-cache.ts), so a kept render's stamp holds
 * for every request that gets it.
 */
import type { Env } from '../server/env.ts';
import { withPricedWithStamp } from '../lib/config/priced-with.ts';
import { readShopperPrefs, shopperPrefsValue } from '../lib/config/shopper-prefs-cookie.ts';
import { asRender, isRender } from './page-cache.ts';
import { languageOfferHtml } from './language-offer.ts';
import {
  documentClasses,
  firstScreenCss,
  indexPathOf,
  isBuildStylesheet,
  isSafeStyleText,
  REST_ATTRIBUTE,
  withScriptsAfterFirstScreen,
  type StyleRule,
} from '../lib/first-paint/first-screen-styles.ts';

/** A build has about ten stylesheets; a bound keeps a long-lived isolate's memory flat across deploys. */
const MAX_KEPT = 64;
/** Each index read once per isolate: the names are content hashes, so an index never changes. */
const INDEXES = new Map<string, Promise<StyleRule[] | null>>();

/**
 * The classes of markup the edge adds to a page on its way out, after the render is kept: the
 * first-visit language offer (language-offer.ts) is laid out with the first paint, so its rules
 * must be in the page although the kept render does not hold it.
 */
const OUTBOUND_CLASSES = [...documentClasses(languageOfferHtml({ lang: 'en', text: '', action: { label: '', href: '/' }, dismiss: { label: '', href: '/' } }))];

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;
function isStyleRules(value: unknown): value is StyleRule[] {
  return (
    Array.isArray(value) &&
    value.every(
      (rule) =>
        Array.isArray(rule) && rule.length === 3 && Array.isArray(rule[0]) && (rule[1] === null || Array.isArray(rule[1])) && typeof rule[2] === 'string',
    )
  );
}

async function readIndex(assets: Env['ASSETS'], href: string, base: URL): Promise<StyleRule[] | null> {
  const path = indexPathOf(href);
  if (!path) return null;
  try {
    const answer = await assets.fetch(new URL(path, base));
    if (!answer.ok) {
      await answer.body?.cancel();
      return null;
    }
    const index = (await answer.json()) as { href?: unknown; rules?: unknown };
    return index.href === href && isStyleRules(index.rules) ? index.rules : null;
  } catch (error) {
    console.error('first-screen index unreadable', href, error);
    return null;
  }
}

function stylesheetRules(assets: Env['ASSETS'], href: string, base: URL): Promise<StyleRule[] | null> {
  const kept = INDEXES.get(href);
  if (kept) return kept;
  if (INDEXES.size >= MAX_KEPT) INDEXES.clear();
  const reading = readIndex(assets, href, base).then((rules) => {
    // A failed read is asked again next time rather than remembered.
    if (rules === null) INDEXES.delete(href);
    return rules;
  });
  INDEXES.set(href, reading);
  return reading;
}

/**
 * The page with each build stylesheet link of its head replaced by its first-screen rules, and the
 * shell's scripts that can wait (wherever the build put them) started once the first screen is drawn.
 */
export async function withFirstScreenStylesInHtml(html: string, rulesOf: (href: string) => Promise<StyleRule[] | null>): Promise<string> {
  const page = withScriptsAfterFirstScreen(html);
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return page;
  const head = page.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)].filter((match) => isBuildStylesheet(match[1]));
  if (links.length === 0) return page;
  const classes = documentClasses(page);
  for (const name of OUTBOUND_CLASSES) classes.add(name);
  const styles = await Promise.all(
    links.map(async ([link, href]) => {
      const rules = await rulesOf(href!);
      const css = rules ? firstScreenCss(rules, classes) : null;
      return css !== null && isSafeStyleText(css) ? `<style ${REST_ATTRIBUTE}="${href}">${css}</style>` : link;
    }),
  );
  let out = '';
  let cursor = 0;
  links.forEach((match, i) => {
    out += head.slice(cursor, match.index) + styles[i];
    cursor = match.index + match[0].length;
  });
  return out + head.slice(cursor) + page.slice(headEnd);
}

/**
 * An HTML page (200) rendered for `request`, with its first screen's styles in it and stamped with the
 * shopper_prefs it was priced in; any other answer as it is. The answer is a new response: its length
 * is the runtime's to set, and a built file's validators no longer apply.
 */
export async function withFirstScreenStyles(page: Response, assets: Env['ASSETS'], request: Request): Promise<Response> {
  const isHtml = (page.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (page.status !== 200 || !isHtml) return page;
  const base = new URL(request.url);
  const pricedWith = shopperPrefsValue(readShopperPrefs(request.headers.get('Cookie')));
  const styled = await withFirstScreenStylesInHtml(await page.text(), (href) => stylesheetRules(assets, href, base));
  const html = withPricedWithStamp(styled, pricedWith);
  const headers = new Headers(page.headers);
  for (const name of ['content-length', 'etag', 'last-modified', 'content-encoding']) headers.delete(name);
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

/** A render (page-cache.ts asRender) with its first screen's styles in it, still a render; anything else as it is. */
export async function styledRender(page: Response, assets: Env['ASSETS'], request: Request): Promise<Response> {
  return isRender(page) ? asRender(await withFirstScreenStyles(page, assets, request)) : page;
}
