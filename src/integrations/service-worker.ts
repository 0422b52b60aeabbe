/**
 * Astro integration (issue 13): after the build, renders the app icons from the brand mark and the
 * shell's small pictures (flags, the banner's icon) as WebP, writes
 * the web app manifest, and builds the service worker for this build's output:
 *   1. workbox-build's getManifest lists the shell to precache (URL and content hash of each file),
 *   2. the build's version is a hash of that list, so any changed file makes a new worker,
 *   3. esbuild bundles src/sw/service-worker.ts with Workbox's modules, the list and the version.
 * The pages' own scripts are untouched: the worker is registered after load (StoreLayout.astro).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import sharp from 'sharp';
import { getManifest } from 'workbox-build';
import { SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '../lib/offline/cache-rules.ts';
import { APPLE_TOUCH_ICON, MANIFEST_ICONS, THEME_COLOR, webAppManifest } from '../lib/offline/web-app-manifest.ts';
import { markAt, renderShellPictures, serveShellPictures } from './shell-pictures.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BRAND_MARK = join(ROOT, 'public/favicon.svg');
const WORKER_SOURCE = join(ROOT, 'src/sw/service-worker.ts');

/** The shell: pages, styles, fonts, scripts and the small images the pages show. */
const PRECACHE_PATTERNS = [
  '**/*.html',
  '_astro/**/*.{js,css,woff2}',
  // The display typeface's subset (npm run fonts, issue 22).
  'fonts/*.woff2',
  'flags/*.webp',
  'images/badges/*.webp',
  'images/default-product.svg',
  'favicon.svg',
  'icons/*.{png,webp}',
  'manifest.webmanifest',
];
/**
 * Never precached: the account area's pages (a shopper's own; they need the network anyway), the
 * dynamic routes' shells (served by the edge), the sandboxed policy test documents, the 404 page
 * (offline, the offline page answers instead), Firebase sign-in (it needs the network), the content
 * editor and the collections.
 */
export const PRECACHE_IGNORES = [
  'profile/**',
  '*/profile/**',
  'settings.html',
  '*/settings.html',
  'shells/**',
  // The account area's record shells in every language (issue 26); a product shell is a catalog page.
  '*/shells/order-detail.html',
  '*/shells/consignment.html',
  '*/shells/consignment-item.html',
  'policies/**',
  '404.html',
  'security/**',
  '_astro/social-auth.*.js',
  // The content editor (/admin, issue 15): for staff, online, with its own policy; its script too.
  'admin/**',
  'admin.html',
  '_astro/admin.astro_astro_type_script_*.js',
  // Collections (issue 36), in every language: the edge decides them at request time (404 before a
  // campaign's start, 410 after its end, the pieces live); a kept copy would show a campaign outside
  // its window until the next build. Offline, they get the offline page.
  'collections.html',
  'collections/**',
  '*/collections.html',
  '*/collections/**',
];

/** 'about-us.html' is served as /about-us and 'index.html' as /: precache the URLs the pages are asked for. */
export function pageUrlOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`;
  return `/${file}`;
}

async function renderIcons(out: string): Promise<void> {
  const mark = readFileSync(BRAND_MARK);
  mkdirSync(join(out, 'icons'), { recursive: true });
  const render = (size: number) => markAt(mark, size).png();
  for (const icon of MANIFEST_ICONS) {
    const file = join(out, icon.src);
    if (icon.purpose === 'any') {
      await render(icon.size).toFile(file);
      continue;
    }
    // Maskable: the mark inside the central 80% safe zone, on its own colour to the edges.
    const inner = Math.round(icon.size * 0.8);
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: THEME_COLOR } })
      .composite([{ input: await render(inner).toBuffer(), gravity: 'center' }])
      .png()
      .toFile(file);
  }
  await render(APPLE_TOUCH_ICON.size).flatten({ background: THEME_COLOR }).toFile(join(out, APPLE_TOUCH_ICON.src));
}

async function buildWorker(out: string): Promise<{ version: string; count: number; size: number }> {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: out,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: PRECACHE_IGNORES,
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: pageUrlOf(entry.url) })), warnings: [] })],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  const list = (manifestEntries ?? []).map((entry) =>
    typeof entry === 'string' ? { url: entry, revision: null } : { url: entry.url, revision: entry.revision ?? null },
  );
  const version = createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16);
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: join(out, SERVICE_WORKER_PATH),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      BUILD_VERSION: JSON.stringify(version),
      'self.__WB_MANIFEST': JSON.stringify(list),
      // Workbox logs its development messages unless told this is production.
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  return { version, count, size };
}

export function serviceWorker(): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      // The dev server has no build folder: it renders the shell's pictures when asked.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(serveShellPictures(join(ROOT, 'public')));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        await renderIcons(out);
        await renderShellPictures(out);
        writeFileSync(join(out, WEB_APP_MANIFEST_PATH), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
        const { version, count, size } = await buildWorker(out);
        logger.info(`service worker ${version}: ${count} files precached (${Math.round(size / 1024)} KiB)`);
      },
    },
  };
}
