/** Helpers of the offline tests (issue 13): the service worker as a shopper's browser runs it. */
import { expect, type Page } from '@playwright/test';

/** Waits until this build's worker is installed, active and in charge of the page. */
export async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** The build version of the worker that controls the page (it answers a VERSION message). */
export function controllerVersion(page: Page): Promise<string | null> {
  return page
    .evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const worker = navigator.serviceWorker.controller;
          if (!worker) return resolve(null);
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve((event.data as { version: string }).version);
          worker.postMessage({ type: 'VERSION' }, [channel.port2]);
          setTimeout(() => resolve(null), 5000);
        }),
    )
    .catch(() => null); // the page was navigating: ask again
}

/**
 * The URL of every cache entry the worker holds, without reading a body: what a poll asks (reading
 * every body of the precached shell took 3.5 s a time on a busy machine, so a 7 s poll asked twice).
 */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/** Every cache entry the worker holds: cache name, URL and body text. */
export function cachedEntries(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: response ? await response.clone().text() : '' });
      }
    }
    return entries;
  });
}

/**
 * Stops the active (old) worker, as Chromium does when a worker has been idle for a while. Chromium
 * hands a registration to a worker that called skipWaiting once the old one is idle; under Playwright
 * the DevTools attachment keeps workers running, so a deploy test does the stop itself.
 */
export async function stopActiveWorker(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const versions = new Map<string, { status: string; runningStatus: string }>();
  session.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  await session.send('ServiceWorker.enable');
  await expect.poll(() => versions.size).toBeGreaterThan(0);
  for (const [versionId, version] of versions) {
    if (version.status === 'activated' && version.runningStatus !== 'stopped') await session.send('ServiceWorker.stopWorker', { versionId });
  }
  await session.detach();
}
