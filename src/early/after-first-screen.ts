/**
 * What a page starts after its first screen (issue 37, item 2): the whole stylesheets and the shell's
 * waiting scripts (rest-styles.ts; ShellIslands' script links the web app manifest), the display typeface on a
 * first visit (display-font.ts) and the offline worker (connection.ts). The load event alone is too
 * early: it fires as the first screen's photo arrives, before the frame that draws it, and
 * whatever the page asks for then competes with that frame (Lighthouse even counts what arrives before
 * it in the largest paint's chain). The frame after the load event is too early for a photo too: its
 * decoding and rasterising end tens of milliseconds after that frame's task (a product page's trace:
 * load 368 ms, frame 377, the photo decoded 380-399, on screen 418). So: the load event, then the
 * first screen's photo (the page's `fetchpriority="high"` image, when it has one) decoded, then the
 * next frame, then a task after it. Only the head script calls this, before the load event.
 */

/** Runs `run` once the page has loaded and its first screen, photo included, has been drawn. */
export function afterFirstScreen(run: () => void): void {
  addEventListener('load', async () => {
    try {
      await document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.decode();
    } catch {
      // A photo that cannot be decoded (broken, replaced) has nothing left to draw either.
    }
    requestAnimationFrame(() => setTimeout(run));
  });
}
