import { describe, expect, it } from 'vitest';
import { CAROUSEL_GAP_PX, carouselArrows, carouselSettingsAt } from '../../../src/lib/catalog/carousel.ts';

describe('carousel settings (spec section 9)', () => {
  it('keeps a 20 px gap', () => {
    expect(CAROUSEL_GAP_PX).toBe(20);
  });
  const table: [number, number | 'auto', boolean][] = [
    [320, 'auto', true],
    [375, 'auto', true],
    [575, 'auto', true],
    [576, 'auto', true],
    [639, 'auto', true],
    // Centred on mobile, which is everything under 768 px (spec section 9 breakpoints).
    [640, 2, true],
    [767, 2, true],
    [768, 3, false],
    [1023, 3, false],
    [1024, 4, false],
    [1199, 4, false],
    [1200, 5, false],
    [1440, 5, false],
  ];
  it.each(table)('at %i px: %s per view, centred %s', (width, perView, centred) => {
    expect(carouselSettingsAt(width)).toEqual({ slidesPerView: perView, centeredSlides: centred });
  });
});

describe('carousel arrows: only at xl and only when more to scroll', () => {
  const start = { isBeginning: true, isEnd: false, isLocked: false };
  const middle = { isBeginning: false, isEnd: false, isLocked: false };
  const end = { isBeginning: false, isEnd: true, isLocked: false };
  const locked = { isBeginning: true, isEnd: true, isLocked: true };
  const table: [number, typeof start, { prev: boolean; next: boolean }][] = [
    [1199, middle, { prev: false, next: false }],
    [1200, start, { prev: false, next: true }],
    [1200, middle, { prev: true, next: true }],
    [1440, end, { prev: true, next: false }],
    [1440, locked, { prev: false, next: false }],
    [375, start, { prev: false, next: false }],
  ];
  it.each(table)('at %i px %o → %o', (width, position, arrows) => {
    expect(carouselArrows(width, position)).toEqual(arrows);
  });
});
