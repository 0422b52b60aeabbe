/**
 * Image resizing for images from a proxied backend (issue 12): PUBLIC_IMAGE_RESIZING=cloudflare
 * sends them through Cloudflare's image resizing (the zone must have it enabled); unset, they are
 * shown as the backend serves them. A build variable for the browser's markup; the edge reads the
 * same name from its environment (README: Images).
 */
import { imageResizingSetting } from '../catalog/image-sources.ts';

// The edge's bundle (wrangler, not Vite) has no import.meta.env: there the renders take the setting
// from the environment instead (ProductImage's resizing prop).
export const IMAGE_RESIZING = imageResizingSetting(typeof import.meta.env === 'object' ? import.meta.env.PUBLIC_IMAGE_RESIZING : undefined);
