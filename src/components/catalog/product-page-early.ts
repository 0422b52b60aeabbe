/**
 * The product page's first script (issue 12): what a shopper needs while the page paints, with no
 * stores and no API client, so it costs one small request and almost no CPU before the gallery photo
 * (the page's LCP) shows. It binds the gallery (swipe dots, thumbnails), runs the deal countdown,
 * swaps broken images, and holds presses on Buy, Make an offer, the heart and the zoom buttons.
 * The rest loads once the page has loaded and is idle, or at once when the shopper reaches for the
 * section, when the edge did not render the product, or when the page carries a hint that its HTML
 * is not what this shopper should see (src/lib/navigation/wake-hints.ts). At idle that is only its
 * small first part (product-page.ts), which waits for a reason to load the page's behaviour
 * (product-page-live.ts: stores, favourites, delivery rates, re-pricing, zoom, offline prefetch):
 * a guest who only looks needs none of it (issue 22).
 *
 * Presses are held by the early-input capture in <head> (src/lib/navigation/early-input.ts) while the
 * product root carries `data-hold-presses`: from the first paint every control of the section (the
 * shell's attribute), from this script's start only those the rest answers. Held presses are pressed
 * again, in order, when the root announces PRESSES_RELEASED_EVENT: here for the gallery, and once the
 * rest is bound for the others, so none is lost.
 */
import { formatCountdown } from '../../lib/catalog/countdown.ts';
import { HOLD_PRESSES_ATTRIBUTE, PRESS_HELD_EVENT, PRESSES_RELEASED_EVENT } from '../../lib/navigation/held-presses.ts';
import { reconnectedEarlier } from '../../lib/offline/reconnection.ts';
import { fallBackOnBrokenImages } from './image-fallback.ts';

/** The controls whose presses wait for the rest of the page's script. */
export const HELD_UNTIL_REST = '[data-action], button[data-heart], [data-zoom]';
/** Before this script runs, the gallery's thumbnails wait too (the shell's `data-hold-presses`). */
export const HELD_UNTIL_FIRST_SCRIPT = `${HELD_UNTIL_REST}, [data-thumb]`;
/** Hints (data-wake on <html>) that the edge's HTML differs from what this shopper should see. */
const WAKE_AT_ONCE = ['favourites', 'repriced'];
/** A reach for the section, before any press: the rest's behaviour loads then (product-page.ts too). */
const REACH_EVENTS = ['pointerover', 'touchstart'] as const;
/** At the latest this long after the load event, the rest starts even on a page that never idles. */
const IDLE_TIMEOUT_MS = 2000;

export interface ProductGallery {
  /** The image on screen. */
  active(): number;
  /** Scrolls to image `index` and marks its thumbnail and dot. */
  show(index: number, behavior?: ScrollBehavior): void;
  /** After a re-render: puts the new track on the image that was on screen. */
  restore(): void;
}

export interface ProductCountdown {
  /** Starts ticking the countdown on screen (again, after a re-render); none on screen: stops. */
  restart(): void;
  /** Called once when the deal ends while the shopper watches. */
  onEnded: () => void;
}

/** What the first script hands to the rest of the page's behaviour. */
export interface EarlyProductPage {
  gallery: ProductGallery;
  countdown: ProductCountdown;
  /** The deal ended before the rest loaded: the page must render again. */
  dealEnded: boolean;
  /**
   * The connection went (or the page was opened offline, from the offline worker's copy) and is
   * back: the product must be loaded again, as on the reconnected event, which came before the rest
   * listened, or before this script started (the head script's lasting mark, reconnectedEarlier).
   */
  reconnected(): boolean;
  /** The shopper pressed, touched or used the keyboard on the section before the rest was bound. */
  reachedFor: boolean;
  /**
   * The rest was asked for before the page was idle (a pointer or finger on the section, a press, a
   * wake hint, no product from the edge, the deal ending): its behaviour is needed now.
   */
  wanted: boolean;
}

/** Binds the rest; answers once the section answers the presses held for it (they are pressed again then). */
export type StartRest = (root: HTMLElement, zoom: HTMLDialogElement | null, early: EarlyProductPage) => Promise<void>;

/** Swipes scroll the track natively; dots and thumbnails follow it. Bound on the root, so it outlives re-renders. */
function bindGallery(root: HTMLElement): ProductGallery {
  let activeImage = 0;
  const track = () => root.querySelector<HTMLElement>('.gallery__track');
  const markActive = (index: number) => {
    activeImage = index;
    root.querySelectorAll<HTMLElement>('[data-thumb]').forEach((thumb) => {
      if (Number(thumb.dataset['thumb']) === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
    root.querySelectorAll<HTMLElement>('.gallery__dot').forEach((dot, dotIndex) => dot.classList.toggle('is-active', dotIndex === index));
  };
  // Shoppers who ask for reduced motion get the image at once (not every browser does that for 'smooth').
  const show = (index: number, behavior: ScrollBehavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth') => {
    const element = track();
    if (!element?.querySelector(`[data-slide="${index}"]`)) return;
    // Every slide is exactly one track wide.
    element.scrollTo({ left: index * element.clientWidth, behavior });
    markActive(index);
  };
  let frame = 0;
  const follow = (element: HTMLElement) => {
    const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
    if (index !== activeImage) markActive(index);
  };
  // Scroll events do not bubble; a capturing listener on the root hears the track's.
  root.addEventListener(
    'scroll',
    (event) => {
      const element = event.target instanceof HTMLElement && event.target.classList.contains('gallery__track') ? event.target : null;
      if (!element) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => follow(element));
    },
    { capture: true, passive: true },
  );
  // This script starts once the first screen is drawn: a swipe before it has already moved the track.
  const swiped = track();
  if (swiped) follow(swiped);
  root.addEventListener('click', (event) => {
    const thumb = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-thumb]') : null;
    if (thumb && root.contains(thumb)) show(Number(thumb.dataset['thumb']));
  });
  return {
    active: () => activeImage,
    show,
    restore: () => {
      if (activeImage > 0) show(activeImage, 'instant');
    },
  };
}

function bindCountdown(root: HTMLElement): ProductCountdown {
  let timer: number | null = null;
  const countdown: ProductCountdown = {
    restart: () => {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      const element = root.querySelector<HTMLElement>('[data-countdown]');
      if (!element) return;
      const endsAt = Number(element.dataset['countdown']);
      const tick = () => {
        const left = endsAt - Date.now();
        element.textContent = formatCountdown(left);
        // The deal just ended: price and banner must follow the rules for 'no deal'.
        if (left <= 0) {
          if (timer !== null) window.clearInterval(timer);
          timer = null;
          countdown.onEnded();
        }
      };
      tick();
      if (endsAt - Date.now() > 0) timer = window.setInterval(tick, 1000);
    },
    onEnded: () => undefined,
  };
  return countdown;
}

/**
 * Lets the browser handle input and paint before going on, so the rest's module evaluation and its
 * binding are two tasks rather than one long one.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Runs `start` once the page has loaded and the browser is idle (after the first paint of the photo). */
function whenLoadedAndIdle(start: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Binds what the shopper needs first and loads the rest (`loadRest`) when it is needed.
 */
export function startEarlyProductPage(root: HTMLElement, zoom: HTMLDialogElement | null, loadRest: () => Promise<StartRest>): void {
  fallBackOnBrokenImages(root);
  const early: EarlyProductPage = {
    gallery: bindGallery(root),
    countdown: bindCountdown(root),
    dealEnded: false,
    reconnected: reconnectedEarlier,
    reachedFor: false,
    wanted: false,
  };
  early.countdown.onEnded = () => {
    early.dealEnded = true;
    wanted();
  };

  let started: Promise<void> | null = null;
  const rest = (): Promise<void> =>
    (started ??= loadRest().then(async (startRest) => {
      await yieldToBrowser();
      await startRest(root, zoom, early);
      // Pressed again in the order the shopper pressed them, now that they have their handlers.
      root.removeAttribute(HOLD_PRESSES_ATTRIBUTE);
      root.dispatchEvent(new Event(PRESSES_RELEASED_EVENT));
    }));
  const wanted = () => {
    early.wanted = true;
    void rest();
  };
  // Started once `wanted` exists: a deal that ended before the page loaded ends on the first tick.
  early.countdown.restart();

  // A held press, a finger or the keyboard on the product: the rest loads before the press ends.
  for (const type of [PRESS_HELD_EVENT, 'pointerdown', 'keydown', 'focusin'])
    root.addEventListener(
      type,
      () => {
        early.reachedFor = true;
        wanted();
      },
      { once: true, passive: true },
    );
  // A mouse coming over the section or a finger on it (a scroll, maybe a press): loaded ahead of a press.
  for (const type of REACH_EVENTS) root.addEventListener(type, wanted, { once: true, passive: true });
  // The gallery answers from now on; presses made before this script ran are pressed again (those
  // the rest answers are held again until it is bound).
  root.setAttribute(HOLD_PRESSES_ATTRIBUTE, HELD_UNTIL_REST);
  root.dispatchEvent(new Event(PRESSES_RELEASED_EVENT));
  const hints = (document.documentElement.dataset['wake'] ?? '').split(' ');
  // Without the edge's product (and its data) the rest renders the page: it is needed at once.
  if (!document.getElementById('product-data') || WAKE_AT_ONCE.some((hint) => hints.includes(hint))) wanted();
  else whenLoadedAndIdle(() => void rest());
}
