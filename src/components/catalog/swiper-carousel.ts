/**
 * The one module that imports Swiper. Carousels import it dynamically once they are on screen, so
 * pages without a visible carousel never download it.
 */
import Swiper from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
// Swiper's own stylesheets are not imported: the few rules it needs live in catalog.css, so they
// arrive with the page instead of as extra render-blocking files.
import { CAROUSEL_BASE, CAROUSEL_BREAKPOINTS, CAROUSEL_GAP_PX, type CarouselPosition } from '../../lib/catalog/carousel.ts';

export interface CarouselElements {
  container: HTMLElement;
  /** Where the dynamic bullets go; omitted when pagination is hidden. */
  pagination?: HTMLElement | null;
  onPosition: (position: CarouselPosition) => void;
}

export interface CarouselHandle {
  prev: () => void;
  next: () => void;
  destroy: () => void;
}

export function mountCarousel({ container, pagination, onPosition }: CarouselElements): CarouselHandle {
  // Scrolled natively before Swiper arrived: start from the left like Swiper does.
  container.scrollLeft = 0;
  const report = (swiper: Swiper) => onPosition({ isBeginning: swiper.isBeginning, isEnd: swiper.isEnd, isLocked: swiper.isLocked });
  const swiper = new Swiper(container, {
    modules: pagination ? [Pagination, A11y] : [A11y],
    spaceBetween: CAROUSEL_GAP_PX,
    slidesPerView: CAROUSEL_BASE.slidesPerView,
    centeredSlides: CAROUSEL_BASE.centeredSlides,
    breakpoints: { ...CAROUSEL_BREAKPOINTS },
    loop: false,
    // No autoplay: rows move only when the shopper moves them, and jump without sliding for reduced motion.
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    watchOverflow: true,
    grabCursor: true,
    ...(pagination ? { pagination: { el: pagination, clickable: true, dynamicBullets: true } } : {}),
    a11y: { enabled: true },
    on: {
      init: report,
      slideChange: report,
      reachBeginning: report,
      reachEnd: report,
      fromEdge: report,
      breakpoint: report,
      resize: report,
      lock: report,
      unlock: report,
      progress: report,
    },
  });
  report(swiper);
  return {
    prev: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    destroy: () => swiper.destroy(true, true),
  };
}
