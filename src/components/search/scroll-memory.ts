/**
 * The search route keeps its scroll position (spec section 2): positions are remembered per search
 * URL for the tab's session and put back once that URL's results have painted — after back/forward,
 * a reload, or a return from a product page. The browser's own restoration is turned off here
 * because it runs before the results arrive and would land at the top.
 */
const STORAGE_KEY = 'search-scroll';
const KEEP = 30;

type Positions = Record<string, number>;

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function currentKey(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function rememberScroll(): void {
  const positions = read();
  delete positions[currentKey()];
  positions[currentKey()] = Math.round(window.scrollY);
  const keys = Object.keys(positions);
  for (const key of keys.slice(0, Math.max(0, keys.length - KEEP))) delete positions[key];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: the page still works, it just starts at the top.
  }
}

export function savedScroll(): number | null {
  const y = read()[currentKey()];
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}

/** True when this page load is a back/forward or reload, i.e. a return to a place the shopper was. */
export function isReturnVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

/** Remembers the position while the shopper scrolls and when the page is left. */
export function trackScroll(): () => void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onScroll = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(rememberScroll, 120);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', rememberScroll);
  return () => {
    if (timer) clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', rememberScroll);
  };
}
