/**
 * The display typeface's start (issue 22), part of the head script (head.entry.ts); why it is
 * declared now or after the first screen (after-first-screen.ts): src/lib/config/display-font-loading.ts.
 */
import type { DisplayFontFace } from '../lib/config/display-font-loading.ts';
import { afterFirstScreen } from './after-first-screen.ts';

/**
 * Declares the face now (the file is known to be in this device's cache) or once the first screen
 * is drawn. One source, a woff2 file: the browser reads the format from the file.
 */
export function startDisplayFont(face: DisplayFontFace, storageKey: string): 'now' | 'after-load' | 'unsupported' {
  if (typeof FontFace !== 'function' || !document.fonts) return 'unsupported';
  const fontFace = new FontFace(face.family, `url("${face.url}")`, {
    weight: face.weight,
    display: 'swap',
    unicodeRange: face.unicodeRange,
  });
  let loadedBefore: string | null = null;
  try {
    loadedBefore = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode, a policy): the face comes after the first screen, every time.
  }
  if (loadedBefore === face.url) {
    document.fonts.add(fontFace);
    return 'now';
  }
  // Loaded before it is added: each change to the page's font faces lays out all its text again (a
  // long task on a phone), so the face joins once, when it can be drawn at once.
  afterFirstScreen(() => {
    fontFace.load().then(
      () => {
        document.fonts.add(fontFace);
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
  return 'after-load';
}
