/**
 * The display typeface's start (issue 22), part of the head script (head.entry.ts); why it is
 * declared now or after the load event: src/lib/config/display-font-loading.ts.
 */
import type { DisplayFontFace } from '../lib/config/display-font-loading.ts';

/** Declares the face now (the file is known to be in this device's cache) or after the load event. */
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
