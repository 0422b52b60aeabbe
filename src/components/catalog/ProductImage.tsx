import { useState, type SyntheticEvent } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../lib/config/storefront.ts';

interface Props {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load now and early; otherwise lazily. */
  eager?: boolean;
  className?: string;
  sizes?: string;
}

/** A product photo with its box reserved (width/height), lazy below the fold, default image on error. */
export default function ProductImage({ src, alt, width, height, eager = false, className, sizes }: Props) {
  const [failed, setFailed] = useState(false);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Swap once: if the default image itself fails, stop rather than loop.
    if (!failed) setFailed(true);
    else event.currentTarget.onerror = null;
  };
  return (
    <img
      className={className}
      src={failed || !src ? DEFAULT_PRODUCT_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      onError={onError}
    />
  );
}
