/**
 * The rest of the styles (issue 37, item 2), part of the head script (head.entry.ts). A page the edge
 * renders carries only the rules its markup can use (`<style data-rest="/_astro/….css">`,
 * src/edge/first-screen-styles.ts); what scripts add later (a state class, an island's own markup)
 * needs the whole stylesheets. Each is linked in right after its `<style>`, so the cascade is the
 * built page's, at the first of:
 *   - the page's load event (the first screen is painted and its images are in);
 *   - an island starting to wake (ISLAND_WAKING_EVENT; a press, key or focus on one wakes it).
 * The `<style>` stays: its rules are the file's own, which now come after them (taking it out would
 * restyle the whole page a second time, a long task on a slow phone). A page without such styles (the static pages link their stylesheets) is left as it is.
 */
import { ISLAND_WAKING_EVENT } from './interaction/options.ts';
import { REST_STYLES_ATTRIBUTE } from '../lib/first-paint/first-screen-styles.ts';

/** Links in each first-screen `<style>`'s whole stylesheet (once). */
export function linkRestStyles(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[${REST_STYLES_ATTRIBUTE}]`)) {
    // The edge names only the build's own stylesheets (isBuildStylesheet) here.
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.getAttribute(REST_STYLES_ATTRIBUTE) ?? '';
    style.removeAttribute(REST_STYLES_ATTRIBUTE);
    style.after(link);
  }
}

/** Links them in at the first of the two moments (a second call finds nothing left to link). */
export function loadRestStylesLater(): void {
  addEventListener('load', linkRestStyles);
  addEventListener(ISLAND_WAKING_EVENT, linkRestStyles);
}
