/**
 * The connection watch (issue 13), a few bytes of inline script in <head> (StoreLayout):
 *   - marks the page `data-offline` while the browser is offline, which shows the quiet offline
 *     banner (CSS only, so nothing moves);
 *   - when the connection returns after being lost, fires RECONNECTED_EVENT: the islands that show
 *     catalog data load it again, fresh from the network (src/lib/api/http.ts);
 *   - after the page's load event, registers the service worker, unless the shopper asked to save
 *     data (Save-Data): precaching the shell would download pages they may never open.
 */
import { RECONNECTED_EVENT, SERVICE_WORKER_PATH } from './cache-names.ts';

export { RECONNECTED_EVENT };

/**
 * Inlined as `(source)(workerPath, reconnectedEvent)`: it must not refer to anything outside itself
 * and declares no named inner functions (a build may wrap those in helpers).
 */
export function watchConnection(workerPath: string, reconnectedEvent: string): void {
  const root = document.documentElement;
  let wasOffline = navigator.onLine === false;
  root.toggleAttribute('data-offline', wasOffline);
  addEventListener('offline', function () {
    wasOffline = true;
    root.toggleAttribute('data-offline', true);
  });
  addEventListener('online', function () {
    root.toggleAttribute('data-offline', false);
    if (!wasOffline) return;
    wasOffline = false;
    dispatchEvent(new Event(reconnectedEvent));
  });
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!('serviceWorker' in navigator) || (connection && connection.saveData === true)) return;
  addEventListener('load', function () {
    navigator.serviceWorker.register(workerPath).catch(function (error: unknown) {
      console.warn('The offline service worker could not be registered', error);
    });
  });
}

export function connectionScript(): string {
  return `(${watchConnection.toString()})(${JSON.stringify(SERVICE_WORKER_PATH)},${JSON.stringify(RECONNECTED_EVENT)});`;
}
