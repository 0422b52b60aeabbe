/**
 * Reading HTML the edge renders (the island components through react-dom/server): shared by the API
 * tests of the middleware chain and the store tests of the served pages.
 */

/** The entities React writes in text and attributes, back to characters. */
export const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Card names in order: each card is an article labelled brand + model (HTML-escaped). */
export const cardLabels = (html: string) => [...html.matchAll(/<article class="product-card[^"]*" aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');
