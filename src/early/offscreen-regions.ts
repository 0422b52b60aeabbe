/**
 * Regions below the first screen (issue 37, item 2), part of the head script (head.entry.ts). A page
 * marks the parts that start below a phone's first screen `data-offscreen` (global.css): the footer,
 * the About page's sections, a product's price guide, the home page's groups. The browser skips them
 * in the page's first layout (content-visibility: auto), so that layout, a phone's longest task,
 * covers the first screen. Once the first screen is drawn, photo included (after-first-screen.ts),
 * they are shown one a frame, each laid out in a frame of its own, so the page is whole again soon
 * after (a full-page screenshot, a jump to the footer) and no frame lays out much. A region a shopper
 * scrolls to first is drawn by the browser anyway.
 */
import { afterFirstScreen } from './after-first-screen.ts';

/** Shows the next region still skipped, then the one after it once its frame has been drawn. */
function showNextRegion(): void {
  const region = document.querySelector('[data-offscreen]');
  if (!region) return;
  region.removeAttribute('data-offscreen');
  requestAnimationFrame(() => setTimeout(showNextRegion));
}

/** From the head script: shows the page's regions below its first screen, one a frame, once the first screen has been drawn. */
export function showOffscreenRegionsLater(): void {
  afterFirstScreen(showNextRegion);
}
