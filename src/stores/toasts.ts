import { atom } from 'nanostores';
import { TOAST_LIFE_MS } from '../lib/config/storefront.ts';

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
const CARRY_KEY = 'toasts';

export function showToast(toast: Omit<Toast, 'id'>, lifeMs = TOAST_LIFE_MS): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  leavesAt.set(id, Date.now() + lifeMs);
  setTimeout(() => dismissToast(id), lifeMs);
  return id;
}

export function dismissToast(id: number): void {
  leavesAt.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

interface CarriedToast extends Omit<Toast, 'id'> {
  leavesAt: number;
}

// This is a multi-page site: a toast raised right before a navigation (e.g. 'Access denied' on the
// way to /register) is kept in session storage when the page goes and shown on the next one for
// the rest of its life.
if (typeof window !== 'undefined') {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRY_KEY) ?? '[]') as CarriedToast[];
    sessionStorage.removeItem(CARRY_KEY);
    const now = Date.now();
    for (const { leavesAt: until, ...toast } of carried) if (until > now) showToast(toast, until - now);
  } catch {
    // Unreadable carry-over: nothing to show.
  }
  window.addEventListener('pagehide', () => {
    const now = Date.now();
    const carried: CarriedToast[] = $toasts
      .get()
      .flatMap(({ id, ...toast }) => {
        const until = leavesAt.get(id) ?? 0;
        return until > now ? [{ ...toast, leavesAt: until }] : [];
      });
    try {
      if (carried.length > 0) sessionStorage.setItem(CARRY_KEY, JSON.stringify(carried));
    } catch {
      // Storage full or blocked: the toast simply ends with the page.
    }
  });
}
