/**
 * The app stores' badges (footer, download dialog) as WebP the build renders from their SVG sources
 * (src/integrations/shell-pictures.ts, at SHELL_PICTURE_SCALE). The badges are below the first screen,
 * but the footer's are drawn in the load's last frames (src/early/offscreen-regions.ts): as SVG each was
 * a document of its own on the main thread plus a font lookup for its words (a Lighthouse trace of `/`:
 * 14 ms of paint each, 11 ms of layout for one, before the 4x); as WebP they are decoded off it
 * (docs/first-paint.md). The sources draw their words as outlines, so no font is needed to render them.
 * A module of its own: the download dialog's island takes only this, not the header's flags.
 */
export const APP_BADGES = {
  googlePlay: { src: '/images/badges/google-play.webp', width: 135, height: 40 },
  appStore: { src: '/images/badges/app-store.webp', width: 120, height: 40 },
} as const;
