import type { ProductAsset } from '../../../lib/contract/catalog.ts';
import { PHOTO_LARGE_WIDTH, PHOTO_THUMBNAIL_WIDTH, photoPath } from '../../../lib/catalog/image-sources.ts';
import { isProductShape, isSwatchName, type ProductShape, type SwatchName } from './shapes.ts';

/**
 * Generated product images live at /images/products/{shape}/{colour}/{id}-{view}-{size}.svg. The path
 * carries everything the drawing needs, so the image function never touches the database and each
 * URL is immutable.
 */
export const PRODUCT_IMAGE_PREFIX = '/images/products/';
export const THUMBNAIL_SIZE = 600;
export const LARGE_SIZE = 1200;
export const MAX_VIEWS = 4;

export interface ProductImageSpec {
  shape: ProductShape;
  color: SwatchName;
  /** The item id: varies small details so two black Birkins are not pixel twins. */
  seed: number;
  /** 1 front, 2 three-quarter, 3 close-up, 4 back. */
  view: number;
  size: typeof THUMBNAIL_SIZE | typeof LARGE_SIZE;
}

export function productImagePath(spec: ProductImageSpec): string {
  return `${PRODUCT_IMAGE_PREFIX}${spec.shape}/${spec.color}/${spec.seed}-${spec.view}-${spec.size}.svg`;
}

/** Reads a path made by productImagePath; anything else is null (the function answers 404). */
export function parseProductImagePath(pathname: string): ProductImageSpec | null {
  if (!pathname.startsWith(PRODUCT_IMAGE_PREFIX)) return null;
  const match = /^([a-z]+)\/([a-z]+)\/([1-9]\d{0,8})-([1-9])-(\d+)\.svg$/.exec(pathname.slice(PRODUCT_IMAGE_PREFIX.length));
  if (!match) return null;
  const [, shape = '', color = '', seed = '', view = '', size = ''] = match;
  const sizeNumber = Number(size);
  const viewNumber = Number(view);
  if (!isProductShape(shape) || !isSwatchName(color) || viewNumber > MAX_VIEWS) return null;
  if (sizeNumber !== THUMBNAIL_SIZE && sizeNumber !== LARGE_SIZE) return null;
  return { shape, color, seed: Number(seed), view: viewNumber, size: sizeNumber };
}

/** The asset list of an item with `views` generated views (1..MAX_VIEWS). */
export function productAssets(id: number, shape: ProductShape, color: SwatchName, views: number): ProductAsset[] {
  const assets: ProductAsset[] = [];
  for (let view = 1; view <= Math.min(views, MAX_VIEWS); view += 1) {
    assets.push({
      id: id * 10 + view,
      normal_thumbnail_url: productImagePath({ shape, color, seed: id, view, size: THUMBNAIL_SIZE }),
      large_url: productImagePath({ shape, color, seed: id, view, size: LARGE_SIZE }),
      width: LARGE_SIZE,
      height: LARGE_SIZE,
    });
  }
  return assets;
}

/**
 * The asset list of a seeded item (issue 12): its first view, the one cards and the top of the
 * product page show, is a raster photo (WebP here; AVIF and the other widths beside it, made by
 * the seed: src/cli/product-photos.ts); the other views stay drawings.
 */
export function seededProductAssets(id: number, shape: ProductShape, color: SwatchName, views: number): ProductAsset[] {
  return productAssets(id, shape, color, views).map((asset, index) =>
    index === 0
      ? {
          ...asset,
          normal_thumbnail_url: photoPath({ shape, color, view: 1 }, PHOTO_THUMBNAIL_WIDTH, 'webp'),
          large_url: photoPath({ shape, color, view: 1 }, PHOTO_LARGE_WIDTH, 'webp'),
        }
      : asset,
  );
}
