import { useState, type SyntheticEvent } from 'react';
import { imageSources, type ImageResizing, type ImageSources } from '../../lib/catalog/image-sources.ts';
import { DEFAULT_PRODUCT_IMAGE } from '../../lib/config/storefront.ts';
import { IMAGE_RESIZING } from '../../lib/config/images.ts';
import { ProductPicture } from './ProductPicture.tsx';

interface Props {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's most important image (the first card): loads at once with high priority. */
  priority?: boolean;
  /**
   * Above the fold: loads at once; otherwise lazily. At low priority unless it is the `priority`
   * image: Chrome raises every image on screen to high once laid out, and the first screen's other
   * photos then competed with the first (the page's largest paint) for a phone's connection.
   */
  eager?: boolean;
  /**
   * Another image above it is the page's largest paint (a collection's hero): this one keeps low
   * priority even on the first screen, so it never finishes before that paint and joins its chain.
   */
  behindHero?: boolean;
  className?: string;
  /** How wide the image is shown (IMAGE_SIZES), so the browser picks the smallest file that will do. */
  sizes?: string;
  /** Image resizing; the build's setting by default (the edge passes its environment's, the same by configuration). */
  resizing?: ImageResizing;
}

/**
 * A product photo with its box reserved (width/height), lazy below the fold, default image on error.
 * The seed's photos come as a <picture> with AVIF and WebP sources at three widths; images from a
 * proxied backend as they are, or resized when configured (src/lib/catalog/image-sources.ts).
 */
export default function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  eager = false,
  behindHero = false,
  className,
  sizes,
  resizing = IMAGE_RESIZING,
}: Props) {
  const [failed, setFailed] = useState(false);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Swap once: if the default image itself fails, stop rather than loop.
    if (!failed) setFailed(true);
    else event.currentTarget.onerror = null;
  };
  const sources: ImageSources = failed || !src ? { src: DEFAULT_PRODUCT_IMAGE, sources: [] } : imageSources(src, resizing);
  const responsive = sources.sources.length > 0 || sources.srcset !== undefined;
  const image = (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcset}
      alt={alt}
      width={width}
      height={height}
      sizes={responsive ? sizes : undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : behindHero || eager ? 'low' : 'auto'}
      onError={onError}
    />
  );
  return <ProductPicture sources={sources} sizes={sizes} image={image} />;
}
