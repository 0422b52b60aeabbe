/**
 * `client:interaction`, the storefront's own Astro client directive (issue 12): an island stays the
 * HTML it was rendered as, and its framework code loads only when the shopper does something with
 * it. Shared by the integration (build time), the directive (browser) and the pages (types).
 */
import { HELD_INPUT_EVENT } from '../../lib/navigation/early-input.ts';

/** The directive's name: `client:interaction` in .astro files. */
export const INTERACTION_DIRECTIVE = 'interaction';

/** Sent by the early-input capture from a control it holds: it wakes that control's island too. */
export { HELD_INPUT_EVENT };

/** The inputs that wake an island: the first press, key or focus inside it (or the page, see `page`). */
export const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin', HELD_INPUT_EVENT] as const;

/**
 * The window event that wakes the islands listening for a name (see wakeIslands). Names already
 * woken are kept on window, so an island whose directive runs later still wakes.
 */
export const WAKE_EVENT = 'storefront:wake';

/**
 * Sent on window as an island starts to wake: what it renders may need rules the page's first-screen
 * styles left out, so the whole stylesheets load now (src/early/rest-styles.ts).
 */
export const ISLAND_WAKING_EVENT = 'storefront:island-waking';

/**
 * The build's stylesheets an island waits for before it renders: one the head script has linked
 * (rest-styles.ts) but that has not arrived has no `sheet` yet. A carousel that measured its slides
 * without their rules stays wrong, and markup drawn unstyled moves when the rules land.
 */
export const BUILD_STYLESHEET_LINKS = 'link[rel="stylesheet"][href^="/_astro/"]';

/** The longest an island waits for them: a stylesheet that failed, or a very slow one, wakes it anyway. */
export const STYLES_WAIT_MS = 3000;

/**
 * A `page` island woken by an input elsewhere on the page waits this long, then for the browser's
 * next idle moment: the island the shopper is using (the search box they type in) gets the network and
 * the main thread first. The login dialogs alone are 39 chunks; asked for with the first key, they
 * queued beside the search box's code on the page's six connections. A wake by name (wakeIslands)
 * still starts at once.
 */
export const PAGE_WAKE_DELAY_MS = 1000;
/** The longest a `page` island then waits for an idle moment. */
export const PAGE_WAKE_IDLE_TIMEOUT_MS = 1000;

/** Also waking an island with `hover`: a mouse pointer coming over it (desktop carousels show their arrows). */
export const HOVER_WAKE_EVENT = 'pointerover';

export interface InteractionOptions {
  /** Also wake when the island comes within this margin of the viewport (IntersectionObserver rootMargin). */
  visible?: boolean;
  rootMargin?: string;
  /**
   * With `visible`: the elements inside the island whose coming into view wakes it (a selector), for
   * an island whose HTML already shows part of what it would render: it wakes only for what is
   * missing. Without it, the island's children are watched.
   */
  visibleTargets?: string;
  /** Also wake when a mouse pointer comes over the island (HOVER_WAKE_EVENT). */
  hover?: boolean;
  /**
   * Wake on the first press, key or focus anywhere on the page, not only inside the island: one inside
   * it at once, one elsewhere a little later (PAGE_WAKE_DELAY_MS).
   */
  page?: boolean;
  /** Wake when code on the page calls wakeIslands(name) with one of these names. */
  on?: string[];
  /**
   * Wake right away (at idle) when the document matches this selector: what the island shows at
   * first paint then differs from its HTML (e.g. `html[data-auth="user"]`, set by an inline script).
   */
  idleIf?: string;
}
