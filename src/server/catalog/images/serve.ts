import { parseProductImagePath } from './image-urls.ts';
import { renderProductImage } from './product-image.ts';

/** A URL names its drawing for good, so browsers and the edge may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET/HEAD /images/products/{shape}/{colour}/{id}-{view}-{size}.svg */
export function productImageResponse(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const spec = parseProductImagePath(new URL(request.url).pathname);
  if (!spec) {
    return new Response('Image not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
  }
  const svg = renderProductImage(spec);
  return new Response(request.method === 'HEAD' ? null : svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      // The drawing never needs scripts or outside resources, even if opened directly.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
