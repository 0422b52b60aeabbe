/**
 * Product page behaviour over the section rendered at the edge (or rendered here, when the page was
 * served without it). It loads when the page needs it (product-page.ts, issue 22: a reach for the
 * section, a wake hint, a changed choice, the deal ending, a reconnection, the offline worker in
 * charge, or no section from the edge), never for a guest who only looks.
 *
 * The section is one React component tree (ProductSection.tsx), the one the edge rendered. React
 * itself (product-section-view.tsx) is loaded only when the section has to answer or change: a
 * press, a finger or the keyboard on it, a favourite to show filled, another currency or delivery
 * choice, a deal that ended, a reconnection, or no section from the edge. Until then the presses
 * stay held.
 *
 * This module holds the product's lifecycle (load, show, fail, re-price); each concern beside it is a
 * module of its own in ./product-page/ (issue 38): Buy and Make an offer (buy.ts), the zoom dialog
 * (zoom.ts), the saved heart (favourites.ts), recently viewed (recently-viewed.ts) and its offline
 * prefetch (prefetch.ts), delivery rates (delivery.ts), the choice that re-prices (repricing.ts) and
 * what the page starts from (page-data.ts).
 */
import { getProductDetail } from '../../lib/api/catalog.ts';
import { productIdFromPath } from '../../lib/catalog/product-links.ts';
import { productSeo } from '../../lib/catalog/product-seo.ts';
import { NO_DELIVERY, parseEdgeProductView, PRODUCT_VIEW_ATTRIBUTE, type EdgeProductView, type RenderedDelivery } from '../../lib/catalog/product-view.ts';
import { STORE_NAME } from '../../lib/config/storefront.ts';
import { IMAGE_RESIZING } from '../../lib/config/images.ts';
import type { ProductDetail } from '../../lib/contract/catalog.ts';
import { productPage } from '../../lib/i18n/messages/en.ts';
import { PRESS_HELD_EVENT } from '../../lib/navigation/held-presses.ts';
import { RECONNECTED_EVENT } from '../../lib/offline/cache-names.ts';
import { $global } from '../../stores/global.ts';
import { $productDetail, failProductDetail, isProductNotFound, setProductDetail } from '../../stores/product.ts';
import type { EarlyProductPage } from './product-page-early.ts';
import { sectionHandlers } from './product-page/buy.ts';
import { deliveryLoader } from './product-page/delivery.ts';
import { fillHeartWhenSaved } from './product-page/favourites.ts';
import { itemNotFoundPath, readEmbeddedProduct, readProductWords, symbolFor } from './product-page/page-data.ts';
import { rememberOnce } from './product-page/recently-viewed.ts';
import { choiceChange } from './product-page/repricing.ts';
import { bindZoomDialog, openZoom } from './product-page/zoom.ts';
import type { LiveSection, SectionContent } from './product-section-view.tsx';

interface PageState {
  id: number;
  request: number;
  /** What the section shows (or is to show once React is there). */
  content: SectionContent | null;
  delivery: RenderedDelivery;
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
    location.replace(itemNotFoundPath(location.pathname));
    return Promise.resolve();
  }
  const served: EdgeProductView | null =
    embedded && root.dataset['rendered'] === 'edge' ? parseEdgeProductView(root.getAttribute(PRODUCT_VIEW_ATTRIBUTE)) : null;
  const localized = readProductWords();
  const state: PageState = { id, request: 0, content: null, delivery: served?.delivery ?? NO_DELIVERY };

  if (zoom) bindZoomDialog(zoom, (index) => openZoom(zoom, index, localized));
  const handlers = sectionHandlers((index) => {
    if (zoom) openZoom(zoom, index, localized);
  });
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

  const render = (product: ProductDetail) => show(productContent(product, Date.now(), symbolFor(product, $global.get().currency), state.delivery));

  const loadDelivery = deliveryLoader(
    () => state.delivery,
    (delivery) => {
      state.delivery = delivery;
      const product = $productDetail.get().product;
      if (product && state.content?.kind === 'product') render(product);
    },
  );
  const deliveryFor = (product: ProductDetail) => {
    const { location: chosen, currency } = $global.get();
    loadDelivery(product, chosen, currency);
  };

  const remember = rememberOnce();
  const bind = (product: ProductDetail) => {
    root.setAttribute('aria-busy', 'false');
    remember(product);
    deliveryFor(product);
  };

  const showFailure = (message: string) => {
    root.setAttribute('aria-busy', 'false');
    show({ kind: 'failure', message, words: localized ?? undefined });
  };
  // What a failure says without a message of the server's, in the page's language (issue 26).
  const failureFallback = localized?.words.productPage?.failureFallback ?? productPage.failureFallback;

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
          location.replace(itemNotFoundPath(location.pathname));
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
    state.content = productContent(embedded, Date.now(), symbolFor(embedded, $global.get().currency), state.delivery);
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
    const change = choiceChange(chosen, next);
    chosen = next;
    if (change === 'currency') load(next.currency.code);
    else if (change === 'location') {
      const product = $productDetail.get().product;
      if (product) deliveryFor(product);
    }
  });

  fillHeartWhenSaved(state.id, () => void paint());
  // A press (held until the section answers), a finger or the keyboard on the section brings React.
  for (const type of [PRESS_HELD_EVENT, 'pointerdown', 'keydown', 'focusin']) root.addEventListener(type, () => void paint(), { once: true, passive: true });
  if (early.reachedFor) void paint();
  return answers;
}
