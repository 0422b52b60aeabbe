/** The build's and the dev server's renders of the shell's pictures (src/integrations/shell-pictures.ts). */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderBadge, renderBannerIcon, renderFlag, serveShellPictures } from '../../../src/integrations/shell-pictures.ts';
import { APP_BADGES } from '../../../src/lib/config/app-badges.ts';

const read = (path: string) => readFileSync(new URL(`../../../public/${path}`, import.meta.url));

describe('the shell pictures as WebP at three times their box', () => {
  it.each([
    ['a flag', () => renderFlag(read('flags/SG.svg')), 60, 42],
    ['the blank flag', () => renderFlag(read('flags/XX.svg')), 60, 42],
    ["the banner's icon", () => renderBannerIcon(read('favicon.svg')), 108, 108],
    ['the Google Play badge', () => renderBadge(read('images/badges/google-play.svg'), APP_BADGES.googlePlay), 405, 120],
    ['the App Store badge', () => renderBadge(read('images/badges/app-store.svg'), APP_BADGES.appStore), 360, 120],
  ])('%s', async (_, render, width, height) => {
    const picture = await render();
    const meta = await sharp(picture).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, alpha: meta.hasAlpha }).toEqual({ format: 'webp', width, height, alpha: true });
  });

  it("keeps the flag's proportions: the box's spare rows are transparent, its middle row is not", async () => {
    const { data, info } = await sharp(await renderFlag(read('flags/SG.svg')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(30, 0)).toBe(0);
    expect(alphaAt(30, 21)).toBe(255);
  });

  it.each(['google-play', 'app-store'])('the %s badge draws its words without a font: its source has no text, only outlines', (name) => {
    const svg = read(`images/badges/${name}.svg`).toString();
    expect(svg).not.toMatch(/<text|font-family/);
    // The words' outlines: far more path data than the badge's frame and logo alone.
    expect(svg.length).toBeGreaterThan(5_000);
  });
});

describe('the dev server renders them when asked (no build folder there)', () => {
  const serve = serveShellPictures(fileURLToPath(new URL('../../../public', import.meta.url)));
  /** What the middleware did with a request for `url`: the picture it sent, or that it passed the request on. */
  const ask = (url: string) =>
    new Promise<{ type: string | undefined; body: Buffer } | 'passed on'>((settle) => {
      const headers = new Map<string, string>();
      const res = {
        setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
        end: (body: Buffer) => settle({ type: headers.get('content-type'), body }),
      } as unknown as ServerResponse;
      serve({ url } as IncomingMessage, res, () => settle('passed on'));
    });

  it.each([
    ['/flags/SG.webp', 60],
    ['/flags/US.webp?v=1', 60],
    ['/icons/banner-icon.webp', 108],
    ['/images/badges/google-play.webp', 405],
    ['/images/badges/app-store.webp', 360],
  ])('%s is a WebP %i px wide', async (url, width) => {
    const answer = await ask(url);
    if (answer === 'passed on') throw new Error(`${url} was passed on`);
    expect(answer.type).toBe('image/webp');
    expect((await sharp(answer.body).metadata()).width).toBe(width);
  });

  it.each([
    '/flags/ZZ.webp',
    '/flags/sg.webp',
    '/flags/../favicon.webp',
    '/flags/SG.svg',
    '/icons/icon-192.png',
    '/images/badges/other.webp',
    '/images/badges/app-store.svg',
    '/',
  ])('%s is passed on', async (url) => {
    expect(await ask(url)).toBe('passed on');
  });
});
