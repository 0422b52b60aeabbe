/**
 * What a page starts after its first screen (issue 37, item 2): the whole stylesheets and the shell's
 * waiting scripts (rest-styles.ts), the display typeface on a first visit (display-font.ts) and the
 * offline worker (connection.ts). The load event alone is too early: it fires as the first screen's
 * photo arrives, before the frame that draws it, and whatever the page asks for then competes with
 * that frame (Lighthouse even counts what arrives before it in the largest paint's chain). So the
 * load event, then the next frame (the photo, `decoding="sync"`, is drawn in it), then a task after
 * that frame.
 */

/** Runs `run` once the page has loaded and the frame after it has been drawn (the load event fires once). */
export function afterFirstScreen(run: () => void): void {
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(run)));
}
