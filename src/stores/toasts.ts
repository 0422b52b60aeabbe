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

export function showToast(toast: Omit<Toast, 'id'>, lifeMs = TOAST_LIFE_MS): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  setTimeout(() => dismissToast(id), lifeMs);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
