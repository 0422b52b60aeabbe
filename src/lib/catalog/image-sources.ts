/**
 * Responsive product images (issue 12): which files a product image offers, so a phone downloads the
 * small one. One builder for the cards (React), the product gallery (HTML rendered at the edge and in
 * the browser) and the edge's preload hint.
 *
 *   - The seed's raster photos (/images/photos/{shape}/{colour}/{view}-{width}.{avif|webp}) come in
 *     PHOTO_WIDTHS and both formats: a <picture> with an AVIF and a WebP source, each with a width
 *     srcset, and the asset's own URL as the <img> fallback.
 *   - Any other image (a proxied backend's) is offered as it is, or, when image resizing is configured
 *     (IMAGE_RESIZING=cloudflare, off by default), through Cloudflare's /cdn-cgi/image/ at the same
 *     widths with format=auto, which answers AVIF or WebP by the browser's Accept header.
 */

export const PHOTO_PREFIX = '/images/photos/';
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** The width the API hands out as an asset's normal_thumbnail_url and large_url. */
export const PHOTO_THUMBNAIL_WIDTH: PhotoWidth = 400;
export const PHOTO_LARGE_WIDTH: PhotoWidth = 1200;

/** How images from elsewhere are resized: not at all, or by Cloudflare's image resizing. */
export type ImageResizing = 'cloudflare' | null;

/** Reads the IMAGE_RESIZING setting: 'cloudflare' turns it on; anything else (unset) leaves it off. */
export function imageResizingSetting(value: string | undefined | null): ImageResizing {
  return value?.trim().toLowerCase() === 'cloudflare' ? 'cloudflare' : null;
}

/**
 * `sizes` for each place a product image is shown, matching the CSS layout at the spec's breakpoints
 * (mobile < 768 px, desktop > 1180 px).
 */
export const IMAGE_SIZES = {
  /** Cards: a carousel slide of 70% of a phone's width, about a third of a tablet's, 240 px on desktop. */
  card: '(min-width: 1200px) 240px, (min-width: 768px) 30vw, 70vw',
  /** Cards in a grid (search, favourites): half a phone's width, a third of a tablet's, 240 px on desktop. */
  grid: '(min-width: 1181px) 240px, (min-width: 768px) 30vw, 50vw',
  /** The product gallery: the full width on a phone, half the page beside the summary above that. */
  gallery: '(max-width: 767px) 100vw, (max-width: 1180px) 50vw, 600px',
  /** The gallery's thumbnail strip. */
  thumb: '96px',
} as const;

export interface PhotoSpec {
  shape: string;
  color: string;
  view: number;
}

export function photoPath(spec: PhotoSpec, width: PhotoWidth, format: PhotoFormat): string {
  return `${PHOTO_PREFIX}${spec.shape}/${spec.color}/${spec.view}-${width}.${format}`;
}

const PHOTO_PATH = /^\/images\/photos\/([a-z]+)\/([a-z]+)\/([1-9])-(\d+)\.(avif|webp)$/;

/** A path made by photoPath (a path, not an address on another host), or null. */
export function parsePhotoPath(url: string): PhotoSpec | null {
  const match = PHOTO_PATH.exec(url);
  if (!match) return null;
  const [, shape = '', color = '', view = '', width = '', format = ''] = match;
  if (!(PHOTO_WIDTHS as readonly number[]).includes(Number(width)) || !(PHOTO_FORMATS as readonly string[]).includes(format)) return null;
  return { shape, color, view: Number(view) };
}

export interface ImageSources {
  /** The <img> src: the asset's own URL (what a browser without srcset support loads). */
  src: string;
  /** The <img> srcset, for resized images of another origin; absent otherwise. */
  srcset?: string;
  /** <source> elements of a <picture>, best format first; empty when a plain <img> does. */
  sources: { type: string; srcset: string }[];
}

/**
 * Cloudflare image resizing of `url` to `width` (https://developers.cloudflare.com/images/transform-images/transform-via-url/):
 * /cdn-cgi/image/{options}/{source}; the source keeps its own query string. Only http(s) addresses
 * and same-site paths are resized; anything else answers null.
 */
export function cloudflareResizedUrl(url: string, width: number, quality = 80): string | null {
  const isPath = url.startsWith('/') && !url.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(url)) return null;
  if (url.startsWith('/cdn-cgi/')) return null;
  const options = `width=${Math.round(width)},quality=${quality},fit=scale-down,format=auto`;
  // Whitespace would end the URL inside a srcset: percent-encoded.
  const source = (isPath ? url.slice(1) : url).replace(/\s/g, (char) => encodeURIComponent(char));
  return `/cdn-cgi/image/${options}/${source}`;
}

const MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The files one product image offers (see the module comment). */
export function imageSources(url: string, resizing: ImageResizing): ImageSources {
  const photo = parsePhotoPath(url);
  if (photo) {
    return {
      src: url,
      sources: PHOTO_FORMATS.map((format) => ({
        type: MIME[format],
        srcset: PHOTO_WIDTHS.map((width) => `${photoPath(photo, width, format)} ${width}w`).join(', '),
      })),
    };
  }
  if (resizing === 'cloudflare') {
    const resized = PHOTO_WIDTHS.map((width) => {
      const target = cloudflareResizedUrl(url, width);
      return target ? `${target} ${width}w` : null;
    });
    if (resized.every((entry) => entry !== null)) return { src: url, srcset: resized.join(', '), sources: [] };
  }
  return { src: url, sources: [] };
}

/**
 * The Link header that preloads a page's first image with the same choice the <picture> makes:
 * the AVIF srcset and its sizes (a browser without AVIF ignores a preload of a type it lacks).
 */
export function preloadLink(url: string, sizes: string, resizing: ImageResizing): string {
  const sources = imageSources(url, resizing);
  const first = sources.sources[0];
  // A quoted-string: only a quote or a backslash needs escaping (commas inside quotes are fine).
  const escape = (value: string) => value.replace(/["\\]/g, (char) => `\\${char}`);
  if (first) {
    return `<${sources.src}>; rel=preload; as=image; type="${first.type}"; imagesrcset="${escape(first.srcset)}"; imagesizes="${escape(sizes)}"; fetchpriority=high`;
  }
  if (sources.srcset)
    return `<${sources.src}>; rel=preload; as=image; imagesrcset="${escape(sources.srcset)}"; imagesizes="${escape(sizes)}"; fetchpriority=high`;
  return `<${sources.src}>; rel=preload; as=image; fetchpriority=high`;
}
