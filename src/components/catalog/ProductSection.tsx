/**
 * The product section of a product page: gallery, heart, brand and model, price, banner, minimum
 * offer, actions, facts, description, inclusions, delivery, and a slot for a server-only Price guide.
 * One component tree for the edge and the browser: the edge renders it to HTML with React's server
 * renderer (src/edge/island-renderers.tsx), the page script hydrates that HTML and renders it
 * again when the product, currency or delivery choice changes (product-section-view.tsx).
 *
 * Some of its DOM is also touched by the page's first script before React is there
 * (product-page-early.ts): the gallery's current thumbnail and dot, the countdown's text, a broken
 * image's src. React leaves attributes it did not change alone, the countdown says so
 * (suppressHydrationWarning), and every re-render passes the image on screen as activeImage.
 */
import type { ReactNode } from 'react';
import { INVENTORY_STATUS, type ProductDetail } from '../../lib/contract/catalog.ts';
import { DEFAULT_PRODUCT_IMAGE } from '../../lib/config/storefront.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { cardPrice } from '../../lib/catalog/deal.ts';
import { formatCountdown } from '../../lib/catalog/countdown.ts';
import { IMAGE_SIZES, imageSources, type ImageResizing } from '../../lib/catalog/image-sources.ts';
import { isSold, productBanner } from '../../lib/catalog/product-banner.ts';
import { materialDisplay, receiptDisplay, showsMinimumOffer } from '../../lib/catalog/product-fields.ts';
import {
  DELIVERY_CHOOSE_LOCATION,
  DELIVERY_LOADING,
  deliveryDaysText,
  deliveryPriceText,
  GENDER_LABEL,
  noDeliveryText,
  type DeliveryView,
  type ProductViewOptions,
  type RenderedDelivery,
} from '../../lib/catalog/product-view.ts';
import HeartButton from '../favourites/HeartButton.tsx';
import { ProductPicture } from './ProductPicture.tsx';

export type ProductAction = 'buy' | 'offer';

export interface ProductSectionProps extends ProductViewOptions {
  product: ProductDetail;
  /**
   * Issue 25's server-only Price guide, rendered by the edge after the details (the delivery
   * section). It has no script: in the browser `servedPriceGuide` keeps what the edge served.
   */
  priceGuide?: ReactNode;
  /** Buy / Make an offer pressed (browser only). */
  onAction?: (action: ProductAction) => void;
  /** A gallery image pressed to zoom (browser only). */
  onZoom?: (index: number) => void;
}

interface ImageProps {
  url: string;
  sizes: string;
  resizing: ImageResizing;
  alt: string;
  width: number;
  height: number;
  /** The page's largest paint: at once and first; otherwise when scrolled to. */
  priority: boolean;
}

/**
 * An <img> (the page script swaps a broken one for the default image through data-fallback: the CSP
 * forbids inline handlers), in a <picture> with AVIF and WebP sources when the image comes in several
 * widths (image-sources.ts), so a phone downloads the small file.
 */
function GalleryImage({ url, sizes, resizing, alt, width, height, priority }: ImageProps) {
  const sources = imageSources(url, resizing);
  const image = (
    <img
      src={sources.src}
      srcSet={sources.srcset}
      sizes={sources.srcset ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      data-fallback={DEFAULT_PRODUCT_IMAGE}
    />
  );
  return <ProductPicture sources={sources} sizes={sizes} image={image} />;
}

function Gallery({
  product,
  active,
  resizing,
  onZoom,
}: {
  product: ProductDetail;
  active: number;
  resizing: ImageResizing;
  onZoom?: ((index: number) => void) | undefined;
}) {
  const name = `${product.brand} ${product.model}`;
  const assets = product.assets;
  if (assets.length === 0) {
    return (
      <div className="gallery" data-gallery="">
        <div className="gallery__track">
          <figure className="gallery__slide">
            <img src={DEFAULT_PRODUCT_IMAGE} alt={name} width={1200} height={1200} fetchPriority="high" />
          </figure>
        </div>
      </div>
    );
  }
  const count = assets.length;
  return (
    <div className="gallery" data-gallery="">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled track must be reachable by keyboard to scroll it (axe scrollable-region-focusable) */}
      <div className="gallery__track" tabIndex={0} role="group" aria-label={`Images of ${name}`}>
        {assets.map((asset, index) => (
          <figure key={asset.id} className="gallery__slide" data-slide={index}>
            <button
              type="button"
              className="gallery__zoom"
              data-zoom={index}
              aria-label={`Zoom image ${index + 1} of ${count}`}
              onClick={onZoom ? () => onZoom(index) : undefined}
            >
              <GalleryImage
                url={asset.large_url}
                sizes={IMAGE_SIZES.gallery}
                resizing={resizing}
                alt={`${name}, image ${index + 1} of ${count}`}
                width={asset.width}
                height={asset.height}
                priority={index === 0}
              />
            </button>
          </figure>
        ))}
      </div>
      {count > 1 && (
        <div className="gallery__dots" aria-hidden="true">
          {assets.map((asset, index) => (
            <span key={asset.id} className={index === active ? 'gallery__dot is-active' : 'gallery__dot'} />
          ))}
        </div>
      )}
      {count > 1 && (
        <ol className="gallery__thumbs" aria-label="Choose an image">
          {assets.map((asset, index) => (
            <li key={asset.id}>
              {/* Answered by the page's first script (thumbnails, on the root), before React is there. */}
              <button
                type="button"
                className="gallery__thumb"
                data-thumb={index}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === active ? 'true' : undefined}
              >
                <GalleryImage url={asset.normal_thumbnail_url} sizes={IMAGE_SIZES.thumb} resizing={resizing} alt="" width={96} height={96} priority={false} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PriceLine({ product, now, symbol }: { product: ProductDetail; now: number; symbol: string }) {
  // Sold: the SOLD AT banner carries the price; a second price line would only repeat it.
  if (isSold(product)) return null;
  const price = cardPrice(product, now);
  if (price.struckPrice !== null) {
    return (
      <p className="product__price" data-price="">
        <s className="product__price-was">
          <span className="visually-hidden">{'Was '}</span>
          {formatPrice(price.struckPrice, symbol)}
        </s>{' '}
        <span className="product__price-now product__price-now--deal">
          <span className="visually-hidden">{'Now '}</span>
          {formatPrice(price.price, symbol)}
        </span>
      </p>
    );
  }
  return (
    <p className="product__price" data-price="">
      <span className="product__price-now">{formatPrice(price.price, symbol)}</span>
    </p>
  );
}

function Banner({ product, now, symbol }: { product: ProductDetail; now: number; symbol: string }) {
  const banner = productBanner(product, now);
  if (!banner) return null;
  if (banner.kind === 'sold') {
    return (
      <p className="product-banner product-banner--sold" data-banner="sold">
        <span className="product-banner__label">{banner.label}</span> <span className="product-banner__value">{formatPrice(banner.price, symbol)}</span>
      </p>
    );
  }
  if (banner.kind === 'sale-ends') {
    return (
      <p className="product-banner product-banner--sale" data-banner="sale-ends">
        <span className="product-banner__label">{banner.label}</span>{' '}
        {/* Ticked by the page's first script from the first paint: its text is newer than the render's. */}
        <span className="product-banner__value" data-countdown={banner.endsAt} role="timer" suppressHydrationWarning>
          {formatCountdown(banner.endsAt - now)}
        </span>
      </p>
    );
  }
  return (
    <p className="product-banner product-banner--sale" data-banner="on-sale">
      <span className="product-banner__label">{banner.label}</span>
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="product__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Delivery options for the chosen location. */
export function DeliveryContent({ view }: { view: DeliveryView | null }) {
  if (!view) return null;
  switch (view.kind) {
    case 'choose-location':
      return <p className="product__muted">{DELIVERY_CHOOSE_LOCATION}</p>;
    case 'loading':
      return (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{DELIVERY_LOADING}</span>
        </>
      );
    case 'failed':
      return <p className="product__muted">{view.message}</p>;
    case 'rates': {
      const { rates, symbol, locationName } = view;
      if (rates.length === 0) return <p className="product__muted">{noDeliveryText(locationName)}</p>;
      return (
        <>
          {locationName && <p className="product__muted">{`To ${locationName}`}</p>}
          <ul className="delivery-rates">
            {rates.map((rate) => (
              <li key={`${rate.country_code}.${rate.method}`} className="delivery-rate">
                <span className="delivery-rate__method">
                  {/* One text node: React's server renderer would put a comment between two. */}
                  {locationName ? rate.method : `${rate.method} `}
                  {locationName ? null : <span className="product__muted">{`· ${rate.country_code}`}</span>}
                </span>
                <span className="delivery-rate__days">{deliveryDaysText(rate)}</span>
                <span className="delivery-rate__price">{deliveryPriceText(rate, symbol)}</span>
              </li>
            ))}
          </ul>
        </>
      );
    }
  }
}

function Delivery({ delivery }: { delivery: RenderedDelivery | undefined }) {
  return (
    <section className="product__section" aria-labelledby="product-delivery">
      <h2 id="product-delivery" className="product__section-title">
        Delivery
      </h2>
      <div className="product__delivery" data-delivery="" data-delivery-for={delivery?.key ?? undefined} aria-live="polite">
        <DeliveryContent view={delivery?.view ?? null} />
      </div>
    </section>
  );
}

/**
 * The slot of a part only the edge renders (issue 25's Price guide). In the browser, a part the edge
 * served is kept as it is: an element whose inner HTML React was told is empty and never changes, so
 * neither hydration nor a later render touches what is in it.
 */
function ServerOnlySlot({ content, served }: { content: ReactNode; served: boolean }) {
  if (content !== undefined && content !== null && content !== false) {
    return <div className="product__server-only">{content}</div>;
  }
  if (!served) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, never content: it tells React to leave the served children alone
  return <div className="product__server-only" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_AS_SERVED} />;
}

const KEEP_AS_SERVED = { __html: '' };

export default function ProductSection(props: ProductSectionProps) {
  const { product, now, symbol, onAction } = props;
  const sold = product.status === INVENTORY_STATUS.SOLD;
  const minimumOffer = !sold && showsMinimumOffer(product, now) && product.min_offer_price_with_fee !== null ? product.min_offer_price_with_fee : null;
  return (
    <article className={sold ? 'product product--sold' : 'product'} data-product-id={product.id}>
      <div className="product__media">
        <Gallery product={product} active={props.activeImage ?? 0} resizing={props.resizing ?? null} onZoom={props.onZoom} />
      </div>
      <div className="product__summary">
        <HeartButton product={product} now={now} className="product__heart" />
        <p className="product__brand">{product.brand}</p>
        <h1 className="product__model">{product.model}</h1>
        <PriceLine product={product} now={now} symbol={symbol} />
        <Banner product={product} now={now} symbol={symbol} />
        {minimumOffer !== null && (
          <p className="product__offer">
            Minimum offer <strong>{formatPrice(minimumOffer, symbol)}</strong>
          </p>
        )}
        <div className="product__actions">
          {sold ? (
            <p className="product__sold-note">This piece has found a new home.</p>
          ) : (
            <>
              <button type="button" className="btn btn--block" data-action="buy" onClick={onAction ? () => onAction('buy') : undefined}>
                Buy
              </button>
              <button type="button" className="btn btn--ghost btn--block" data-action="offer" onClick={onAction ? () => onAction('offer') : undefined}>
                Make an offer
              </button>
            </>
          )}
        </div>
        <dl className="product__facts">
          <Fact label="Condition" value={product.condition} />
          <Fact label="Material" value={materialDisplay(product)} />
          <Fact label="Colour" value={product.colour ?? ''} />
          <Fact label="Receipt" value={receiptDisplay(product.has_receipt, product.is_original_receipt)} />
          <Fact label="Dimensions" value={product.dimensions ?? ''} />
          <Fact label="Category" value={product.category.name} />
          <Fact label="For" value={GENDER_LABEL.get(product.gender) ?? ''} />
          <Fact label="Location" value={product.location_text} />
        </dl>
        <section className="product__section" aria-labelledby="product-description">
          <h2 id="product-description" className="product__section-title">
            Description
          </h2>
          <p className="product__description">{product.description}</p>
        </section>
        {product.inclusions.length > 0 && (
          <section className="product__section" aria-labelledby="product-inclusions">
            <h2 id="product-inclusions" className="product__section-title">
              Inclusions
            </h2>
            <ul className="product__inclusions">
              {product.inclusions.map((item, index) => (
                // Inclusions may repeat ('Strap', 'Strap'): their place is their identity.
                <li key={index}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        <Delivery delivery={props.delivery} />
        <ServerOnlySlot content={props.priceGuide} served={props.servedPriceGuide === true} />
      </div>
    </article>
  );
}

/** What the section shows when the product cannot be loaded. */
export function ProductFailure({ message }: { message: string }) {
  return (
    <div className="status-page product-failure" role="alert">
      <h1>Oops!</h1>
      <p>{message}</p>
      <a className="btn" href="/">
        Continue shopping
      </a>
    </div>
  );
}
