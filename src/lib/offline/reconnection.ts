import { RECONNECTED_ATTRIBUTE } from './cache-names.ts';

/**
 * The connection came back while this page was open and is here now (connection.ts marks <html>).
 * A part that starts after RECONNECTED_EVENT was fired (its module still loading) asks this: what the
 * page holds may be the offline worker's copy, so it loads fresh data as a listener would have.
 */
export function reconnectedEarlier(): boolean {
  const html = document.documentElement;
  return html.hasAttribute(RECONNECTED_ATTRIBUTE) && !html.hasAttribute('data-offline');
}
