/**
 * Product carousel settings of spec section 9: 20 px gap; slides per view 'auto' below 576 (and up
 * to 640, where the first fixed count starts), 2 at 640, 3 at 768, 4 at 1024, 5 at 1200; no loop;
 * clickable dynamic pagination unless hidden; centred slides on mobile; arrows only at xl and only
 * when there is more to scroll.
 */
import { BREAKPOINTS } from '../config/storefront.ts';

export const CAROUSEL_GAP_PX = 20;
export const CAROUSEL_XL_MIN_WIDTH = 1200;

export type SlidesPerView = number | 'auto';

export interface CarouselBreakpoint {
  slidesPerView: SlidesPerView;
  /** Centred slides on phones (under 768 px); from tablets on, fixed counts align to the left. */
  centeredSlides: boolean;
}

/** Centred on mobile: below the spec's 768 px (BREAKPOINTS). */
const centredBelow = (minWidth: number) => minWidth <= BREAKPOINTS.mobileMax;

/** Min-width breakpoints, in the form Swiper takes them. */
export const CAROUSEL_BREAKPOINTS: Readonly<Record<number, CarouselBreakpoint>> = {
  576: { slidesPerView: 'auto', centeredSlides: centredBelow(576) },
  640: { slidesPerView: 2, centeredSlides: centredBelow(640) },
  768: { slidesPerView: 3, centeredSlides: centredBelow(768) },
  1024: { slidesPerView: 4, centeredSlides: centredBelow(1024) },
  1200: { slidesPerView: 5, centeredSlides: centredBelow(1200) },
};

export const CAROUSEL_BASE: CarouselBreakpoint = { slidesPerView: 'auto', centeredSlides: true };

/** The settings in force at a viewport width (the widest breakpoint not above it). */
export function carouselSettingsAt(viewportWidth: number): CarouselBreakpoint {
  let settings = CAROUSEL_BASE;
  for (const [minWidth, breakpoint] of Object.entries(CAROUSEL_BREAKPOINTS)) {
    if (viewportWidth >= Number(minWidth)) settings = breakpoint;
  }
  return settings;
}

export interface CarouselPosition {
  isBeginning: boolean;
  isEnd: boolean;
  /** Everything fits: nothing to scroll either way. */
  isLocked: boolean;
}

/** Which arrows show: only at xl, and only towards a side with more to scroll. */
export function carouselArrows(viewportWidth: number, position: CarouselPosition): { prev: boolean; next: boolean } {
  if (viewportWidth < CAROUSEL_XL_MIN_WIDTH || position.isLocked) return { prev: false, next: false };
  return { prev: !position.isBeginning, next: !position.isEnd };
}
