/**
 * The shell's small pictures as the pages ask for them (issue 37, item 2): raster files the build renders
 * from their SVG sources (src/integrations/service-worker.ts), at three times their size on the page.
 * An SVG image is a document of its own, built on the page's main thread as it loads (7-45 ms each
 * at a phone's 4x CPU in traces of /about-us), and the header's flag and the phone banner's icon are
 * on every page's first screen. The SVG files stay the sources (and the tab's icon stays the SVG).
 * The app badges too (app-badges.ts).
 */

/** How many device pixels each CSS pixel of these pictures gets (phones draw at 2-3x). */
export const SHELL_PICTURE_SCALE = 3;

/** The header's flag: its box on the page, and its file for a country code (XX: no country). */
export const FLAG_BOX = { width: 20, height: 14 } as const;
export const UNKNOWN_FLAG = 'XX';
/** The flag's file for a currency's country code (any case); a code that is not two letters gets the blank flag. */
export function flagSrc(countryCode: string): string {
  const code = countryCode.toUpperCase();
  return `/flags/${/^[A-Z]{2}$/.test(code) ? code : UNKNOWN_FLAG}.webp`;
}

/** The download banner's app icon: the brand mark (public/favicon.svg), drawn as the apps' icon is. */
export const BANNER_ICON = { src: '/icons/banner-icon.webp', size: 36 } as const;
