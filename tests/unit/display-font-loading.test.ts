import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_FONT_CODE_POINTS, DISPLAY_FONT_URL } from '../../src/lib/config/display-font-file.ts';
import { DISPLAY_FONT_FACE, DISPLAY_FONT_KEY } from '../../src/lib/config/display-font-loading.ts';
import { startDisplayFont } from '../../src/early/display-font.ts';
import { nextTask, stubFrames } from './early/frames.ts';

/** A browser's FontFace, document.fonts, local storage and load event, recorded. */
function fakeBrowser({ stored = null as string | null, storageThrows = false, loadFails = false, loadHeld = false, fontFace = true } = {}) {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  const loadsStarted: string[] = [];
  let finishLoad = (): void => undefined;
  const storage = new Map<string, string>(stored === null ? [] : [[DISPLAY_FONT_KEY, stored]]);
  const loadListeners: (() => void)[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      loadsStarted.push(this.source);
      if (loadFails) return Promise.reject(new Error('network'));
      return loadHeld ? new Promise<this>((resolve) => (finishLoad = () => resolve(this))) : Promise.resolve(this);
    }
  }
  if (fontFace) vi.stubGlobal('FontFace', FakeFontFace);
  else vi.stubGlobal('FontFace', undefined);
  const marks = new Set<string>();
  vi.stubGlobal('document', {
    fonts: { add: (face: FakeFontFace) => added.push(face) },
    documentElement: { toggleAttribute: (name: string, on: boolean) => (on ? marks.add(name) : marks.delete(name)) },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('SecurityError');
      storage.set(key, value);
    },
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    if (type === 'load') loadListeners.push(listener);
  });
  const drawFrame = stubFrames();
  return {
    added,
    loadsStarted,
    /** The serif stacks name the face (global.css reads <html data-display-font>). */
    inUse: () => marks.has('data-display-font'),
    storage,
    /** A held file arrives (loadHeld). */
    finishLoad: async () => {
      finishLoad();
      await nextTask();
    },
    /** The load event alone: the first screen's frame has not been drawn yet. */
    fireLoadOnly: async () => {
      for (const listener of loadListeners.splice(0)) listener();
      await nextTask();
    },
    /** The load event, the frame after it, and the task after that frame (src/early/after-first-screen.ts). */
    fireLoad: async () => {
      for (const listener of loadListeners.splice(0)) listener();
      await drawFrame();
      await nextTask();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the display typeface never competes with the first paint (issue 22)', () => {
  it.each([
    ['a first visit (nothing stored)', null],
    ['a device that loaded an older subset', '/fonts/cormorant-garamond-0000000000.woff2'],
  ])('%s: declared at once, asked for and used once the first screen is drawn (load, then its frame), then remembered', async (_case, stored) => {
    const browser = fakeBrowser({ stored });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    // Declared before the first layout, named by no stack: nothing asks for the file yet.
    expect(browser.added).toHaveLength(1);
    expect(browser.inUse()).toBe(false);
    await browser.fireLoadOnly();
    expect(browser.loadsStarted).toHaveLength(0);
    expect(browser.inUse()).toBe(false);
    await browser.fireLoad();
    expect(browser.loadsStarted).toHaveLength(1);
    expect(browser.inUse()).toBe(true);
    expect(browser.added).toHaveLength(1);
    expect(browser.storage.get(DISPLAY_FONT_KEY)).toBe(DISPLAY_FONT_URL);
  });

  it('a device that has loaded this file: the face is declared and used at once, before the first paint', () => {
    const browser = fakeBrowser({ stored: DISPLAY_FONT_URL });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    expect(browser.added).toHaveLength(1);
    expect(browser.inUse()).toBe(true);
    // The page's first layout asks for the file (from the HTTP cache), not this script.
    expect(browser.loadsStarted).toHaveLength(0);
  });

  it('declares the subset with its weights, its unicode-range and swap', () => {
    const browser = fakeBrowser({ stored: DISPLAY_FONT_URL });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    expect(browser.added[0]).toMatchObject({
      family: 'Cormorant Garamond',
      // One source, a woff2 file: the browser reads its format from the file (no hint to carry).
      source: `url("${DISPLAY_FONT_URL}")`,
      descriptors: { weight: '400 700', display: 'swap', unicodeRange: DISPLAY_FONT_CODE_POINTS },
    });
  });

  it('on a first visit the stacks name the face only once its file has loaded: its text is laid out again once', async () => {
    const browser = fakeBrowser({ loadHeld: true });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    await browser.fireLoad();
    expect(browser.loadsStarted).toHaveLength(1);
    expect(browser.inUse()).toBe(false);
    await browser.finishLoad();
    expect(browser.inUse()).toBe(true);
    expect(browser.storage.get(DISPLAY_FONT_KEY)).toBe(DISPLAY_FONT_URL);
  });

  it('a file that fails to load is neither used nor remembered (the next page waits for its first screen again)', async () => {
    const browser = fakeBrowser({ loadFails: true });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    await browser.fireLoad();
    expect(browser.loadsStarted).toHaveLength(1);
    expect(browser.inUse()).toBe(false);
    expect(browser.storage.has(DISPLAY_FONT_KEY)).toBe(false);
  });

  it('storage refused: asked for and used after the first screen, every time, without an error', async () => {
    const browser = fakeBrowser({ storageThrows: true });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    expect(browser.inUse()).toBe(false);
    await browser.fireLoad();
    expect(browser.inUse()).toBe(true);
  });

  it('a browser without the FontFace API keeps the fallback face', async () => {
    const browser = fakeBrowser({ fontFace: false });
    startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY);
    await browser.fireLoad();
    expect(browser.added).toHaveLength(0);
    expect(browser.inUse()).toBe(false);
  });
});
