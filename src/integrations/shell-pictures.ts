/**
 * The shell's small pictures as WebP (src/lib/config/shell-pictures.ts says why): each flag of
 * `flags/`, the banner's icon from the brand mark and the app badges, at SHELL_PICTURE_SCALE times
 * their box on the page. The build writes them beside their sources (renderShellPictures, from the service-worker
 * integration, before the precache list is taken); the dev server renders one when it is asked for
 * (serveShellPictures), since it serves `public/` with no build folder.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_BADGES } from '../lib/config/app-badges.ts';
import { BANNER_ICON, FLAG_BOX, SHELL_PICTURE_SCALE } from '../lib/config/shell-pictures.ts';

/** A flag's SVG (30×20 user units) as WebP filling FLAG_BOX the way the SVG drew itself: centred, the rest transparent. */
export function renderFlag(svg: Buffer): Promise<Buffer> {
  const scale = SHELL_PICTURE_SCALE;
  return sharp(svg, { density: 72 * scale * 2 })
    .resize(FLAG_BOX.width * scale, FLAG_BOX.height * scale, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ lossless: true })
    .toBuffer();
}

/** The brand mark (a 64-unit SVG) drawn at `size` px square: rasterised at that size, not scaled up from 64 px. */
export function markAt(mark: Buffer, size: number): ReturnType<typeof sharp> {
  return sharp(mark, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
}

/** The brand mark as the banner's icon. */
export function renderBannerIcon(mark: Buffer): Promise<Buffer> {
  return markAt(mark, BANNER_ICON.size * SHELL_PICTURE_SCALE)
    .webp({ quality: 90 })
    .toBuffer();
}

type Badge = (typeof APP_BADGES)[keyof typeof APP_BADGES];

/** An app badge's SVG (its box in user units) as lossless WebP: its edges and small text stay sharp. */
export function renderBadge(svg: Buffer, badge: Badge): Promise<Buffer> {
  const scale = SHELL_PICTURE_SCALE;
  return sharp(svg, { density: 72 * scale })
    .resize(badge.width * scale, badge.height * scale)
    .webp({ lossless: true })
    .toBuffer();
}

/** A badge's source beside its WebP: `/images/badges/app-store.webp` → `images/badges/app-store.svg`. */
const badgeSource = (badge: Badge): string => `${badge.src.slice(1, -'.webp'.length)}.svg`;

/** Writes every flag's, the banner icon's and the badges' WebP into the build folder `out`, from the SVGs there. */
export async function renderShellPictures(out: string): Promise<void> {
  const flags = join(out, 'flags');
  for (const name of readdirSync(flags).filter((file) => file.endsWith('.svg'))) {
    writeFileSync(join(flags, `${name.slice(0, -'.svg'.length)}.webp`), await renderFlag(readFileSync(join(flags, name))));
  }
  writeFileSync(join(out, BANNER_ICON.src), await renderBannerIcon(readFileSync(join(out, 'favicon.svg'))));
  for (const badge of Object.values(APP_BADGES)) {
    writeFileSync(join(out, badge.src), await renderBadge(readFileSync(join(out, badgeSource(badge))), badge));
  }
}

const FLAG_PATH = /^\/flags\/([A-Z]{2})\.webp$/;

/** Which source and render answer a picture's address, if it is one of them. */
function pictureAt(path: string, publicDir: string): { source: string; render: (svg: Buffer) => Promise<Buffer> } | null {
  const flag = FLAG_PATH.exec(path)?.[1];
  if (flag) return { source: join(publicDir, 'flags', `${flag}.svg`), render: renderFlag };
  if (path === BANNER_ICON.src) return { source: join(publicDir, 'favicon.svg'), render: renderBannerIcon };
  const badge = Object.values(APP_BADGES).find((one) => one.src === path);
  return badge ? { source: join(publicDir, badgeSource(badge)), render: (svg) => renderBadge(svg, badge) } : null;
}

/** Connect middleware for the dev server: the same pictures, rendered from `publicDir` when asked for. */
export function serveShellPictures(publicDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const picture = pictureAt(path, publicDir);
    if (!picture || !existsSync(picture.source)) {
      next();
      return;
    }
    picture.render(readFileSync(picture.source)).then(
      (picture) => {
        res.setHeader('Content-Type', 'image/webp');
        res.end(picture);
      },
      () => next(),
    );
  };
}
