/**
 * Logging out clears what the service worker kept while the shopper was signed in (issue 13): the
 * product pages and catalog answers of every build (cache-names.ts: cachesToForgetOnLogout). The
 * worker never stores a shopper's own data; this makes sure that nothing fetched in their session
 * outlives it on a shared device. Browser I/O (the Cache Storage API), like src/lib/api.
 */
import { cachesToForgetOnLogout } from './cache-names.ts';

export async function forgetShopperCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = cachesToForgetOnLogout(await caches.keys());
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Cannot clear the offline caches', error);
  }
}
