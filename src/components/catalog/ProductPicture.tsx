import type { ReactElement } from 'react';
import type { ImageSources } from '../../lib/catalog/image-sources.ts';

/**
 * The product image alone when it comes in one file; else in a <picture> with its AVIF and WebP
 * sources (image-sources.ts), so a phone downloads the small file. display: contents (global.css):
 * the <picture> adds no box, the layout styles the <img> as before.
 */
export function ProductPicture({ sources, sizes, image }: { sources: ImageSources; sizes: string | undefined; image: ReactElement }) {
  if (sources.sources.length === 0) return image;
  return (
    <picture className="product-picture">
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
