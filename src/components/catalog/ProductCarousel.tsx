import { useEffect, useRef, useState } from 'react';
import { carouselArrows, type CarouselPosition } from '../../lib/catalog/carousel.ts';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import type { ProductCard as ProductCardData } from '../../lib/contract/catalog.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import ProductCard from './ProductCard.tsx';
import type { CarouselHandle } from './swiper-carousel.ts';
import { home } from '../../lib/i18n/messages/en.ts';
import { useWords } from '../ui/words.tsx';

interface Props {
  products: ProductCardData[];
  /** Accessible name of the carousel region. */
  label: string;
  hidePagination?: boolean;
  /** Leading cards whose images load eagerly (first row above the fold). */
  eagerCount?: number;
  /** The page's first carousel: its first card's image loads at once with high priority. */
  priorityFirst?: boolean;
  /** Cards rendered at the edge: the currency their amounts are in, and the instant of the deal rule. */
  currency?: CurrencyOption;
  now?: number;
  /** Image resizing of the edge's environment (ProductImage); the build's setting in the browser. */
  imageResizing?: ImageResizing;
  /** The arrows' names on a page in another language whose island gives no `home` section (issue 26). */
  arrowLabels?: { prev: string; next: string };
}

const AT_START: CarouselPosition = { isBeginning: true, isEnd: false, isLocked: true };

function sameArrows(a: { prev: boolean; next: boolean }, b: { prev: boolean; next: boolean }): boolean {
  return a.prev === b.prev && a.next === b.next;
}

/**
 * A row of product cards. It lays out with CSS (same widths and gap as Swiper) until it is on
 * screen, then Swiper is imported and takes over the same markup: no layout shift, no Swiper
 * download for carousels nobody scrolls to.
 */
/** The two arrows (desktop only, while there is more to scroll that way). */
const ARROWS = [
  { side: 'prev', path: 'M15 5l-7 7 7 7' },
  { side: 'next', path: 'M9 5l7 7-7 7' },
] as const;

export default function ProductCarousel({
  products,
  label,
  hidePagination = false,
  eagerCount = 0,
  priorityFirst = false,
  currency,
  now,
  imageResizing,
  arrowLabels,
}: Props) {
  // The cards read their own words (useWords in ProductCard); the arrows' names, the home section's.
  const t = useWords('home', home);
  const arrowNames = arrowLabels ?? { prev: t.previousProducts, next: t.nextProducts };
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const handle = useRef<CarouselHandle | null>(null);
  const [arrows, setArrows] = useState({ prev: false, next: false });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      void import('./swiper-carousel.ts').then(({ mountCarousel }) => {
        if (cancelled) return;
        handle.current = mountCarousel({
          container: element,
          pagination: hidePagination ? null : pagination.current,
          onPosition: (position) => {
            const next = carouselArrows(window.innerWidth, position);
            setArrows((current) => (sameArrows(current, next) ? current : next));
          },
        });
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      // On screen, not merely near it: a carousel nobody reaches never downloads Swiper.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    setArrows(carouselArrows(window.innerWidth, AT_START));
    return () => {
      cancelled = true;
      observer.disconnect();
      handle.current?.destroy();
      handle.current = null;
    };
  }, [hidePagination, products]);

  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper carousel__viewport" ref={container}>
        <div className="swiper-wrapper">
          {products.map((product, index) => (
            <div className="swiper-slide carousel__slide" key={product.id}>
              <ProductCard
                product={product}
                eager={index < eagerCount}
                priority={priorityFirst && index === 0}
                currency={currency}
                now={now}
                imageResizing={imageResizing}
              />
            </div>
          ))}
        </div>
      </div>
      {ARROWS.map(
        (arrow) =>
          arrows[arrow.side] && (
            <button
              key={arrow.side}
              type="button"
              className={`carousel__arrow carousel__arrow--${arrow.side}`}
              aria-label={arrowNames[arrow.side]}
              onClick={() => handle.current?.[arrow.side]()}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d={arrow.path} fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          ),
      )}
      {!hidePagination && (
        <div className="carousel__dots">
          <div className="swiper-pagination carousel__pagination" ref={pagination} />
        </div>
      )}
    </div>
  );
}

/** The class of a placeholder row (a sleeping island's directive watches for it to come near: HomeGroups). */
export const CAROUSEL_PLACEHOLDER_CLASS = 'carousel--placeholder';

/**
 * Stands in for a carousel far below the screen: the same box (slides, gap, dots) without cards,
 * so mounting the real one later moves nothing.
 */
export function CarouselPlaceholder({ count, hidePagination = false }: { count: number; hidePagination?: boolean }) {
  return (
    <div className={`carousel ${CAROUSEL_PLACEHOLDER_CLASS}`} aria-hidden="true">
      <div className="swiper carousel__viewport">
        <div className="swiper-wrapper">
          {Array.from({ length: count }, (_, index) => (
            <div className="swiper-slide carousel__slide" key={index}>
              <div className="product-card product-card--placeholder">
                <div className="product-card__media" />
                <div className="product-card__body" />
              </div>
            </div>
          ))}
        </div>
      </div>
      {!hidePagination && <div className="carousel__dots" />}
    </div>
  );
}
