/**
 * Product page behaviour over the section rendered at the edge (or here, when the page was served
 * without it): zoom, Buy / Make an offer, favourites, recently viewed, delivery rates for the chosen
 * location, and re-pricing when the shopper changes currency. The markup comes from the same pure
 * renderer the edge uses, so a re-render never changes the layout. It loads after the page's first
 * script (product-page-early.ts: gallery, countdown, presses held until this is bound), once the
 * page is idle or the shopper reaches for a control (issue 12).
 */
import { getDeliveryRates, getProductDetail, getProductsByIds } from '../../lib/api/catalog.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { productIdFromPath } from '../../lib/catalog/product-links.ts';
import { priceSymbol } from '../../lib/catalog/price-symbol.ts';
import { productSeo } from '../../lib/catalog/product-seo.ts';
import { DELIVERY_CHOOSE_LOCATION, deliveryKey, renderDeliveryRates, renderProductSection } from '../../lib/catalog/product-view.ts';
import { escapeHtml } from '../../lib/catalog/html.ts';
import { STORE_NAME } from '../../lib/config/storefront.ts';
import { IMAGE_RESIZING } from '../../lib/config/images.ts';
import type { ProductDetail } from '../../lib/contract/catalog.ts';
import { openDownloadDialog } from '../../stores/dialogs.ts';
import { $global } from '../../stores/global.ts';
import { $productDetail, failProductDetail, isProductNotFound, setProductDetail } from '../../stores/product.ts';
import { $recentlyViewed, rememberViewedProduct } from '../../stores/recently-viewed.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import { bindHearts, repaintHearts } from '../favourites/heart-buttons.ts';
import type { EarlyProductPage } from './product-page-early.ts';

const PRODUCT_DATA_ID = 'product-data';
const DETAIL_FAILURE_FALLBACK = 'Cannot load this item right now. Please try again.';

interface PageState {
  id: number;
  request: number;
  deliveryRequest: number;
  remembered: boolean;
}

/**
 * With the offline worker in charge, the recently viewed list (this product now first) and this
 * product's card image are asked for once the page is idle, even if the shopper never scrolls to the
 * list: the worker keeps both, and the offline page shows them for a product never opened. Without
 * the worker (Save-Data, no support) nothing is fetched ahead.
 */
function keepRecentlyViewedForOffline(product: ProductDetail): void {
  if (!navigator.serviceWorker?.controller) return;
  const ask = () => {
    void getProductsByIds($recentlyViewed.get(), $global.get().currency.code).catch(() => undefined);
    const thumbnail = product.assets[0]?.normal_thumbnail_url;
    if (thumbnail) void fetch(thumbnail).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: 3000 });
  else setTimeout(ask, 1000);
}

function readEmbeddedProduct(): ProductDetail | null {
  const element = document.getElementById(PRODUCT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number' ? (data as ProductDetail) : null;
  } catch {
    return null;
  }
}

function symbolFor(product: ProductDetail): string {
  return priceSymbol(product.currency, $global.get().currency);
}

export function startProductPage(root: HTMLElement, zoom: HTMLDialogElement | null, early: EarlyProductPage): void {
  const { gallery, countdown } = early;
  bindHearts(root);
  const embedded = readEmbeddedProduct();
  const id = embedded?.id ?? productIdFromPath(location.pathname);
  if (id === null) {
    location.replace('/item-not-found');
    return;
  }
  const state: PageState = { id, request: 0, deliveryRequest: 0, remembered: false };

  const loadDelivery = (product: ProductDetail) => {
    const target = root.querySelector<HTMLElement>('[data-delivery]');
    if (!target) return;
    const { location: chosen, currency } = $global.get();
    // Rendered at the edge for this very choice (the shopper_prefs cookie): nothing to load.
    const key = deliveryKey(chosen, currency);
    if (target.dataset['deliveryFor'] === key) return;
    target.dataset['deliveryFor'] = key;
    if (!chosen.country_code) {
      target.innerHTML = DELIVERY_CHOOSE_LOCATION;
      return;
    }
    const ticket = ++state.deliveryRequest;
    target.innerHTML = '<span class="spinner" aria-hidden="true"></span><span class="visually-hidden">Loading delivery rates</span>';
    getDeliveryRates({ country: chosen.country_code, category: product.category.id, currency: currency.code })
      .then((rates) => {
        if (ticket !== state.deliveryRequest) return;
        target.innerHTML = renderDeliveryRates(rates, priceSymbol(rates[0]?.currency, currency), chosen.country);
      })
      .catch((error: unknown) => {
        if (ticket !== state.deliveryRequest) return;
        delete target.dataset['deliveryFor'];
        console.error('Cannot load delivery rates', error);
        target.innerHTML = `<p class="product__muted">${escapeHtml(serverMessage(error, 'Delivery rates are unavailable right now.'))}</p>`;
      });
  };

  const bind = (product: ProductDetail) => {
    root.setAttribute('aria-busy', 'false');
    repaintHearts(root);
    if (!state.remembered) {
      state.remembered = true;
      rememberViewedProduct(product.id);
      keepRecentlyViewedForOffline(product);
    }
    gallery.restore();
    countdown.restart();
    loadDelivery(product);
  };

  const render = (product: ProductDetail) => {
    root.innerHTML = renderProductSection(product, { now: Date.now(), symbol: symbolFor(product), activeImage: gallery.active(), resizing: IMAGE_RESIZING });
    bind(product);
  };

  const showFailure = (message: string) => {
    root.setAttribute('aria-busy', 'false');
    root.innerHTML = `<div class="status-page product-failure" role="alert"><h1>Oops!</h1><p>${escapeHtml(message)}</p><a class="btn" href="/">Continue shopping</a></div>`;
    countdown.restart();
  };

  /** `refresh`: the product is on screen already; a failed call keeps it there instead of 'Oops!'. */
  const load = (currencyCode: string, refresh = false) => {
    const ticket = ++state.request;
    if (!refresh) root.setAttribute('aria-busy', 'true');
    getProductDetail(state.id, currencyCode)
      .then((product) => {
        if (ticket !== state.request) return;
        setProductDetail(product);
        if (!embedded) document.title = `${productSeo(product, location.origin, Date.now()).title} | ${STORE_NAME}`;
        render(product);
      })
      .catch((error: unknown) => {
        if (ticket !== state.request) return;
        if (refresh && !isProductNotFound(error)) return;
        // Every failure stores the server's message and clears the product (spec section 8) first.
        if (failProductDetail(error, DETAIL_FAILURE_FALLBACK) === 'not-found') {
          location.replace('/item-not-found');
          return;
        }
        showFailure($productDetail.get().errorMessage ?? DETAIL_FAILURE_FALLBACK);
      });
  };

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest<HTMLElement>('[data-action]')?.dataset['action'];
    if (action === 'buy' || action === 'offer') {
      openDownloadDialog();
      return;
    }
    const zoomButton = target?.closest<HTMLElement>('[data-zoom]');
    if (zoomButton && zoom) openZoom(zoom, Number(zoomButton.dataset['zoom']));
  });

  const openZoom = (dialog: HTMLDialogElement, index: number) => {
    const product = $productDetail.get().product;
    const asset = product?.assets[index];
    const image = dialog.querySelector<HTMLImageElement>('img');
    if (!product || !asset || !image) return;
    image.src = asset.large_url;
    image.alt = `${product.brand} ${product.model}, image ${index + 1} of ${product.assets.length}`;
    dialog.dataset['index'] = String(index);
    dialog.classList.remove('is-zoomed');
    dialog.showModal();
  };

  if (zoom) bindZoomDialog(zoom, (index) => openZoom(zoom, index));

  // The deal ended while the shopper watched: render again so price and banner follow the rules for 'no deal'.
  countdown.onEnded = () => {
    const product = $productDetail.get().product;
    if (product) render(product);
  };

  // The connection came back: show the product as it is now (sold, re-priced, deal ended). A connection
  // that is not quite back yet keeps what the shopper is reading.
  const reload = () => load($global.get().currency.code, $productDetail.get().product !== null);

  if (embedded) {
    setProductDetail(embedded);
    // The edge renders in the currency of the shopper_prefs cookie; only a page rendered in another
    // one (no cookie yet, storage changed in another tab) is re-priced.
    if (embedded.currency !== $global.get().currency.code) load($global.get().currency.code);
    else {
      if (early.dealEnded) render(embedded);
      else bind(embedded);
      if (early.reconnected()) reload();
    }
  } else {
    load($global.get().currency.code);
  }

  window.addEventListener(RECONNECTED_EVENT, reload);

  let chosen = $global.get();
  $global.listen((next) => {
    const previous = chosen;
    chosen = next;
    if (next.currency.code !== previous.currency.code) {
      load(next.currency.code);
    } else if (next.location.id !== previous.location.id || next.location.country_code !== previous.location.country_code) {
      const product = $productDetail.get().product;
      if (product) loadDelivery(product);
    }
  });
}

/** Zoom dialog: click toggles 2× around the pointer, arrows page through images, Escape closes. */
function bindZoomDialog(dialog: HTMLDialogElement, show: (index: number) => void): void {
  const image = dialog.querySelector<HTMLImageElement>('img');
  const stage = dialog.querySelector<HTMLElement>('.zoom-dialog__stage');
  const step = (delta: number) => {
    const count = $productDetail.get().product?.assets.length ?? 0;
    if (count < 2) return;
    const index = (Number(dialog.dataset['index'] ?? 0) + delta + count) % count;
    dialog.close();
    show(index);
  };
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog) dialog.close();
    else if (target?.closest('[data-zoom-close]')) dialog.close();
    else if (target?.closest('[data-zoom-prev]')) step(-1);
    else if (target?.closest('[data-zoom-next]')) step(1);
  });
  stage?.addEventListener('click', (event) => {
    if (!image) return;
    const box = image.getBoundingClientRect();
    image.style.transformOrigin = `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`;
    dialog.classList.toggle('is-zoomed');
  });
  stage?.addEventListener('pointermove', (event) => {
    if (!image || !dialog.classList.contains('is-zoomed')) return;
    const box = stage.getBoundingClientRect();
    image.style.transformOrigin = `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`;
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });
}
