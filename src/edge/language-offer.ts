/**
 * The first-visit language offer on `/` (issue 26, src/lib/i18n/language-offer.ts), put into the page
 * on its way out: after the page cache (page-cache.ts keeps the page without it) and for the page as
 * built alike (a phone's home). The offer is HTML and CSS only (global.css `.language-offer`), placed
 * before the top bar, so it is laid out with the page's first paint and shifts nothing afterwards.
 *
 * An answer with the offer is this visitor's alone: `private, no-store`, no validators (a later
 * revalidation must not bring it back once a language is chosen). Every answer of `/` says it
 * varies with Accept-Language; a shared cache can only ever hold the page without the offer.
 */
import { languageOffer, languageOfferFor, OFFER_PATHS, type LanguageOffer } from '../lib/i18n/language-offer.ts';
import type { Env } from '../server/env.ts';
import { escapeHtml } from '../lib/catalog/html.ts';

/** The banner's HTML: its words in the offered language, the two links through the language choice. */
export function languageOfferHtml(offer: LanguageOffer): string {
  return (
    `<aside class="language-offer" lang="${escapeHtml(offer.lang)}" aria-labelledby="language-offer-text" data-language-offer>` +
    `<p id="language-offer-text">${escapeHtml(offer.text)}</p>` +
    `<a class="language-offer__action" href="${escapeHtml(offer.action.href)}" hreflang="${escapeHtml(offer.lang)}">${escapeHtml(offer.action.label)}</a>` +
    `<a class="language-offer__dismiss" href="${escapeHtml(offer.dismiss.href)}" hreflang="en">${escapeHtml(offer.dismiss.label)}</a>` +
    `</aside>`
  );
}

function withVary(headers: Headers, names: string[]): void {
  const present = new Set(
    (headers.get('Vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const added = names.filter((name) => !present.has(name.toLowerCase()));
  if (added.length > 0) headers.set('Vary', [headers.get('Vary'), ...added].filter(Boolean).join(', '));
}

function isHtmlPage(response: Response): boolean {
  return response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html');
}

/** Middleware: GET `/` gets the offer when the visitor's browser prefers another of our languages. */
export const offerLanguage: PagesFunction<Env> = async (context) => {
  const { request } = context;
  const url = new URL(request.url);
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !OFFER_PATHS.has(url.pathname)) return context.next();
  const locale = languageOfferFor(request.headers.get('Accept-Language'), request.headers.get('Cookie'));
  if (!locale) {
    const page = await context.next();
    if (!isHtmlPage(page)) return page;
    const headers = new Headers(page.headers);
    withVary(headers, ['Accept-Language']);
    return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
  }
  // The browser may hold the page without the offer: ask for the whole page, not whether it changed.
  const unconditional = new Headers(request.headers);
  unconditional.delete('If-None-Match');
  unconditional.delete('If-Modified-Since');
  const page = await context.next(new Request(request, { headers: unconditional }));
  if (!isHtmlPage(page)) return page;
  const headers = new Headers(page.headers);
  for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
  headers.set('Cache-Control', 'private, no-store');
  withVary(headers, ['Accept-Language', 'Cookie']);
  const offered = new Response(page.body, { status: page.status, statusText: page.statusText, headers });
  const banner = languageOfferHtml(languageOffer(locale, `${url.pathname}${url.search}`));
  let placed = false;
  return new HTMLRewriter()
    .on('a.skip-link', {
      element(element) {
        if (placed) return;
        placed = true;
        element.after(banner, { html: true });
      },
    })
    .on('header', {
      element(element) {
        if (placed) return;
        placed = true;
        element.before(banner, { html: true });
      },
    })
    .transform(offered);
};
