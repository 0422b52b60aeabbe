/**
 * What comes after the first screen (issue 37, item 2), part of the head script (head.entry.ts). A
 * page the edge renders (src/edge/first-screen-styles.ts) carries:
 *   - only the rules its markup can use, as `<style data-rest="/_astro/….css">`; what scripts add
 *     later (a state class, an island's own markup) needs the whole stylesheets. Each is linked in
 *     right after its `<style>`, so the cascade is the built page's, at the first of the first
 *     screen painted (after-first-screen.ts) and an island starting to wake (ISLAND_WAKING_EVENT; a
 *     press, key or focus on one wakes it; the island waits for them, interaction/directive.ts).
 *     The `<style>` stays: its rules are the file's own, which now follow them (taking it out would
 *     restyle the whole page a second time, a long task on a slow phone);
 *   - the shell's scripts that do nothing the first screen needs as `<script type="text/plain"
 *     data-rest="/_astro/….js">` placeholders (startsAfterFirstScreen), started in their place once the
 *     first screen has painted.
 * A page without them (the static pages link their stylesheets and scripts) is left as it is.
 */
import { afterFirstScreen } from './after-first-screen.ts';
import { ISLAND_WAKING_EVENT } from './interaction/options.ts';
import { REST_ATTRIBUTE } from '../lib/first-paint/first-screen-styles.ts';

/** Links in each first-screen `<style>`'s whole stylesheet right after it (once: the attribute goes). */
export function linkRestStyles(): void {
  for (const style of document.querySelectorAll(`style[${REST_ATTRIBUTE}]`)) {
    // The edge names only the build's own files here (isBuildStylesheet, startsAfterFirstScreen).
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.getAttribute(REST_ATTRIBUTE) ?? '';
    style.removeAttribute(REST_ATTRIBUTE);
    style.after(link);
  }
}

/** Starts each shell script the edge left as a placeholder, in its place. */
export function startRestScripts(): void {
  for (const placeholder of document.querySelectorAll(`script[${REST_ATTRIBUTE}]`)) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = placeholder.getAttribute(REST_ATTRIBUTE) ?? '';
    placeholder.replaceWith(script);
  }
}

export function loadRestStylesLater(): void {
  afterFirstScreen(() => {
    linkRestStyles();
    startRestScripts();
  });
  addEventListener(ISLAND_WAKING_EVENT, linkRestStyles);
}
