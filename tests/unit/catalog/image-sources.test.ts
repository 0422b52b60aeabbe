/**
 * Responsive product images (issue 12): the srcset/sizes builder, Cloudflare resizing URLs, the
 * preload hint, and the gallery markup the edge and the browser render.
 */
import { describe, expect, it } from 'vitest';
import {
  cloudflareResizedUrl,
  IMAGE_SIZES,
  imageResizingSetting,
  imageSources,
  parsePhotoPath,
  photoPath,
  preloadLink,
} from '../../../src/lib/catalog/image-sources.ts';
import { renderProductSection } from '../../../src/edge/island-renderers.tsx';
import type { ProductDetail } from '../../../src/lib/contract/catalog.ts';
import { seededProductAssets } from '../../../src/server/catalog/images/image-urls.ts';
import { seedPhotoSpecs } from '../../../src/server/seed/generate-catalog.ts';
import { answers } from '../answers.ts';

const PHOTO = '/images/photos/bag/black/1-1200.webp';

describe('photo paths', () => {
  it('round-trip for every width and format', () => {
    const spec = { shape: 'watch', color: 'gold', view: 1 };
    for (const width of [400, 800, 1200] as const)
      for (const format of ['avif', 'webp'] as const) expect(parsePhotoPath(photoPath(spec, width, format))).toEqual(spec);
  });

  answers(
    parsePhotoPath,
    [
      ['/images/photos/bag/black/1-600.webp', null],
      ['/images/photos/bag/black/1-400.jpg', null],
      ['/images/photos/bag/black/0-400.webp', null],
      ['/images/photos/Bag/black/1-400.webp', null],
      ['/images/photos/bag/black/1-400.webp?x=1', null],
      ['https://cdn.example/images/photos/bag/black/1-400.webp', null],
      ['/images/products/bag/black/7-1-1200.svg', null],
    ],
    '%s',
  );
});

describe('imageSources', () => {
  it('a seeded photo: AVIF first, then WebP, each at 400, 800 and 1200 px; the asset itself as the fallback', () => {
    expect(imageSources(PHOTO, null)).toEqual({
      src: PHOTO,
      sources: [
        {
          type: 'image/avif',
          srcset: '/images/photos/bag/black/1-400.avif 400w, /images/photos/bag/black/1-800.avif 800w, /images/photos/bag/black/1-1200.avif 1200w',
        },
        {
          type: 'image/webp',
          srcset: '/images/photos/bag/black/1-400.webp 400w, /images/photos/bag/black/1-800.webp 800w, /images/photos/bag/black/1-1200.webp 1200w',
        },
      ],
    });
    // Resizing never touches the seed's own photos: they already come in every width.
    expect(imageSources(PHOTO, 'cloudflare')).toEqual(imageSources(PHOTO, null));
  });

  it('a backend image, resizing off: as it is', () => {
    expect(imageSources('https://backend.example/img/1.jpg', null)).toEqual({ src: 'https://backend.example/img/1.jpg', sources: [] });
    expect(imageSources('/images/products/bag/black/7-1-1200.svg', null)).toEqual({ src: '/images/products/bag/black/7-1-1200.svg', sources: [] });
  });

  it('a backend image, Cloudflare resizing on: a width srcset through /cdn-cgi/image/ with format=auto', () => {
    expect(imageSources('https://backend.example/img/1.jpg?v=2', 'cloudflare')).toEqual({
      src: 'https://backend.example/img/1.jpg?v=2',
      srcset: [400, 800, 1200]
        .map((w) => `/cdn-cgi/image/width=${w},quality=80,fit=scale-down,format=auto/https://backend.example/img/1.jpg?v=2 ${w}w`)
        .join(', '),
      sources: [],
    });
  });

  it('an address resizing cannot take stays as it is', () => {
    for (const url of ['data:image/png;base64,AAAA', '//evil.example/x.jpg', 'javascript:alert(1)', '/cdn-cgi/image/width=1/x.jpg']) {
      expect(imageSources(url, 'cloudflare')).toEqual({ src: url, sources: [] });
    }
  });
});

describe('cloudflareResizedUrl', () => {
  it.each([
    ['https://backend.example/a.jpg', 400, '/cdn-cgi/image/width=400,quality=80,fit=scale-down,format=auto/https://backend.example/a.jpg'],
    // Whitespace would split a srcset entry: it is percent-encoded.
    ['http://backend.example/a b.jpg', 800, '/cdn-cgi/image/width=800,quality=80,fit=scale-down,format=auto/http://backend.example/a%20b.jpg'],
    ['/uploads/a.jpg', 1200, '/cdn-cgi/image/width=1200,quality=80,fit=scale-down,format=auto/uploads/a.jpg'],
    ['/uploads/a.jpg', 399.6, '/cdn-cgi/image/width=400,quality=80,fit=scale-down,format=auto/uploads/a.jpg'],
    ['ftp://backend.example/a.jpg', 400, null],
    ['//backend.example/a.jpg', 400, null],
    ['a.jpg', 400, null],
  ] as const)('%s at %s', (url, width, expected) => {
    expect(cloudflareResizedUrl(url, width)).toBe(expected);
  });
});

describe('the IMAGE_RESIZING setting is off unless it says cloudflare', () => {
  answers(
    imageResizingSetting,
    [
      [undefined, null],
      [null, null],
      ['', null],
      ['off', null],
      ['true', null],
      ['cloudflare', 'cloudflare'],
      [' Cloudflare ', 'cloudflare'],
    ],
    '%s',
  );
});

describe('preloadLink', () => {
  it('a photo: the AVIF srcset with the gallery sizes, high priority', () => {
    expect(preloadLink(PHOTO, IMAGE_SIZES.gallery, null)).toBe(
      `<${PHOTO}>; rel=preload; as=image; type="image/avif"; imagesrcset="/images/photos/bag/black/1-400.avif 400w, /images/photos/bag/black/1-800.avif 800w, /images/photos/bag/black/1-1200.avif 1200w"; imagesizes="${IMAGE_SIZES.gallery}"; fetchpriority=high`,
    );
  });

  it('a backend image: plain, or its resized srcset', () => {
    expect(preloadLink('https://b.example/a.jpg', '100vw', null)).toBe('<https://b.example/a.jpg>; rel=preload; as=image; fetchpriority=high');
    expect(preloadLink('https://b.example/a.jpg', '100vw', 'cloudflare')).toContain('imagesrcset="/cdn-cgi/image/width=400,');
  });
});

describe('seeded assets', () => {
  it('the first view is a photo (thumbnail 400 px, large 1200 px), the others stay drawings', () => {
    const [first, second] = seededProductAssets(9, 'ring', 'gold', 2);
    expect(first).toMatchObject({
      normal_thumbnail_url: '/images/photos/ring/gold/1-400.webp',
      large_url: '/images/photos/ring/gold/1-1200.webp',
      width: 1200,
      height: 1200,
    });
    expect(second).toMatchObject({ normal_thumbnail_url: '/images/products/ring/gold/9-2-600.svg', large_url: '/images/products/ring/gold/9-2-1200.svg' });
  });

  it('the photos the seed renders cover every shape and colour a model line can produce, once each', () => {
    const specs = seedPhotoSpecs();
    const keys = specs.map((spec) => `${spec.shape}/${spec.color}/${spec.view}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(specs.every((spec) => spec.view === 1)).toBe(true);
    expect(keys).toContain('bag/black/1');
  });
});

describe('gallery markup', () => {
  const product = {
    id: 5,
    brand: 'Hermès',
    model: 'Kelly 25',
    assets: seededProductAssets(5, 'bag', 'black', 3),
  } as unknown as ProductDetail;
  const html = (resizing: 'cloudflare' | null = null) =>
    renderProductSection(
      { ...product, status: 1, deal: null, selling_price: 100, inclusions: [], category: { id: 1, name: 'Bags' } } as unknown as ProductDetail,
      {
        now: 0,
        symbol: 'S$',
        resizing,
      },
    );

  it('the first image is a <picture> with AVIF and WebP sources and the gallery sizes, prioritised, never lazy', () => {
    const first = /<figure class="gallery__slide" data-slide="0">.*?<\/figure>/s.exec(html())?.[0] ?? '';
    // Attribute names are case-insensitive in HTML; React's server renderer writes srcSet, fetchPriority.
    expect(first).toMatch(/<picture class="product-picture"><source type="image\/avif" srcset="\/images\/photos\/bag\/black\/1-400\.avif 400w,/i);
    expect(first).toContain(`sizes="${IMAGE_SIZES.gallery}"`);
    expect(first).toMatch(/<img src="\/images\/photos\/bag\/black\/1-1200.webp" [^>]*fetchpriority="high"/i);
    expect(first).not.toContain('loading="lazy"');
    expect(first).toContain('data-fallback="/images/default-product.svg"');
    expect(first).not.toMatch(/\son[a-z]+=/i);
  });

  it('the other images are lazy and not prioritised', () => {
    const rest = html().split('data-slide="1"')[1] ?? '';
    expect(rest).toContain('loading="lazy"');
    expect(rest.split('gallery__thumbs')[0]).not.toMatch(/fetchpriority/i);
  });

  it('thumbnails take the small width of the photo', () => {
    const thumbs = /<ol class="gallery__thumbs".*?<\/ol>/s.exec(html())?.[0] ?? '';
    expect(thumbs).toContain('sizes="96px"');
    expect(thumbs).toContain('/images/photos/bag/black/1-400.avif 400w');
  });
});
