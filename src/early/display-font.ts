/**
 * The display typeface's start (issue 22), part of the head script (head.entry.ts); why it is
 * declared now or after the first screen (after-first-screen.ts): src/lib/config/display-font-loading.ts.
 */
import { DISPLAY_FONT_ATTRIBUTE, type DisplayFontFace } from '../lib/config/display-font-loading.ts';
import { afterFirstScreen } from './after-first-screen.ts';

/**
 * Declares the face before the first layout, and uses it now (the file is known to be in this
 * device's cache) or once it has loaded after the first screen is drawn. One source, a woff2 file:
 * the browser reads the format from the file.
 */
export function startDisplayFont(face: DisplayFontFace, storageKey: string): void {
  // A browser without the FontFace API keeps the fallback face.
  if (typeof FontFace !== 'function' || !document.fonts) return;
  const fontFace = new FontFace(face.family, `url("${face.url}")`, {
    weight: face.weight,
    display: 'swap',
    unicodeRange: face.unicodeRange,
  });
  // Declared before the first layout and named by no element yet: nothing asks for its file.
  document.fonts.add(fontFace);
  let loadedBefore: string | null | undefined;
  try {
    loadedBefore = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode, a policy): the face comes after the first screen, every time.
  }
  if (loadedBefore === face.url) document.documentElement.toggleAttribute(DISPLAY_FONT_ATTRIBUTE, true);
  // In use once loaded: its text is laid out again once, when it can be drawn at once.
  else
    afterFirstScreen(() => {
      fontFace.load().then(
        () => {
          document.documentElement.toggleAttribute(DISPLAY_FONT_ATTRIBUTE, true);
          try {
            localStorage.setItem(storageKey, face.url);
          } catch {
            // Not remembered: the next page asks after its first screen again.
          }
        },
        // The file failed (offline, blocked): the fallback stays, and nothing is remembered.
        () => undefined,
      );
    });
}
