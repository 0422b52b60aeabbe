/**
 * The shopper_prefs a page was rendered for, stamped by the edge on its <html> element
 * (`data-priced-with="USD.3"`, src/edge/first-screen-styles.ts) and read by the head script
 * (src/early/prefs-cookie.ts) instead of document.cookie: the page's own answer to "which currency
 * was this priced in?", with no synchronous trip to the browser's cookie store before first paint.
 * A module of its own, importing nothing, because the head script bundles it into every page.
 */

/** The attribute on <html>; absent on a page the edge did not render (a static page, a shell as built). */
export const PRICED_WITH_ATTRIBUTE = 'data-priced-with';
/** The same attribute as `dataset` names it. */
export const PRICED_WITH_DATASET_KEY = 'pricedWith';

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
