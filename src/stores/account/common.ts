/**
 * What the account actions share (issue 38): the failure toast with the server's message, and the
 * page change that follows signing in, out or deleting the account.
 */
import { serverMessage } from '../../lib/api/http.ts';
import type { ToastSpec } from '../../lib/accounts/social.ts';
import { showToast } from '../toasts.ts';

/** An error toast: `summary`, with the server's message (or `fallback`) as its detail. */
export function errorToast(summary: string, error: unknown, fallback = ''): void {
  const detail = serverMessage(error, fallback);
  const toast: ToastSpec = detail ? { severity: 'error', summary, detail } : { severity: 'error', summary };
  showToast(toast);
}

/** Goes to another page (a full load: no client router, docs/decisions.md). */
export function go(path: string): void {
  window.location.assign(path);
}
