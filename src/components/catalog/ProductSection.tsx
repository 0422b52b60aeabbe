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
  deliveryDaysText,
  deliveryPriceText,
  noDeliveryText,
  type DeliveryView,
  type ProductViewOptions,
  type RenderedDelivery,
} from '../../lib/catalog/product-view.ts';
import { format } from '../../lib/i18n/format.ts';
import { product as ENGLISH } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import {
  colourWord,
  genderWord,
  localMaterialDisplay,
  receiptWord,
  storeWord,
  type LocalizedProduct,
  type ProductWords,
} from '../../lib/i18n/product-words.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import HeartButton from '../favourites/HeartButton.tsx';
import { heartWordsOf } from '../../lib/favourites/favourites.ts';
import { ProductPicture } from './ProductPicture.tsx';
import { productPage } from '../../lib/i18n/messages/en.ts';

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
  /**
   * The section's words on a page in another language (issue 26), passed by the edge renderer and
   * by the page script from the localized shell alike; English without.
   */
  words?: ProductWords;
}

type Words = Section<'product'>;

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
  t,
}: {
  product: ProductDetail;
  active: number;
  resizing: ImageResizing;
  onZoom?: ((index: number) => void) | undefined;
  t: Words;
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
      <div className="gallery__track" tabIndex={0} role="group" aria-label={format(t.imagesOf, { name })}>
        {assets.map((asset, index) => (
          <figure key={asset.id} className="gallery__slide" data-slide={index}>
            <button
              type="button"
              className="gallery__zoom"
              data-zoom={index}
              aria-label={format(t.zoomImage, { index: index + 1, count })}
              onClick={onZoom ? () => onZoom(index) : undefined}
            >
              <GalleryImage
                url={asset.large_url}
                sizes={IMAGE_SIZES.gallery}
                resizing={resizing}
                alt={format(t.imageAlt, { name, index: index + 1, count })}
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
        <ol className="gallery__thumbs" aria-label={t.chooseImage}>
          {assets.map((asset, index) => (
            <li key={asset.id}>
              {/* Answered by the page's first script (thumbnails, on the root), before React is there. */}
              <button
                type="button"
                className="gallery__thumb"
                data-thumb={index}
                aria-label={format(t.showImage, { index: index + 1, count })}
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

function PriceLine({ product, now, symbol, t }: { product: ProductDetail; now: number; symbol: string; t: Words }) {
  // Sold: the SOLD AT banner carries the price; a second price line would only repeat it.
  if (isSold(product)) return null;
  const price = cardPrice(product, now);
  if (price.struckPrice !== null) {
    return (
      <p className="product__price" data-price="">
        <s className="product__price-was">
          <span className="visually-hidden">{`${t.was} `}</span>
          {formatPrice(price.struckPrice, symbol)}
        </s>{' '}
        <span className="product__price-now product__price-now--deal">
          <span className="visually-hidden">{`${t.now} `}</span>
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

function Banner({ product, now, symbol, t }: { product: ProductDetail; now: number; symbol: string; t: Words }) {
  const banner = productBanner(product, now);
  if (!banner) return null;
  if (banner.kind === 'sold') {
    return (
      <p className="product-banner product-banner--sold" data-banner="sold">
        <span className="product-banner__label">{t.soldAt}</span> <span className="product-banner__value">{formatPrice(banner.price, symbol)}</span>
      </p>
    );
  }
  if (banner.kind === 'sale-ends') {
    return (
      <p className="product-banner product-banner--sale" data-banner="sale-ends">
        <span className="product-banner__label">{t.saleEndsIn}</span>{' '}
        {/* Ticked by the page's first script from the first paint: its text is newer than the render's. */}
        <span className="product-banner__value" data-countdown={banner.endsAt} role="timer" suppressHydrationWarning>
          {formatCountdown(banner.endsAt - now)}
        </span>
      </p>
    );
  }
  return (
    <p className="product-banner product-banner--sale" data-banner="on-sale">
      <span className="product-banner__label">{t.onSale}</span>
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
export function DeliveryContent({ view, t = ENGLISH, words }: { view: DeliveryView | null; t?: Words; words?: ProductWords | undefined }) {
  if (!view) return null;
  switch (view.kind) {
    case 'choose-location':
      return <p className="product__muted">{t.deliveryChoose}</p>;
    case 'loading':
      return (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t.deliveryLoading}</span>
        </>
      );
    case 'failed':
      return <p className="product__muted">{view.message}</p>;
    case 'rates': {
      const { rates, symbol } = view;
      const locationName = view.locationName && words ? storeWord(words.places, view.locationName) : view.locationName;
      if (rates.length === 0) return <p className="product__muted">{noDeliveryText(locationName, t)}</p>;
      return (
        <>
          {locationName && <p className="product__muted">{format(t.deliveryTo, { location: locationName })}</p>}
          <ul className="delivery-rates">
            {rates.map((rate) => (
              <li key={`${rate.country_code}.${rate.method}`} className="delivery-rate">
                <span className="delivery-rate__method">
                  {/* One text node: React's server renderer would put a comment between two. */}
                  {locationName ? rate.method : `${rate.method} `}
                  {locationName ? null : <span className="product__muted">{`· ${rate.country_code}`}</span>}
                </span>
                <span className="delivery-rate__days">{deliveryDaysText(rate, t)}</span>
                <span className="delivery-rate__price">{deliveryPriceText(rate, symbol, t)}</span>
              </li>
            ))}
          </ul>
        </>
      );
    }
  }
}

function Delivery({ delivery, t, words }: { delivery: RenderedDelivery | undefined; t: Words; words: ProductWords | undefined }) {
  return (
    <section className="product__section" aria-labelledby="product-delivery">
      <h2 id="product-delivery" className="product__section-title">
        {t.delivery}
      </h2>
      <div className="product__delivery" data-delivery="" data-delivery-for={delivery?.key ?? undefined} aria-live="polite">
        <DeliveryContent view={delivery?.view ?? null} t={t} words={words} />
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
  const { product, now, symbol, onAction, words } = props;
  const t = words?.product ?? ENGLISH;
  const receipt = receiptDisplay(product.has_receipt, product.is_original_receipt);
  const sold = product.status === INVENTORY_STATUS.SOLD;
  const minimumOffer = !sold && showsMinimumOffer(product, now) && product.min_offer_price_with_fee !== null ? product.min_offer_price_with_fee : null;
  return (
    <article className={sold ? 'product product--sold' : 'product'} data-product-id={product.id}>
      <div className="product__media">
        <Gallery product={product} active={props.activeImage ?? 0} resizing={props.resizing ?? null} onZoom={props.onZoom} t={t} />
      </div>
      <div className="product__summary">
        <HeartButton product={product} now={now} className="product__heart" words={words ? heartWordsOf(words.productCard) : undefined} />
        <p className="product__brand">{product.brand}</p>
        <h1 className="product__model">{product.model}</h1>
        <PriceLine product={product} now={now} symbol={symbol} t={t} />
        <Banner product={product} now={now} symbol={symbol} t={t} />
        {minimumOffer !== null && (
          <p className="product__offer">
            {`${t.minimumOffer} `}
            <strong>{formatPrice(minimumOffer, symbol)}</strong>
          </p>
        )}
        <div className="product__actions">
          {sold ? (
            <p className="product__sold-note">{t.soldNote}</p>
          ) : (
            <>
              <button type="button" className="btn btn--block" data-action="buy" onClick={onAction ? () => onAction('buy') : undefined}>
                {t.buy}
              </button>
              <button type="button" className="btn btn--ghost btn--block" data-action="offer" onClick={onAction ? () => onAction('offer') : undefined}>
                {t.makeOffer}
              </button>
            </>
          )}
        </div>
        <dl className="product__facts">
          <Fact label={t.condition} value={words ? storeWord(words.conditions, product.condition) : product.condition} />
          <Fact label={t.material} value={words ? localMaterialDisplay(product, words) : materialDisplay(product)} />
          <Fact label={t.colour} value={product.colour && words ? colourWord(words, product.colour) : (product.colour ?? '')} />
          <Fact label={t.receipt} value={words ? receiptWord(receipt, words) : receipt} />
          <Fact label={t.dimensions} value={product.dimensions ?? ''} />
          <Fact label={t.category} value={words ? storeWord(words.categories, product.category.name) : product.category.name} />
          <Fact label={t.for} value={genderWord(product.gender, t)} />
          <Fact label={t.location} value={words ? storeWord(words.places, product.location_text) : product.location_text} />
        </dl>
        <section className="product__section" aria-labelledby="product-description">
          <h2 id="product-description" className="product__section-title">
            {t.description}
          </h2>
          <p className="product__description">{product.description}</p>
        </section>
        {product.inclusions.length > 0 && (
          <section className="product__section" aria-labelledby="product-inclusions">
            <h2 id="product-inclusions" className="product__section-title">
              {t.inclusions}
            </h2>
            <ul className="product__inclusions">
              {product.inclusions.map((item, index) => (
                // Inclusions may repeat ('Strap', 'Strap'): their place is their identity.
                <li key={index}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        <Delivery delivery={props.delivery} t={t} words={words} />
        <ServerOnlySlot content={props.priceGuide} served={props.servedPriceGuide === true} />
      </div>
    </article>
  );
}

/** What the section shows when the product cannot be loaded; `localized`: on a page in another language (issue 26). */
export function ProductFailure({ message, localized }: { message: string; localized?: LocalizedProduct | undefined }) {
  const t = localized?.words.productPage ?? productPage;
  return (
    <div className="status-page product-failure" role="alert">
      <h1>{t.failureHeading}</h1>
      <p>{message}</p>
      <a className="btn" href={localized ? localizePath('/', localized.locale) : '/'}>
        {t.continueShopping}
      </a>
    </div>
  );
}
