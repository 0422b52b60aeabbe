/**
 * The browser half of `client:interaction` (see options.ts). Astro bundles this file on its own and
 * inlines it once per page that uses the directive, so it imports nothing but plain constants.
 */
import type { ClientDirective } from 'astro';
import {
  BUILD_STYLESHEET_LINKS,
  HOVER_WAKE_EVENT,
  ISLAND_WAKING_EVENT,
  PAGE_WAKE_DELAY_MS,
  PAGE_WAKE_IDLE_TIMEOUT_MS,
  STYLES_WAIT_MS,
  WAKE_EVENT,
  WAKE_EVENTS,
  type InteractionOptions,
} from './options.ts';

interface WakeRegistry {
  __storefrontWoken?: string[];
}

/** Settles once every build stylesheet linked so far has arrived (or failed, or STYLES_WAIT_MS passed). */
function stylesArrived(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>(BUILD_STYLESHEET_LINKS)].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
          setTimeout(settle, STYLES_WAIT_MS);
        }),
    ),
  );
}

const interactionDirective: ClientDirective = (load, options, el) => {
  const value: InteractionOptions = typeof options.value === 'object' && options.value !== null ? (options.value as InteractionOptions) : {};
  const target: EventTarget = value.page ? document : el;
  let started = false;
  let observer: IntersectionObserver | null = null;
  const events: string[] = value.hover ? [...WAKE_EVENTS, HOVER_WAKE_EVENT] : [...WAKE_EVENTS];

  let later: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    for (const name of events) target.removeEventListener(name, onInput, true);
    window.removeEventListener(WAKE_EVENT, onWakeEvent);
    observer?.disconnect();
    clearTimeout(later);
  };
  const wake = () => {
    if (started) return;
    started = true;
    stop();
    window.dispatchEvent(new Event(ISLAND_WAKING_EVENT));
    // The island's code and the whole stylesheets (just linked, if the first screen's end had not) come
    // together; it renders once both are here. A press held by the early-input capture
    // (src/early/early-input.ts) is replayed on this island's astro:hydrate, so it ends as a press
    // after hydration would.
    void Promise.all([load(), stylesArrived()]).then(([hydrate]) => hydrate());
  };
  // A `page` island: an input inside it wakes it at once; one elsewhere (the first key in the search
  // box) wakes it after the island in use has had its head start (PAGE_WAKE_DELAY_MS), at idle.
  const onInput = (event: Event) => {
    if (!value.page || (event.target instanceof Node && el.contains(event.target))) {
      wake();
      return;
    }
    if (later !== undefined) return;
    later = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(wake, { timeout: PAGE_WAKE_IDLE_TIMEOUT_MS });
      else wake();
    }, PAGE_WAKE_DELAY_MS);
  };
  const onWakeEvent = (event: Event) => {
    if (event instanceof CustomEvent && value.on?.includes(String(event.detail))) wake();
  };

  if (value.idleIf && document.querySelector(value.idleIf)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(wake, { timeout: 1000 });
    else setTimeout(wake, 200);
    return;
  }
  const woken = (window as WakeRegistry).__storefrontWoken ?? [];
  if (value.on?.some((name) => woken.includes(name))) {
    wake();
    return;
  }
  for (const name of events) target.addEventListener(name, onInput, { capture: true, passive: true });
  if (value.on?.length) window.addEventListener(WAKE_EVENT, onWakeEvent);
  if (value.visible) {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: value.rootMargin ?? '0px' },
    );
    // The island element itself is display: contents; its children are what take up room.
    const watched = value.visibleTargets ? el.querySelectorAll(value.visibleTargets) : el.children;
    for (const element of watched) observer.observe(element);
  }
};

export default interactionDirective;
