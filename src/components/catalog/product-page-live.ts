/**
 * Product page behaviour over the section rendered at the edge (or rendered here, when the page was
 * served without it): Buy / Make an offer, zoom, favourites, recently viewed, delivery rates for the
 * chosen location, and re-pricing when the shopper changes currency. It loads when the page needs it
 * (product-page.ts, issue 22: a reach for the section, a wake hint, a changed choice, the deal
 * ending, a reconnection, the offline worker in charge, or no section from the edge), never for a
 * guest who only looks.
 *
 * The section is one React component tree (ProductSection.tsx), the one the edge rendered. React
 * itself (product-section-view.tsx) is loaded only when the section has to answer or change: a
 * press, a finger or the keyboard on it, a favourite to show filled, another currency or delivery
 * choice, a deal that ended, a reconnection, or no section from the edge. Until then the presses
 * stay held.
 */
import { getDeliveryRates, getProductDetail, getProductsByIds } from '../../lib/api/catalog.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { productIdFromPath } from '../../lib/catalog/product-links.ts';
import { priceSymbol } from '../../lib/catalog/price-symbol.ts';
import { productSeo } from '../../lib/catalog/product-seo.ts';
import {
  DELIVERY_FAILED_FALLBACK,
  deliveryKey,
  NO_DELIVERY,
  parseEdgeProductView,
  PRODUCT_DATA_ID,
  PRODUCT_VIEW_ATTRIBUTE,
  type EdgeProductView,
  type RenderedDelivery,
} from '../../lib/catalog/product-view.ts';
import { STORE_NAME } from '../../lib/config/storefront.ts';
import { IMAGE_RESIZING } from '../../lib/config/images.ts';
import type { ProductDetail } from '../../lib/contract/catalog.ts';
import { PRESS_HELD_EVENT } from '../../lib/navigation/held-presses.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import { openDownloadDialog } from '../../stores/dialogs.ts';
import { $favouriteIds } from '../../stores/favourites.ts';
import { $global } from '../../stores/global.ts';
import { $productDetail, failProductDetail, isProductNotFound, setProductDetail } from '../../stores/product.ts';
import { $recentlyViewed, rememberViewedProduct } from '../../stores/recently-viewed.ts';
import type { EarlyProductPage } from './product-page-early.ts';
import type { ProductSectionProps } from './ProductSection.tsx';
import type { LiveSection, SectionContent } from './product-section-view.tsx';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, splitLocalePath, toLocale } from '../../lib/i18n/locales.ts';
import { PRODUCT_WORDS_ID, type LocalizedProduct } from '../../lib/i18n/product-words.ts';
import { productPage } from '../../lib/i18n/messages/en.ts';

const DETAIL_FAILURE_FALLBACK = productPage.failureFallback;

interface PageState {
  id: number;
  request: number;
  deliveryRequest: number;
  remembered: boolean;
  /** What the section shows (or is to show once React is there). */
  content: SectionContent | null;
  delivery: RenderedDelivery;
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

/**
 * The section's words on a page in another language (issue 26): the localized shell carries them
 * (src/components/pages/ProductShell.astro), the very words the edge rendered the section with.
 */
function readProductWords(): LocalizedProduct | null {
  const text = document.getElementById(PRODUCT_WORDS_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<LocalizedProduct>;
    const locale = toLocale(data.locale);
    return locale && typeof data.words === 'object' && data.words !== null ? { locale, words: data.words } : null;
  } catch {
    return null;
  }
}

/** The item-not-found page in the language of the page (/ms/item-not-found). */
function itemNotFoundPath(): string {
  return localizePath('/item-not-found', splitLocalePath(location.pathname).locale);
}

function symbolFor(product: ProductDetail): string {
  return priceSymbol(product.currency, $global.get().currency);
}

/**
 * Binds the page; answers once the section answers presses itself (React has it), so the first
 * script can press the held ones again. A guest who only looks never gets there: the presses stay
 * held, and the first one brings React.
 */
export function startLiveProductPage(root: HTMLElement, zoom: HTMLDialogElement | null, early: EarlyProductPage): Promise<void> {
  const { gallery, countdown } = early;
  const embedded = readEmbeddedProduct();
  const id = embedded?.id ?? productIdFromPath(location.pathname);
  if (id === null) {
    location.replace(itemNotFoundPath());
    return Promise.resolve();
  }
  const served: EdgeProductView | null =
    embedded && root.dataset['rendered'] === 'edge' ? parseEdgeProductView(root.getAttribute(PRODUCT_VIEW_ATTRIBUTE)) : null;
  const localized = readProductWords();
  const state: PageState = { id, request: 0, deliveryRequest: 0, remembered: false, content: null, delivery: served?.delivery ?? NO_DELIVERY };

  const openZoom = (dialog: HTMLDialogElement, index: number) => {
    const product = $productDetail.get().product;
    const asset = product?.assets[index];
    const image = dialog.querySelector<HTMLImageElement>('img');
    if (!product || !asset || !image) return;
    image.src = asset.large_url;
    const name = `${product.brand} ${product.model}`;
    image.alt = localized
      ? format(localized.words.product.imageAlt, { name, index: index + 1, count: product.assets.length })
      : `${name}, image ${index + 1} of ${product.assets.length}`;
    dialog.dataset['index'] = String(index);
    dialog.classList.remove('is-zoomed');
    dialog.showModal();
  };
  if (zoom) bindZoomDialog(zoom, (index) => openZoom(zoom, index));

  const handlers: Pick<ProductSectionProps, 'onAction' | 'onZoom'> = {
    onAction: () => openDownloadDialog(),
    onZoom: (index) => {
      if (zoom) openZoom(zoom, index);
    },
  };
  const productContent = (product: ProductDetail, now: number, symbol: string, delivery: RenderedDelivery): SectionContent => ({
    kind: 'product',
    props: {
      product,
      now,
      symbol,
      activeImage: gallery.active(),
      resizing: served?.resizing ?? IMAGE_RESIZING,
      delivery,
      servedPriceGuide: served?.servedPriceGuide ?? false,
      ...(localized ? { words: localized.words } : {}),
      ...handlers,
    },
  });

  // React, once: hydrating the edge's section with the options it was rendered with, or rendering
  // into the shell when there is none.
  let section: Promise<LiveSection> | null = null;
  let answering: () => void = () => undefined;
  const answers = new Promise<void>((resolve) => {
    answering = resolve;
  });
  const live = (): Promise<LiveSection> =>
    (section ??= import('./product-section-view.tsx')
      .then((view) => {
        if (served && embedded) return view.hydrateSection(root, productContent(embedded, served.now, served.symbol, served.delivery));
        return view.createSection(root);
      })
      .then((view) => {
        answering();
        return view;
      }));

  /** Shows the state's content: React renders it (loading React first, if need be). */
  const paint = (): Promise<void> =>
    live().then((view) => {
      if (!state.content) return;
      view.render(state.content);
      gallery.restore();
      countdown.restart();
    });

  const show = (content: SectionContent) => {
    state.content = content;
    void paint().catch((error: unknown) => console.error('Cannot show the product', error));
  };

  const render = (product: ProductDetail) => show(productContent(product, Date.now(), symbolFor(product), state.delivery));

  const setDelivery = (delivery: RenderedDelivery) => {
    state.delivery = delivery;
    const product = $productDetail.get().product;
    if (product && state.content?.kind === 'product') render(product);
  };

  const loadDelivery = (product: ProductDetail) => {
    const { location: chosen, currency } = $global.get();
    // Rendered at the edge (or here) for this very choice: nothing to load.
    const key = deliveryKey(chosen, currency);
    if (state.delivery.key === key) return;
    if (!chosen.country_code) {
      setDelivery({ key, view: { kind: 'choose-location' } });
      return;
    }
    const ticket = ++state.deliveryRequest;
    setDelivery({ key, view: { kind: 'loading' } });
    getDeliveryRates({ country: chosen.country_code, category: product.category.id, currency: currency.code })
      .then((rates) => {
        if (ticket !== state.deliveryRequest) return;
        setDelivery({ key, view: { kind: 'rates', rates, symbol: priceSymbol(rates[0]?.currency, currency), locationName: chosen.country } });
      })
      .catch((error: unknown) => {
        if (ticket !== state.deliveryRequest) return;
        console.error('Cannot load delivery rates', error);
        setDelivery({ key: null, view: { kind: 'failed', message: serverMessage(error, DELIVERY_FAILED_FALLBACK) } });
      });
  };

  const bind = (product: ProductDetail) => {
    root.setAttribute('aria-busy', 'false');
    if (!state.remembered) {
      state.remembered = true;
      rememberViewedProduct(product.id);
      keepRecentlyViewedForOffline(product);
    }
    loadDelivery(product);
  };

  const showFailure = (message: string) => {
    root.setAttribute('aria-busy', 'false');
    show({ kind: 'failure', message, words: localized ?? undefined });
  };
  // What a failure says without a message of the server's, in the page's language (issue 26).
  const failureFallback = localized?.words.productPage?.failureFallback ?? DETAIL_FAILURE_FALLBACK;

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
        bind(product);
      })
      .catch((error: unknown) => {
        if (ticket !== state.request) return;
        if (refresh && !isProductNotFound(error)) return;
        // Every failure stores the server's message and clears the product (spec section 8) first.
        if (failProductDetail(error, failureFallback) === 'not-found') {
          location.replace(itemNotFoundPath());
          return;
        }
        showFailure($productDetail.get().errorMessage ?? failureFallback);
      });
  };

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
    state.content = productContent(embedded, Date.now(), symbolFor(embedded), state.delivery);
    if (embedded.currency !== $global.get().currency.code) load($global.get().currency.code);
    else {
      // Without the options it was rendered with (a copy saved by an older build), React renders the
      // section again rather than hydrating it.
      if (early.dealEnded || !served) render(embedded);
      bind(embedded);
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

  // The edge renders every heart empty: a saved piece's heart fills once React has the section.
  $favouriteIds.subscribe((ids) => {
    if (ids.has(state.id)) void paint();
  });
  // A press (held until the section answers), a finger or the keyboard on the section brings React.
  for (const type of [PRESS_HELD_EVENT, 'pointerdown', 'keydown', 'focusin']) root.addEventListener(type, () => void paint(), { once: true, passive: true });
  if (early.reachedFor) void paint();
  return answers;
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
