/**
 * A first-screen illustration small enough to travel inside the page (issue 37, first paint): an SVG
 * of at most INLINE_IMAGE_MAX_BYTES becomes a data: address, so the largest paint of a page whose hero
 * is such a drawing (About, a collection) waits for no image request. Photos and larger files stay
 * files (the browser caches them, and they would only make the document need more round trips);
 * Vite inlines its own small assets by the same measure (build.assetsInlineLimit, 4 KiB).
 */
export const INLINE_IMAGE_MAX_BYTES = 4096;

/** Whether an image file of this format and size is inlined. */
export function inlinesImage(format: string, bytes: number): boolean {
  return format === 'svg' && bytes > 0 && bytes <= INLINE_IMAGE_MAX_BYTES;
}

/**
 * The SVG as a data: address, percent-encoded rather than base64 (smaller, and it compresses with the
 * page): runs of white space between tags go, and the characters an address may carry as they are
 * are left readable.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  const encoded = encodeURIComponent(compact).replace(/%(20|3D|3A|2F|2C|3B)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return `data:image/svg+xml,${encoded}`;
}

/**
 * The source file's name of an image the build emitted as /_astro/{name}.{hash}.{ext}
 * ('about-atelier.svg' for '/_astro/about-atelier.CSSZbbGA.svg'); null for any other address.
 */
export function sourceNameOf(emitted: string): string | null {
  const file = emitted.split('?')[0]?.split('/').pop() ?? '';
  const parts = file.split('.');
  if (parts.length < 3) return null;
  const extension = parts.at(-1);
  return `${parts.slice(0, -2).join('.')}.${extension}`;
}
