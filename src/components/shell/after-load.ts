/**
 * Page-wide work that must never compete with the first paint (issue 22): imported by the shell on
 * the load event; the guest session starts when the browser is next idle, field Web Vitals (a sample of
 * page views) at once. This module imports nothing statically, so the shell's own script needs no
 * loader code for it before the load event.
 */

/** At the latest this long after the load event, idle work starts even on a page that never idles. */
const IDLE_TIMEOUT_MS = 3000;

function atIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 500);
}

/** The stored auth record has a session token (read without the store, which may not be loaded). */
function hasSessionToken(): boolean {
  try {
    const record: unknown = JSON.parse(localStorage.getItem('auth') ?? 'null');
    return typeof record === 'object' && record !== null && Boolean((record as { token?: unknown }).token);
  } catch {
    return false;
  }
}

/** Starts the page-wide idle work; the shell calls it once, after the load event. */
export function startAfterLoad(): void {
  // Every visitor is a guest when no session token exists (spec section 1), also on pages that ask the
  // API nothing (edge-rendered /, /search): signed in once; a reload or the next page reuses the token.
  atIdle(() => {
    if (!hasSessionToken()) void import('../../stores/guest-session.ts').then((session) => session.ensureGuestSession());
  });
  // Real shoppers' LCP, INP, CLS and TTFB, for a sample of page views: the library loads only for them.
  // Started now rather than at idle, so an early leave still reports; it observes, it does not compete.
  // The build's sample rate and collector (astro.config.mjs, from src/lib/web-vitals/sampling.ts).
  if (__VITALS_ENDPOINT__ !== null && Math.random() < __VITALS_SAMPLE_RATE__) {
    const endpoint = __VITALS_ENDPOINT__;
    void import('./field-vitals.ts').then((vitals) => vitals.reportFieldVitals(endpoint));
  }
}
