/** Installable (issue 13): the web app manifest; and the head script's connection watch. */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { watchConnection } from '../../../src/early/connection.ts';
import { reconnectedEarlier } from '../../../src/lib/offline/reconnection.ts';
import { webAppManifest } from '../../../src/lib/offline/web-app-manifest.ts';
import { stubFrames } from '../early/frames.ts';

describe('web app manifest', () => {
  it('has the names, colours, start URL, standalone display and the icons of the usual sizes', () => {
    const manifest = webAppManifest();
    expect(manifest.short_name).toBe('Reluxe');
    expect(manifest.name).toContain('Reluxe');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});

// The icons are drawn from the brand mark; as outlines it draws alike everywhere and the tab's icon
// makes the browser look up no font (docs/offline.md).
it('the brand mark is shapes only: no text, no font', () => {
  const mark = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');
  expect(mark).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
  expect(mark).toContain('<path');
  expect(mark).not.toMatch(/<text|font-family|@font-face|<image/);
});

describe('connection watch', () => {
  function fakeBrowser(options: { onLine: boolean; saveData?: boolean; serviceWorker?: boolean }) {
    const listeners = new Map<string, (() => void)[]>();
    const attributes = new Set<string>();
    const register = vi.fn(() => Promise.resolve());
    const dispatched: string[] = [];
    const navigatorLike: Record<string, unknown> = { onLine: options.onLine };
    if (options.serviceWorker !== false) navigatorLike['serviceWorker'] = { register };
    if (options.saveData !== undefined) navigatorLike['connection'] = { saveData: options.saveData };
    vi.stubGlobal('navigator', navigatorLike);
    vi.stubGlobal('document', { documentElement: { toggleAttribute: (name: string, on: boolean) => (on ? attributes.add(name) : attributes.delete(name)) } });
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]));
    vi.stubGlobal('dispatchEvent', (event: Event) => dispatched.push(event.type));
    const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
    const drawFrame = stubFrames();
    return { attributes, register, dispatched, fire, drawFrame, setOnline: (on: boolean) => (navigatorLike['onLine'] = on) };
  }

  it('marks the page offline, and announces the connection coming back once', () => {
    const browser = fakeBrowser({ onLine: true });
    watchConnection();
    expect(browser.attributes.has('data-offline')).toBe(false);
    browser.fire('online');
    expect(browser.dispatched).toEqual([]);
    browser.fire('offline');
    expect(browser.attributes.has('data-offline')).toBe(true);
    browser.fire('online');
    expect(browser.attributes.has('data-offline')).toBe(false);
    expect(browser.dispatched).toEqual(['store:reconnected']);
    vi.unstubAllGlobals();
  });

  it('marks the page reconnected for the parts that start later, and keeps the mark', () => {
    const browser = fakeBrowser({ onLine: true });
    watchConnection();
    browser.fire('online');
    expect(browser.attributes.has('data-reconnected')).toBe(false);
    browser.fire('offline');
    expect(browser.attributes.has('data-reconnected')).toBe(false);
    browser.fire('online');
    expect(browser.attributes.has('data-reconnected')).toBe(true);
    browser.fire('offline');
    expect(browser.attributes.has('data-reconnected')).toBe(true);
    vi.unstubAllGlobals();
  });

  it.each([
    ['never offline', [], false],
    ['offline now', ['data-offline'], false],
    ['back after a loss', ['data-reconnected'], true],
    ['lost again after coming back', ['data-reconnected', 'data-offline'], false],
  ])('a part starting late reads the page as reconnected: %s', (_name, marks, expected) => {
    vi.stubGlobal('document', { documentElement: { hasAttribute: (name: string) => marks.includes(name) } });
    expect(reconnectedEarlier()).toBe(expected);
    vi.unstubAllGlobals();
  });

  it('a page opened offline starts marked, and refreshes when the connection returns', () => {
    const browser = fakeBrowser({ onLine: false });
    watchConnection();
    expect(browser.attributes.has('data-offline')).toBe(true);
    browser.fire('online');
    expect(browser.dispatched).toEqual(['store:reconnected']);
    vi.unstubAllGlobals();
  });

  it.each([
    ['registers the worker once the first screen is drawn (load, then its frame)', { onLine: true }, true],
    ['never with Save-Data (no precaching)', { onLine: true, saveData: true }, false],
    ['not where service workers are missing', { onLine: true, serviceWorker: false }, false],
  ])('%s', async (_name, options, registers) => {
    const browser = fakeBrowser(options);
    watchConnection();
    expect(browser.register).not.toHaveBeenCalled();
    browser.fire('load');
    expect(browser.register).not.toHaveBeenCalled();
    await browser.drawFrame();
    expect(browser.register.mock.calls.length).toBe(registers ? 1 : 0);
    if (registers) expect(browser.register).toHaveBeenCalledWith('/sw.js');
    vi.unstubAllGlobals();
  });
});
