/**
 * Raster product photos for the seeded catalog (issue 12): real stores serve photos, not 3 KB
 * drawings, so the seed renders each drawing (src/server/catalog/images/product-image.ts) with sharp
 * into WebP and AVIF at PHOTO_WIDTHS, with a fine film grain so the files weigh what studio photos
 * of that size weigh, not what flat vector art compresses to.
 *
 * One photo per shape and colour the seed's model lines can produce, of the first view (the one
 * cards and the top of a product page show; the other views stay drawings); items share them, so
 * the per-item detail of the drawings is left out. Files are made once into a cache folder (keyed
 * by PHOTO_RENDER_VERSION, kept across builds, checkouts and fresh databases: PHOTO_CACHE_DIR in
 * seed.ts) and copied into the build output, where the static asset server answers them at
 * /images/photos/...
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoPath, type PhotoSpec } from '../lib/catalog/image-sources.ts';
import { renderProductImage } from '../server/catalog/images/product-image.ts';
import { isProductShape, isSwatchName } from '../server/catalog/images/shapes.ts';
import { seedPhotoSpecs } from '../server/seed/generate-catalog.ts';

/** Bump when the rendering below changes: the cache keeps files per version. */
export const PHOTO_RENDER_VERSION = 1;
/** Encoder settings: the quality a store would publish at; AVIF effort kept low so the seed stays quick. */
const WEBP = { quality: 80, effort: 2 } as const;
const AVIF = { quality: 55, effort: 0 } as const;
/** Grain (standard deviation of the gaussian noise, 0–255) blended over the drawing. */
const GRAIN_SIGMA = 14;

/** One grain texture for every photo of a run (making the noise costs more than using it). */
function grainLayer(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: GRAIN_SIGMA } } })
    .raw()
    .toBuffer();
}

async function renderPhoto(spec: PhotoSpec, dir: string, grain: Buffer): Promise<void> {
  if (!isProductShape(spec.shape) || !isSwatchName(spec.color)) throw new Error(`No drawing for ${JSON.stringify(spec)}`);
  const largest = Math.max(...PHOTO_WIDTHS);
  const svg = renderProductImage({ shape: spec.shape, color: spec.color, seed: 1, view: spec.view, size: 1200 });
  const drawing = await sharp(Buffer.from(svg)).resize(largest, largest).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const photo = sharp(drawing.data, { raw: drawing.info })
    .composite([{ input: grain, raw: { width: largest, height: largest, channels: 3 }, blend: 'soft-light' }])
    .png({ compressionLevel: 0 });
  const master = await photo.toBuffer();
  for (const width of PHOTO_WIDTHS) {
    const sized = width === largest ? sharp(master) : sharp(master).resize(width, width);
    for (const format of PHOTO_FORMATS) {
      const file = join(dir, photoPath(spec, width, format));
      mkdirSync(dirname(file), { recursive: true });
      const encoder = format === 'avif' ? sized.clone().avif(AVIF) : sized.clone().webp(WEBP);
      // Written under a name of this process, then renamed: an interrupted run leaves no half file
      // behind, and two servers starting at once on one machine never write into each other's file.
      const part = `${file}.${process.pid}.part`;
      await encoder.toFile(part);
      renameSync(part, file);
    }
  }
}

function complete(spec: PhotoSpec, dir: string): boolean {
  return PHOTO_WIDTHS.every((width) => PHOTO_FORMATS.every((format) => existsSync(join(dir, photoPath(spec, width, format)))));
}

export interface PhotoResult {
  photos: number;
  rendered: number;
  files: number;
  bytes: number;
  seconds: number;
}

/**
 * Makes sure every photo a seeded catalog can name exists in `cacheDir` (rendering the missing ones,
 * a few at a time) and copies them into `outDir` (the build output). Answers what it did and how long
 * it took.
 */
export async function ensureProductPhotos(cacheDir: string, outDir: string, specs: PhotoSpec[] = seedPhotoSpecs()): Promise<PhotoResult> {
  const started = performance.now();
  const versioned = join(cacheDir, `v${PHOTO_RENDER_VERSION}`);
  const missing = specs.filter((spec) => !complete(spec, versioned));
  // libvips threads inside each render; two renders side by side keep both cores of a small machine busy.
  const lanes = Math.max(1, Math.min(4, availableParallelism()));
  sharp.concurrency(1);
  const grain = missing.length > 0 ? await grainLayer(Math.max(...PHOTO_WIDTHS)) : Buffer.alloc(0);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < missing.length) {
        const spec = missing[next];
        next += 1;
        if (spec) await renderPhoto(spec, versioned, grain);
      }
    }),
  );
  let files = 0;
  let bytes = 0;
  const photosDir = join(versioned, 'images/photos');
  if (existsSync(photosDir)) {
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const from = join(dir, name);
        if (statSync(from).isDirectory()) {
          walk(from);
          continue;
        }
        if (name.endsWith('.part')) continue;
        const to = join(outDir, from.slice(versioned.length + 1));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(from, to);
        files += 1;
        bytes += statSync(from).size;
      }
    };
    walk(photosDir);
  }
  return { photos: specs.length, rendered: missing.length, files, bytes, seconds: (performance.now() - started) / 1000 };
}
