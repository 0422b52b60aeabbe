import { atom } from 'nanostores';
import { TOAST_LIFE_MS } from '../lib/config/storefront.ts';
import { wakeIslands } from '../early/interaction/wake.ts';
import { TOAST_CARRY_FLAG_KEY, TOAST_CARRY_KEY } from '../lib/config/storage-keys.ts';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  summary: string;
  detail?: string;
}

/** Toasts shown top-center; each leaves after TOAST_LIFE_MS (spec section 9). */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
/** When each visible toast leaves (epoch ms), so one raised just before a page change can finish its life on the next page. */
const leavesAt = new Map<number, number>();
/** Session storage key of toasts carried over to the next page (read by the layout's wake hints too). */
export { TOAST_CARRY_KEY };
const CARRY_KEY = TOAST_CARRY_KEY;

export function showToast(toast: Omit<Toast, 'id'>, lifeMs = TOAST_LIFE_MS): number {
  const id = nextId++;
  // The toaster's island may still be HTML (client:interaction): wake it; it reads the store as it hydrates.
  wakeIslands('toasts');
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  leavesAt.set(id, Date.now() + lifeMs);
  setTimeout(() => dismissToast(id), lifeMs);
  return id;
}

export function dismissToast(id: number): void {
  leavesAt.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export interface CarriedToast extends Omit<Toast, 'id'> {
  /** Life left when the page went: the time between pages does not count (a slow next page must not eat it). */
  remainingMs: number;
}

/** The visible toasts with life left at `now`, to show on the next page. */
export function toastsToCarry(toasts: readonly Toast[], leaves: ReadonlyMap<number, number>, now: number): CarriedToast[] {
  return toasts.flatMap(({ id, ...toast }) => {
    const remainingMs = (leaves.get(id) ?? 0) - now;
    return remainingMs > 0 ? [{ ...toast, remainingMs }] : [];
  });
}

/** Carried toasts read back from storage; anything malformed is dropped, each life capped at `maxMs`. */
export function readCarried(raw: string | null, maxMs = TOAST_LIFE_MS): CarriedToast[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { severity, summary, detail, remainingMs } = entry as Record<string, unknown>;
    if (typeof summary !== 'string' || typeof remainingMs !== 'number' || !(remainingMs > 0)) return [];
    if (severity !== 'success' && severity !== 'info' && severity !== 'warn' && severity !== 'error') return [];
    return [{ severity, summary, ...(typeof detail === 'string' ? { detail } : {}), remainingMs: Math.min(remainingMs, maxMs) }];
  });
}

// This is a multi-page site: a toast raised right before a navigation (e.g. 'Access denied' on the
// way to /register) is kept in session storage when the page goes and shown on the next one for
// the rest of its life. A flag in local storage tells the next page's head script that some wait
// (TOAST_CARRY_FLAG_KEY), so the toaster wakes at idle to show them.
if (typeof window !== 'undefined') {
  try {
    const carried = readCarried(sessionStorage.getItem(CARRY_KEY));
    sessionStorage.removeItem(CARRY_KEY);
    localStorage.removeItem(TOAST_CARRY_FLAG_KEY);
    for (const { remainingMs, ...toast } of carried) showToast(toast, remainingMs);
  } catch {
    // Storage blocked: nothing to show.
  }
  window.addEventListener('pagehide', () => {
    const carried = toastsToCarry($toasts.get(), leavesAt, Date.now());
    try {
      if (carried.length > 0) {
        sessionStorage.setItem(CARRY_KEY, JSON.stringify(carried));
        localStorage.setItem(TOAST_CARRY_FLAG_KEY, '1');
      }
    } catch {
      // Storage full or blocked: the toast simply ends with the page.
    }
  });
}
