/**
 * How the display typeface reaches a page (issue 22). Its text first paints in the metric-matched
 * fallback face (src/styles/display-font.css), so the typeface can arrive at any time and move nothing;
 * what matters is that it does not compete with the first paint:
 *   - on a device that has not loaded it yet, the file is asked for after the load event: on a slow
 *     network the page's HTML, styles and photo get the bandwidth first, and the largest paint (the
 *     home page's title, a product's photo) never waits for 29 KB of font;
 *   - on a device that has (local storage remembers the file's URL once it loaded), the face is
 *     declared at once, as a stylesheet's @font-face would be: the file comes from the HTTP cache
 *     (a year, immutable) and the page paints in the typeface from its first frame, no swap to see.
 * A new subset has a new URL, so a stored URL that is not this one counts as not loaded.
 * The editor's preview pane, which has no shell script, declares the face in CSS (display-font-face.css).
 */
import { DISPLAY_FONT_WEIGHTS } from './display-font.ts';
import { DISPLAY_FONT_CODE_POINTS, DISPLAY_FONT_URL } from './display-font-file.ts';

/** Local storage: the URL of the display typeface's file this device has loaded. */
export const DISPLAY_FONT_KEY = 'displayFont';

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

/**
 * Declares the face now (the file is known to be in this device's cache) or after the load event.
 * Inlined in <head> with toString(): it may use nothing from this module's scope.
 */
export function startDisplayFont(face: DisplayFontFace, storageKey: string): 'now' | 'after-load' | 'unsupported' {
  if (typeof FontFace !== 'function' || !document.fonts) return 'unsupported';
  const fontFace = new FontFace(face.family, `url("${face.url}") format("woff2")`, {
    style: 'normal',
    weight: face.weight,
    display: 'swap',
    unicodeRange: face.unicodeRange,
  });
  let loadedBefore: string | null = null;
  try {
    loadedBefore = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode, a policy): the face comes after the load event, every time.
  }
  if (loadedBefore === face.url) {
    document.fonts.add(fontFace);
    return 'now';
  }
  addEventListener(
    'load',
    () => {
      document.fonts.add(fontFace);
      fontFace.load().then(
        () => {
          try {
            localStorage.setItem(storageKey, face.url);
          } catch {
            // Not remembered: the next page asks after its load event again.
          }
        },
        // The file failed (offline, blocked): the fallback stays, and nothing is remembered.
        () => undefined,
      );
    },
    { once: true },
  );
  return 'after-load';
}

/** The <head> script that starts the display typeface on every page of the store's layout. */
export function displayFontScript(face: DisplayFontFace = DISPLAY_FONT_FACE, storageKey: string = DISPLAY_FONT_KEY): string {
  return `(function(){try{(${startDisplayFont.toString()})(${JSON.stringify(face)},${JSON.stringify(storageKey)})}catch(e){}})();`;
}
