/**
 * The web app manifest (issue 13: installable), written by the build to /manifest.webmanifest and
 * linked from every page. Icons are rendered from the brand mark (public/favicon.svg) by the build.
 */
import { STORE_NAME } from '../config/storefront.ts';

/** The brand mark's colours (public/favicon.svg; --ink and --ivory in src/styles/global.css). */
export const THEME_COLOR = '#161412';
export const BACKGROUND_COLOR = '#faf7f2';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** PNG icons the build renders: each size as drawn, and a maskable one whose mark sits in the safe zone. */
export const MANIFEST_ICONS: readonly (ManifestIcon & { size: number })[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', size: 192, type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', size: 512, type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', size: 512, type: 'image/png', purpose: 'maskable' },
];
export const APPLE_TOUCH_ICON = { src: '/icons/apple-touch-icon.png', size: 180 } as const;

export function webAppManifest() {
  return {
    name: `${STORE_NAME} — pre-owned luxury`,
    short_name: STORE_NAME,
    description: 'Authenticated pre-owned luxury, Singapore-based and shipped worldwide.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
  };
}
