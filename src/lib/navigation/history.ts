/** Event fired when an island changes the URL in place (pushState/replaceState). */
export const URL_CHANGE_EVENT = 'storefront:urlchange';

/** Changes the URL without a page load and tells every island (spec: a query change closes the drawer). */
export function updateUrl(url: string, mode: 'push' | 'replace' = 'push'): void {
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  window.dispatchEvent(new Event(URL_CHANGE_EVENT));
}

/** Subscribes to in-place URL changes and back/forward; returns the unsubscribe function. */
export function onUrlChange(listener: () => void): () => void {
  window.addEventListener(URL_CHANGE_EVENT, listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener(URL_CHANGE_EVENT, listener);
    window.removeEventListener('popstate', listener);
  };
}
