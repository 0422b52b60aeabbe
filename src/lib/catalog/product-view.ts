import { INVENTORY_STATUS, type DeliveryRate, type ProductDetail } from '../contract/catalog.ts';
import { DEFAULT_PRODUCT_IMAGE } from '../config/storefront.ts';
import type { CurrencyOption, StoreLocation } from '../contract/settings.ts';
import { priceSymbol } from './price-symbol.ts';
import { IMAGE_SIZES, imageSources, type ImageResizing } from './image-sources.ts';
import { formatPrice } from '../format/money.ts';
import { cardPrice } from './deal.ts';
import { escapeHtml as esc } from './html.ts';
import { formatCountdown } from './countdown.ts';
import { isSold, productBanner } from './product-banner.ts';
import { materialDisplay, receiptDisplay, showsMinimumOffer } from './product-fields.ts';
import { heartButtonHtml } from '../favourites/heart-markup.ts';

/**
 * The product section of a product page as HTML. The same function renders it at the edge (first
 * paint, crawlers) and in the browser (re-pricing after a currency change), so both always agree.
 */
export interface ProductViewOptions {
  now: number;
  /** Symbol printed before amounts (the amounts are already in the chosen currency). */
  symbol: string;
  /** Index of the image shown large. */
  activeImage?: number;
  /** The delivery section already rendered for a location and currency (renderDeliverySection). */
  delivery?: RenderedDelivery;
  /** Image resizing for images of another origin (IMAGE_RESIZING); off when absent. */
  resizing?: ImageResizing;
}

export interface RenderedDelivery {
  html: string;
  /** deliveryKey of the choice it was rendered for: the page script loads nothing while it still holds. */
  key: string;
}

/** What the delivery section depends on: the location's country and the currency. */
export function deliveryKey(location: Pick<StoreLocation, 'country_code'>, currency: Pick<CurrencyOption, 'code'>): string {
  return `${location.country_code || 'all'}.${currency.code}`;
}

export const DELIVERY_CHOOSE_LOCATION = '<p class="product__muted">Choose a store location to see delivery options and rates.</p>';

/** The delivery section for a choice: the prompt for 'View all', else the rates to the location's country. */
export function renderDeliverySection(rates: DeliveryRate[], prefs: { location: StoreLocation; currency: CurrencyOption }): RenderedDelivery {
  const key = deliveryKey(prefs.location, prefs.currency);
  if (!prefs.location.country_code) return { html: DELIVERY_CHOOSE_LOCATION, key };
  return { html: renderDeliveryRates(rates, priceSymbol(rates[0]?.currency, prefs.currency), prefs.location.country), key };
}

const GENDER_LABEL: Record<ProductDetail['gender'], string> = { M: 'Men', W: 'Women', U: 'Unisex' };

/** The page script swaps a broken image for this one (no inline handler: the CSP forbids them). */
function fallbackAttribute(): string {
  return `data-fallback="${DEFAULT_PRODUCT_IMAGE}"`;
}

/**
 * An <img>, in a <picture> with AVIF and WebP sources when the image comes in several widths
 * (image-sources.ts), so a phone downloads the small file.
 */
function responsiveImage(url: string, sizes: string, resizing: ImageResizing, attributes: string): string {
  const sources = imageSources(url, resizing);
  const srcset = sources.srcset ? ` srcset="${esc(sources.srcset)}" sizes="${esc(sizes)}"` : '';
  const image = `<img src="${esc(sources.src)}"${srcset} ${attributes}>`;
  if (sources.sources.length === 0) return image;
  const tags = sources.sources.map((source) => `<source type="${source.type}" srcset="${esc(source.srcset)}" sizes="${esc(sizes)}">`).join('');
  return `<picture class="product-picture">${tags}${image}</picture>`;
}

function gallery(product: ProductDetail, active: number, resizing: ImageResizing): string {
  const name = `${product.brand} ${product.model}`;
  const assets = product.assets.length > 0 ? product.assets : null;
  if (!assets) {
    return `<div class="gallery" data-gallery><div class="gallery__track"><figure class="gallery__slide"><img src="${DEFAULT_PRODUCT_IMAGE}" alt="${esc(name)}" width="1200" height="1200" fetchpriority="high"></figure></div></div>`;
  }
  const count = assets.length;
  const slides = assets
    .map((asset, index) => {
      const first = index === 0;
      // The first image is the page's largest paint: at once and first; the others when scrolled to.
      const loading = first ? 'fetchpriority="high" decoding="sync"' : 'loading="lazy" decoding="async"';
      const image = responsiveImage(
        asset.large_url,
        IMAGE_SIZES.gallery,
        resizing,
        `alt="${esc(`${name}, image ${index + 1} of ${count}`)}" width="${asset.width}" height="${asset.height}" ${loading} ${fallbackAttribute()}`,
      );
      return `<figure class="gallery__slide" data-slide="${index}"><button type="button" class="gallery__zoom" data-zoom="${index}" aria-label="Zoom image ${index + 1} of ${count}">${image}</button></figure>`;
    })
    .join('');
  const thumbs =
    count > 1
      ? `<ol class="gallery__thumbs" aria-label="Choose an image">${assets
          .map(
            (asset, index) =>
              `<li><button type="button" class="gallery__thumb" data-thumb="${index}" aria-label="Show image ${index + 1} of ${count}"${index === active ? ' aria-current="true"' : ''}>${responsiveImage(asset.normal_thumbnail_url, IMAGE_SIZES.thumb, resizing, `alt="" width="96" height="96" loading="lazy" decoding="async" ${fallbackAttribute()}`)}</button></li>`,
          )
          .join('')}</ol>`
      : '';
  const dots =
    count > 1
      ? `<div class="gallery__dots" aria-hidden="true">${assets.map((_, index) => `<span class="gallery__dot${index === active ? ' is-active' : ''}"></span>`).join('')}</div>`
      : '';
  return `<div class="gallery" data-gallery><div class="gallery__track" tabindex="0" role="group" aria-label="Images of ${esc(name)}">${slides}</div>${dots}${thumbs}</div>`;
}

function priceBlock(product: ProductDetail, options: ProductViewOptions): string {
  const { symbol, now } = options;
  // Sold: the SOLD AT banner carries the price; a second price line would only repeat it.
  if (isSold(product)) return '';
  const price = cardPrice(product, now);
  if (price.struckPrice !== null) {
    return `<p class="product__price" data-price><s class="product__price-was"><span class="visually-hidden">Was </span>${esc(formatPrice(price.struckPrice, symbol))}</s> <span class="product__price-now product__price-now--deal"><span class="visually-hidden">Now </span>${esc(formatPrice(price.price, symbol))}</span></p>`;
  }
  return `<p class="product__price" data-price><span class="product__price-now">${esc(formatPrice(price.price, symbol))}</span></p>`;
}

function bannerBlock(product: ProductDetail, options: ProductViewOptions): string {
  const banner = productBanner(product, options.now);
  if (!banner) return '';
  if (banner.kind === 'sold') {
    return `<p class="product-banner product-banner--sold" data-banner="sold"><span class="product-banner__label">${banner.label}</span> <span class="product-banner__value">${esc(formatPrice(banner.price, options.symbol))}</span></p>`;
  }
  if (banner.kind === 'sale-ends') {
    return `<p class="product-banner product-banner--sale" data-banner="sale-ends"><span class="product-banner__label">${banner.label}</span> <span class="product-banner__value" data-countdown="${banner.endsAt}" role="timer">${esc(formatCountdown(banner.endsAt - options.now))}</span></p>`;
  }
  return `<p class="product-banner product-banner--sale" data-banner="on-sale"><span class="product-banner__label">${banner.label}</span></p>`;
}

function fact(label: string, value: string): string {
  return value ? `<div class="product__fact"><dt>${esc(label)}</dt><dd>${esc(value)}</dd></div>` : '';
}

export function renderProductSection(product: ProductDetail, options: ProductViewOptions): string {
  const sold = product.status === INVENTORY_STATUS.SOLD;
  const minimumOffer =
    !sold && showsMinimumOffer(product, options.now) && product.min_offer_price_with_fee !== null
      ? `<p class="product__offer">Minimum offer <strong>${esc(formatPrice(product.min_offer_price_with_fee, options.symbol))}</strong></p>`
      : '';
  const actions = sold
    ? `<div class="product__actions"><p class="product__sold-note">This piece has found a new home.</p></div>`
    : `<div class="product__actions"><button type="button" class="btn btn--block" data-action="buy">Buy</button><button type="button" class="btn btn--ghost btn--block" data-action="offer">Make an offer</button></div>`;
  const facts = [
    fact('Condition', product.condition),
    fact('Material', materialDisplay(product)),
    fact('Colour', product.colour ?? ''),
    fact('Receipt', receiptDisplay(product.has_receipt, product.is_original_receipt)),
    fact('Dimensions', product.dimensions ?? ''),
    fact('Category', product.category.name),
    fact('For', GENDER_LABEL[product.gender]),
    fact('Location', product.location_text),
  ].join('');
  const inclusions =
    product.inclusions.length > 0
      ? `<section class="product__section" aria-labelledby="product-inclusions"><h2 id="product-inclusions" class="product__section-title">Inclusions</h2><ul class="product__inclusions">${product.inclusions.map((item) => `<li>${esc(item)}</li>`).join('')}</ul></section>`
      : '';
  return `<article class="product${sold ? ' product--sold' : ''}" data-product-id="${product.id}">
<div class="product__media">${gallery(product, options.activeImage ?? 0, options.resizing ?? null)}</div>
<div class="product__summary">
${heartButtonHtml({ id: product.id, price: cardPrice(product, options.now).price, currency: product.currency }, 'product__heart')}
<p class="product__brand">${esc(product.brand)}</p>
<h1 class="product__model">${esc(product.model)}</h1>
${priceBlock(product, options)}
${bannerBlock(product, options)}
${minimumOffer}
${actions}
<dl class="product__facts">${facts}</dl>
<section class="product__section" aria-labelledby="product-description"><h2 id="product-description" class="product__section-title">Description</h2><p class="product__description">${esc(product.description)}</p></section>
${inclusions}
<section class="product__section" aria-labelledby="product-delivery"><h2 id="product-delivery" class="product__section-title">Delivery</h2><div class="product__delivery" data-delivery${options.delivery ? ` data-delivery-for="${esc(options.delivery.key)}"` : ''} aria-live="polite">${options.delivery?.html ?? ''}</div></section>
</div>
</article>`;
}

/** Delivery options for the chosen location as HTML (filled in the browser; the location lives there). */
export function renderDeliveryRates(rates: DeliveryRate[], symbol: string, locationName: string | null): string {
  if (rates.length === 0) {
    return `<p class="product__muted">${esc(locationName ? `No delivery options to ${locationName} yet.` : 'No delivery options yet.')}</p>`;
  }
  const rows = rates
    .map((rate) => {
      const days = rate.min_days === rate.max_days ? `${rate.min_days} business days` : `${rate.min_days}–${rate.max_days} business days`;
      const price = rate.price === 0 ? 'Free' : formatPrice(rate.price, symbol);
      return `<li class="delivery-rate"><span class="delivery-rate__method">${esc(rate.method)}${locationName ? '' : ` <span class="product__muted">· ${esc(rate.country_code)}</span>`}</span><span class="delivery-rate__days">${esc(days)}</span><span class="delivery-rate__price">${esc(price)}</span></li>`;
    })
    .join('');
  return `${locationName ? `<p class="product__muted">To ${esc(locationName)}</p>` : ''}<ul class="delivery-rates">${rows}</ul>`;
}
