/**
 * The early layer (docs/early-layer.md): each entry of src/early built as the pages inline it, then
 * run in a page made of stand-ins. What each part decides is tested beside its rule (early-input,
 * connection, display font, wake hints, shopper-prefs cookie, recently viewed); here, the built bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileEarlyScript, type EarlyConstants, earlyConstants } from '../../../src/integrations/early-scripts.ts';
import { KNOWN_CHOICES, serializeShopperPrefs } from '../../../src/lib/config/shopper-prefs-cookie.ts';
import { nextTask, stubFrames } from './frames.ts';

const EARLY = new URL('../../../src/early/', import.meta.url);
const entry = (name: string) => new URL(name, EARLY).pathname;
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.app';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const built = new Map<string, string>();
async function source(name: string, constants: EarlyConstants = earlyConstants({})): Promise<string> {
  const key = `${name} ${JSON.stringify(constants)}`;
  const cached = built.get(key);
  if (cached !== undefined) return cached;
  const { code } = await compileEarlyScript(entry(name), constants);
  built.set(key, code);
  return code;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the build of the early entries', () => {
  // The bytes every page carries: a heavy import (a table, a message catalog) shows here first.
  const budgets: [string, number][] = [
    // 3,100 until the first screen's photo was awaited before what follows it (after-first-screen.ts,
    // +40 B); the layout's manifest link (about 30 B of every page's gzip) left the markup with it,
    // and the product page's own script below shed 240 B of lists it never read. 3,140 until the
    // regions below the first screen were shown after it (offscreen-regions.ts, +47 B), which took
    // the longest layout of a phone's /about-us and /product/2000 from 39-46 ms to 21-26 ms. The
    // lasting reconnected mark (connection.ts) took 5 B of the rest: 3,189; the display face declared
    // before the first layout and marked usable (display-font.ts) took the rest, its test-only return
    // values gone: 3,187. Reading the currency a page was priced in from the edge's stamp instead of
    // document.cookie, and leaving the cookie store alone until after the first screen on a first visit
    // (prefs-cookie.ts, priced-with.ts), took 56 B, which the shell's unscoped styles gave back to every
    // document (TopBar.astro): the head script's own time on a phone's pages fell by a third to a half
    // (docs/early-layer.md): 3,243.
    ['head.entry.ts', 3_245],
    ['search-box.entry.ts', 450],
    ['product-viewed.entry.ts', 480],
  ];
  it.each(budgets)('%s is one minified IIFE, no module code, within %i bytes gzip', async (name, gzipBudget) => {
    const code = await source(name);
    expect(code).toMatch(/^("use strict";)?\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(code).not.toMatch(/\bimport\(|\brequire\(|__name|\bexport\b|toString\(\)/);
    expect(code).not.toContain('\n');
    expect(gzipSync(code).length).toBeLessThanOrEqual(gzipBudget);
  });

  it('the build constants come from the build variables and the known lists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(earlyConstants({})).toEqual({ __ANDROID_APP__: 'false', __IOS_APP__: 'false', __KNOWN_CHOICES__: JSON.stringify(KNOWN_CHOICES) });
    expect(earlyConstants({ PUBLIC_ANDROID_STORE_URL: PLAY_STORE, PUBLIC_IOS_STORE_URL: 'not a store page' })).toMatchObject({
      __ANDROID_APP__: 'true',
      __IOS_APP__: 'false',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('no inline script in a page is written by hand or from a function turned into text', () => {
  const astroFiles = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile() && file.name.endsWith('.astro'))
      .map((file) => join(file.parentPath, file.name));
  const files = astroFiles(new URL('../../../src/', import.meta.url).pathname);
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it.each(files.map((file) => [file.slice(file.indexOf('/src/') + 1), file]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const earlyImports = new Set([...text.matchAll(/^import (\w+) from '[^']*\/early\/[\w-]+\.entry\.ts\?early';$/gm)].map((match) => match[1]));
    for (const [tag] of text.matchAll(/<script\b[^>]*\bis:inline\b[^>]*>/g)) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      const body = /set:html=\{(\w+)\}/.exec(tag);
      expect(body, `${tag}: an inline script's text is an entry of src/early imported with ?early`).not.toBeNull();
      expect(earlyImports.has(body?.[1] ?? ''), `${tag}: ${body?.[1]} is not imported from src/early with ?early`).toBe(true);
    }
  });
});

/** A page as small as the head script needs, with what it did to <html>, the address and storage. */
function fakePage(options: {
  stored?: Record<string, string>;
  session?: Record<string, string>;
  cookie?: string;
  /** The edge's data-priced-with stamp on <html> (src/lib/config/priced-with.ts). */
  stamp?: string;
  accessDenied?: string;
  url?: string;
  userAgent?: string;
  storageThrows?: boolean;
}) {
  const stored = new Map(Object.entries(options.stored ?? {}));
  const dataset: Record<string, string> = options.stamp === undefined ? {} : { pricedWith: options.stamp };
  const attributes = new Set<string>();
  const documentListeners: string[] = [];
  const windowListeners: string[] = [];
  const replaced: string[] = [];
  const cookies: string[] = [];
  let cookieReads = 0;
  const url = new URL(options.url ?? 'https://store.example/about-us');
  class FakeScript {
    dataset: Record<string, string> = options.accessDenied ? { accessDenied: options.accessDenied } : {};
  }
  const storage = (data: Map<string, string>) => ({
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      data.set(key, value);
    },
  });
  vi.stubGlobal('HTMLScriptElement', FakeScript);
  vi.stubGlobal('document', {
    currentScript: new FakeScript(),
    documentElement: {
      dataset,
      toggleAttribute: (name: string, on: boolean) => (on ? attributes.add(name) : attributes.delete(name)),
    },
    addEventListener: (type: string) => documentListeners.push(type),
    get cookie() {
      cookieReads += 1;
      return options.cookie ?? '';
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  vi.stubGlobal('localStorage', storage(stored));
  vi.stubGlobal('sessionStorage', storage(new Map(Object.entries(options.session ?? {}))));
  vi.stubGlobal('location', {
    protocol: url.protocol,
    pathname: url.pathname,
    search: url.search,
    replace: (to: string) => replaced.push(to),
  });
  vi.stubGlobal('navigator', { userAgent: options.userAgent ?? DESKTOP, maxTouchPoints: 0, platform: 'Linux x86_64', onLine: true });
  vi.stubGlobal('FontFace', undefined);
  vi.stubGlobal('addEventListener', (type: string) => windowListeners.push(type));
  return {
    dataset,
    attributes,
    documentListeners,
    windowListeners,
    replaced,
    cookies,
    stored,
    get cookieReads() {
      return cookieReads;
    },
  };
}

describe('the head script, as built, in a page', () => {
  let head = '';
  let headWithApps = '';
  beforeAll(async () => {
    head = await source('head.entry.ts');
    headWithApps = await source('head.entry.ts', earlyConstants({ PUBLIC_ANDROID_STORE_URL: PLAY_STORE }));
  });
  const signedIn = JSON.stringify({ authenticator: { id: 7 } });
  const usdHongKong = JSON.stringify({ currency: { code: 'USD' }, location: { id: 3 } });

  const table: { name: string; page: Parameters<typeof fakePage>[0]; apps?: boolean; auth: string; replaced: string[]; wake?: string }[] = [
    { name: 'a guest on an open page stays, as a guest', page: {}, auth: 'guest', replaced: [] },
    { name: 'a signed-in shopper shows as a user', page: { stored: { auth: signedIn } }, auth: 'user', replaced: [] },
    {
      name: 'a guest on a guarded page is sent to access denied in its language, with the way back',
      page: { accessDenied: '/ms/access-denied', url: 'https://store.example/ms/settings?tab=2' },
      auth: 'guest',
      replaced: ['/ms/access-denied?re=%2Fms%2Fsettings%3Ftab%3D2'],
    },
    { name: 'a signed-in shopper on a guarded page stays', page: { accessDenied: '/access-denied', stored: { auth: signedIn } }, auth: 'user', replaced: [] },
    {
      name: 'the address opens a sign-in dialog: the dialogs wake',
      page: { url: 'https://store.example/?login=1' },
      auth: 'guest',
      replaced: [],
      wake: 'dialogs',
    },
    { name: 'a carried toast wakes the toaster', page: { stored: { toastsCarried: '1' } }, auth: 'guest', replaced: [], wake: 'toast' },
    // The head script leaves session storage alone (its first read is a synchronous round trip): the flag says.
    { name: 'toasts in session storage without the flag', page: { session: { toasts: '[{"summary":"Saved"}]' } }, auth: 'guest', replaced: [] },
    {
      name: 'an Android phone with an app in the build shows the banner',
      page: { userAgent: ANDROID_PHONE },
      apps: true,
      auth: 'guest',
      replaced: [],
      wake: 'banner android',
    },
    { name: 'an Android phone in a build without apps shows none', page: { userAgent: ANDROID_PHONE }, auth: 'guest', replaced: [] },
  ];
  it.each(table)('$name', ({ page: options, apps, auth, replaced, wake }) => {
    const page = fakePage(options);
    new Function(apps ? headWithApps : head)();
    expect(page.dataset['auth']).toBe(auth);
    expect(page.replaced).toEqual(replaced);
    expect(page.dataset['wake']).toBe(wake);
    // Input before hydration is held from here on, and the connection is watched.
    expect(page.documentListeners).toEqual(['click', 'change', 'submit']);
    expect(page.windowListeners).toEqual(expect.arrayContaining(['offline', 'online']));
  });

  it('writes the currency cookie the stored choice calls for, and marks the edge-priced page to re-price', () => {
    const page = fakePage({ stored: { global: usdHongKong } });
    new Function(head)();
    expect(page.cookies).toEqual([serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: true })]);
    expect(page.dataset['wake']).toBe('repriced prefs');
  });

  // Before first paint the head script does not read document.cookie (a synchronous trip to the browser)
  // where the page says what it was priced in, or where nothing is stored to compare with.
  const prefsTable: { name: string; page: Parameters<typeof fakePage>[0]; written: string[]; wake?: string; cookieReads: number }[] = [
    {
      name: 'a page the edge priced in the stored choice: nothing to write, the cookie store left alone',
      page: { stored: { global: usdHongKong }, stamp: 'USD.3', cookie: 'shopper_prefs=USD.3' },
      written: [],
      wake: 'prefs',
      cookieReads: 0,
    },
    {
      name: 'a page the edge priced in the defaults while the stored choice is US dollars: written from the stamp, re-priced',
      page: { stored: { global: usdHongKong }, stamp: 'SGD.0', cookie: 'shopper_prefs=USD.3' },
      written: [serializeShopperPrefs({ currency: { code: 'USD' }, location: { id: 3 } }, { secure: true })],
      wake: 'repriced prefs',
      cookieReads: 0,
    },
    {
      name: 'a first visit to a page the edge did not render: the cookie store waits for the first screen',
      page: { cookie: 'shopper_prefs=USD.3' },
      written: [],
      cookieReads: 0,
    },
  ];
  it.each(prefsTable)('$name', ({ page: options, written, wake, cookieReads }) => {
    const page = fakePage(options);
    new Function(head)();
    expect(page.cookies).toEqual(written);
    expect(page.dataset['wake']).toBe(wake);
    expect(page.cookieReads).toBe(cookieReads);
  });

  it('storage refused: each part that can still runs (a guest, input held, the connection watched)', () => {
    const page = fakePage({ storageThrows: true, accessDenied: '/access-denied', url: 'https://store.example/profile/0' });
    expect(() => new Function(head)()).not.toThrow();
    expect(page.dataset['auth']).toBe('guest');
    expect(page.replaced).toEqual(['/access-denied?re=%2Fprofile%2F0']);
    expect(page.documentListeners).toEqual(['click', 'change', 'submit']);
    expect(page.windowListeners).toEqual(expect.arrayContaining(['offline', 'online']));
  });
});

describe('the head script starts what comes after the first screen (issue 37, item 2)', () => {
  function pageWithFirstScreen(photo: { decode: () => Promise<void> } | null = null, options: Parameters<typeof fakePage>[0] = {}) {
    const fake = fakePage(options);
    const handlers = new Map<string, (() => void)[]>();
    vi.stubGlobal('addEventListener', (type: string, handler: () => void) => handlers.set(type, [...(handlers.get(type) ?? []), handler]));
    const started: string[] = [];
    const element = (tag: string, src: string) => {
      const attributes = new Map([['data-rest', src]]);
      return {
        tag,
        getAttribute: (name: string) => attributes.get(name) ?? null,
        removeAttribute: (name: string) => attributes.delete(name),
        after: (next: { rel?: string; href?: string }) => started.push(`${src}: ${next.rel} ${next.href} after`),
        // Replaced, it is no longer in the page.
        replaceWith: (next: { type?: string; src?: string }) => {
          attributes.clear();
          started.push(`${src}: ${next.type} ${next.src} in place`);
        },
        get marked() {
          return attributes.has('data-rest');
        },
      };
    };
    const elements = [
      element('style', '/_astro/StoreLayout.a1.css'),
      element('style', '/_astro/ProductCard.b2.css'),
      element('script', '/_astro/ShellIslands.c3.js'),
    ];
    const page = globalThis.document as unknown as Record<string, unknown>;
    page['querySelectorAll'] = (selector: string) => elements.filter((one) => one.marked && selector === `${one.tag}[data-rest]`);
    page['createElement'] = () => ({});
    page['querySelector'] = (selector: string) => (selector === 'img[fetchpriority="high"]' ? photo : null);
    const drawFrame = stubFrames();
    return { handlers, started, drawFrame, fake };
  }
  const fire = (handlers: Map<string, (() => void)[]>, type: string) => {
    for (const handler of handlers.get(type) ?? []) handler();
  };
  const styles = [
    '/_astro/StoreLayout.a1.css: stylesheet /_astro/StoreLayout.a1.css after',
    '/_astro/ProductCard.b2.css: stylesheet /_astro/ProductCard.b2.css after',
  ];
  const scripts = ['/_astro/ShellIslands.c3.js: module /_astro/ShellIslands.c3.js in place'];

  it('once the first screen is drawn (the load event, then its frame): each stylesheet right after its rules, then the shell scripts in their places; once', async () => {
    const head = await source('head.entry.ts');
    const { handlers, started, drawFrame } = pageWithFirstScreen();
    new Function(head)();
    expect(started).toEqual([]);
    fire(handlers, 'load');
    // The load event alone: the frame that draws the first screen's photo comes first.
    await nextTask();
    expect(started).toEqual([]);
    await drawFrame();
    expect(started).toEqual([...styles, ...scripts]);
    fire(handlers, 'storefront:island-waking');
    await drawFrame();
    expect(started).toEqual([...styles, ...scripts]);
  });

  it.each([
    ['decoded', () => Promise.resolve()],
    ['that cannot be decoded', () => Promise.reject(new Error('EncodingError'))],
  ])('a page with a first-screen photo waits for it to be drawn: a photo %s', async (_case, settle) => {
    const head = await source('head.entry.ts');
    // Each part that waits for the first screen asks for the decode of its own.
    const decoding: (() => void)[] = [];
    const decoded = () => {
      for (const resolve of decoding) resolve();
    };
    const photo = { decode: () => new Promise<void>((resolve) => decoding.push(resolve)).then(settle) };
    const { handlers, started, drawFrame } = pageWithFirstScreen(photo);
    new Function(head)();
    fire(handlers, 'load');
    // Its frame has come, but the photo is still being decoded: nothing competes with it yet.
    await drawFrame();
    expect(started).toEqual([]);
    decoded();
    await nextTask();
    await drawFrame();
    expect(started).toEqual([...styles, ...scripts]);
  });

  it('the regions below the first screen are shown after it, one a frame, each once', async () => {
    const head = await source('head.entry.ts');
    const { handlers } = pageWithFirstScreen();
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callbacks.push(callback));
    /** One frame: its callbacks, then the task after it. */
    const frame = async () => {
      for (const callback of callbacks.splice(0)) callback();
      await nextTask();
    };
    const region = (name: string) => {
      const attributes = new Set(['data-offscreen']);
      const removeAttribute = (attribute: string) => {
        attributes.delete(attribute);
      };
      return { name, removeAttribute, marked: () => attributes.has('data-offscreen') };
    };
    const regions = [region('about section'), region('footer')];
    const page = globalThis.document as unknown as Record<string, unknown>;
    const before = page['querySelector'] as (selector: string) => unknown;
    page['querySelector'] = (selector: string) => (selector === '[data-offscreen]' ? (regions.find((one) => one.marked()) ?? null) : before(selector));
    new Function(head)();
    await frame();
    const shown = () => regions.filter((one) => !one.marked()).map((one) => one.name);
    expect(shown()).toEqual([]);
    fire(handlers, 'load');
    await nextTask();
    await frame(); // the first screen's
    expect(shown()).toEqual(['about section']);
    await frame(); // the about section's
    expect(shown()).toEqual(['about section', 'footer']);
    await frame(); // the footer's: nothing is left
    expect(callbacks).toEqual([]);
  });

  it('a cookie left behind by cleared storage, on a page the edge did not render: put right after the first screen, not before', async () => {
    const head = await source('head.entry.ts');
    const { handlers, drawFrame, fake } = pageWithFirstScreen(null, { cookie: 'shopper_prefs=USD.3' });
    new Function(head)();
    expect(fake.cookieReads).toBe(0);
    fire(handlers, 'load');
    await drawFrame();
    expect(fake.cookieReads).toBe(1);
    expect(fake.cookies).toEqual([serializeShopperPrefs({ currency: { code: 'SGD' }, location: { id: 0 } }, { secure: true })]);
  });

  it('an island waking first: the stylesheets at once, the scripts still after the first screen', async () => {
    const head = await source('head.entry.ts');
    const { handlers, started, drawFrame } = pageWithFirstScreen();
    new Function(head)();
    fire(handlers, 'storefront:island-waking');
    expect(started).toEqual(styles);
    fire(handlers, 'load');
    await drawFrame();
    expect(started).toEqual([...styles, ...scripts]);
  });
});

describe('the page entries, as built', () => {
  it('search box: the field shows the query of the address, as the awake box reads it', async () => {
    const code = await source('search-box.entry.ts');
    const field = { value: '' };
    class FakeInput {}
    Object.setPrototypeOf(field, FakeInput.prototype);
    vi.stubGlobal('HTMLInputElement', FakeInput);
    vi.stubGlobal('location', { search: '?product=%20kelly%20%2028%20&l=50' });
    vi.stubGlobal('document', {
      currentScript: { parentElement: { querySelector: (selector: string) => (selector === 'input[name="product"]' ? field : null) } },
    });
    new Function(code)();
    expect(field.value).toBe('kelly  28');
  });

  it('product page: the product on the page goes first in recently viewed, as the page parses', async () => {
    const code = await source('product-viewed.entry.ts');
    const storage = new Map<string, string>([['recentlyViewed', '[5,9]']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    });
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'product-data' ? { textContent: '{"id":9}' } : null) });
    new Function(code)();
    expect(storage.get('recentlyViewed')).toBe('[9,5]');
  });
});
