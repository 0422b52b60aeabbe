import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, inlinesImage, sourceNameOf, svgDataUri } from '../../../src/lib/content/inline-image.ts';

describe('which first-screen images travel inside the page', () => {
  it.each([
    ['svg', 1_370, true],
    ['svg', INLINE_IMAGE_MAX_BYTES, true],
    ['svg', INLINE_IMAGE_MAX_BYTES + 1, false],
    ['svg', 0, false],
    ['png', 900, false],
    ['jpg', 2_000, false],
    ['avif', 1_000, false],
  ])('%s of %i bytes → %s', (format, bytes, inlined) => {
    expect(inlinesImage(format, bytes)).toBe(inlined);
  });
});

describe('an SVG as a data: address', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3">\n  <rect width="4" height="3" fill="#c8743a"/>\n  <text x="1">50% & more</text>\n</svg>\n';

  it('is an image/svg+xml address the browser decodes back to the same drawing', () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#c8743a"/><text x="1">50% & more</text></svg>',
    );
  });

  it.each([['#'], ['<'], ['>'], ['"'], ['&'], ['\n']])('carries no raw %j (it would end or break the address)', (char) => {
    expect(svgDataUri(svg).slice('data:image/svg+xml,'.length)).not.toContain(char);
  });
});

describe("an emitted image's source file name", () => {
  it.each([
    ['/_astro/about-atelier.CSSZbbGA.svg', 'about-atelier.svg'],
    ['/_astro/hermes-under-15000.BQ-ZoPRQ.svg', 'hermes-under-15000.svg'],
    ['/_astro/spring.edit.Ab_9-x.svg', 'spring.edit.svg'],
    ['/_astro/about-atelier.CSSZbbGA.svg?v=2', 'about-atelier.svg'],
    ['/@fs/work/src/assets/banners/about-atelier.svg?origWidth=1200', null],
    ['about-atelier', null],
  ])('%s → %s', (emitted, name) => {
    expect(sourceNameOf(emitted)).toBe(name);
  });
});
