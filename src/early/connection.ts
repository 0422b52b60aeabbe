/**
 * The connection watch (issue 13), part of the head script (head.entry.ts):
 *   - marks the page `data-offline` while the browser is offline, which shows the quiet offline
 *     banner (CSS only, so nothing moves);
 *   - when the connection returns after being lost, fires RECONNECTED_EVENT: the islands that show
 *     catalog data load it again, fresh from the network (src/lib/api/http.ts);
 *   - once the page's first screen is drawn (after-first-screen.ts), registers the service worker,
 *     unless the shopper asked to save data (Save-Data): precaching the shell would download pages
 *     they may never open.
 */
import { RECONNECTED_ATTRIBUTE, RECONNECTED_EVENT, SERVICE_WORKER_PATH } from '../lib/offline/cache-names.ts';
import { afterFirstScreen } from './after-first-screen.ts';

export function watchConnection(): void {
  const root = document.documentElement;
  let wasOffline = navigator.onLine === false;
  root.toggleAttribute('data-offline', wasOffline);
  addEventListener('offline', () => {
    wasOffline = true;
    root.toggleAttribute('data-offline', true);
  });
  addEventListener('online', () => {
    root.toggleAttribute('data-offline', false);
    if (!wasOffline) return;
    wasOffline = false;
    // A part that starts after this moment (a module still loading) reads it here (RECONNECTED_ATTRIBUTE).
    root.toggleAttribute(RECONNECTED_ATTRIBUTE, true);
    dispatchEvent(new Event(RECONNECTED_EVENT));
  });
  // Asked only once the first screen is drawn: the first touch of navigator.connection or
  // navigator.serviceWorker costs the head script milliseconds that would count before first paint.
  afterFirstScreen(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (!('serviceWorker' in navigator) || (connection && connection.saveData === true)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
      console.warn('Offline worker not registered', error);
    });
  });
}
