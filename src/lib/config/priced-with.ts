/**
 * The shopper_prefs a page was rendered for, stamped by the edge on its <html> element
 * (`data-priced-with="USD.3"`, src/edge/first-screen-styles.ts) and read by the head script
 * (src/early/prefs-cookie.ts) instead of document.cookie: the page's own answer to "which currency
 * was this priced in?", with no synchronous trip to the browser's cookie store before first paint.
 * A module of its own, importing nothing, because the head script bundles it into every page.
 */

/** The attribute on <html>; absent on a page the edge did not render (a static page, a shell as built). */
export const PRICED_WITH_ATTRIBUTE = 'data-priced-with';

/** The stamp's value: the cookie's value for the same choice (shopperPrefsValue). */
const STAMP_VALUE = /^[A-Z]{3}\.\d{1,4}$/;

/**
 * The page with its <html> element stamped with `value` (a shopperPrefsValue); a value that is not one,
 * or a page with no <html> element or one already stamped, comes back as it was.
 */
export function withPricedWithStamp(html: string, value: string): string {
  if (!STAMP_VALUE.test(value)) return html;
  const open = /<html\b([^>]*)>/i.exec(html);
  if (!open || open[1]!.includes(PRICED_WITH_ATTRIBUTE)) return html;
  const at = open.index + '<html'.length;
  return `${html.slice(0, at)} ${PRICED_WITH_ATTRIBUTE}="${value}"${html.slice(at)}`;
}

/**
 * The cookie header the head script checks against local storage: the stamp's, as the edge read the
 * request's cookie (a missing or unknown cookie reads as the defaults it priced with), when the page
 * carries one; null when it does not (the browser's cookie store must say). The stamp is the edge's
 * own markup, so it is not checked again here: a stamp that said something else would only mean a
 * cookie written again (shopperPrefsCookieToWrite compares the two as text).
 */
export function cookieHeaderFromStamp(stamp: string | null): string | null {
  return stamp === null ? null : `shopper_prefs=${stamp}`;
}
