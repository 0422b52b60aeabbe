/**
 * How the display typeface reaches a page (issue 22). Its text first paints in the metric-matched
 * fallback face (src/styles/display-font.css), so the typeface can arrive at any time and move nothing;
 * what matters is that it does not compete with the first paint:
 *   - on a device that has not loaded it yet, the file is asked for once the first screen has painted
 *     (the load event, then its photo drawn: src/early/after-first-screen.ts): on a slow network the
 *     page's HTML, styles and photo get the bandwidth first, and the largest paint (the home page's
 *     title, a product's photo) never waits for 29 KB of font;
 *   - on a device that has (local storage remembers the file's URL once it loaded), the face is
 *     used at once, as a stylesheet's @font-face would be: the file comes from the HTTP cache
 *     (a year, immutable) and the page paints in the typeface from its first frame, no swap to see.
 * Either way the face is declared before the page's first layout, and the elements set in a serif
 * name it only once it can be drawn (DISPLAY_FONT_ATTRIBUTE on <html>; the build gives each serif rule
 * a twin for it: src/lib/first-paint/display-face-switch.ts). Chromium lays out all of a page's text
 * again when a face joins a page already laid out, and only the text set in it when a declared face
 * comes into use: on a phone's first visit that was the longest task after the first paint.
 * A new subset has a new URL, so a stored URL that is not this one counts as not loaded.
 * The head script does it (src/early/display-font.ts); the editor's preview pane, which has no head
 * script, declares the face in CSS (display-font-face.css).
 */
import { DISPLAY_FONT_WEIGHTS } from './display-font.ts';
import { DISPLAY_FONT_CODE_POINTS, DISPLAY_FONT_URL } from './display-font-file.ts';

/** Set on <html> once the face can be drawn: the serif elements name it from then on (display-face-switch.ts). */
export const DISPLAY_FONT_ATTRIBUTE = 'data-display-font';

/** Local storage: the URL of the display typeface's file this device has loaded. */
export { DISPLAY_FONT_KEY } from './storage-keys.ts';

export interface DisplayFontFace {
  family: string;
  url: string;
  /** A CSS weight range, "400 700". */
  weight: string;
  unicodeRange: string;
}

export const DISPLAY_FONT_FACE: DisplayFontFace = {
  family: 'Cormorant Garamond',
  url: DISPLAY_FONT_URL,
  weight: `${DISPLAY_FONT_WEIGHTS.min} ${DISPLAY_FONT_WEIGHTS.max}`,
  unicodeRange: DISPLAY_FONT_CODE_POINTS,
};
