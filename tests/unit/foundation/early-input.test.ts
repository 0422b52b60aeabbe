/** Input before hydration (issue 11, defect 1): what the capture script queues and how islands take it. */
import { useTestStorageEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { EARLY_SEARCHES_KEY, earlyInputScript, takeEarlySearches, takeEarlyTaps } from '../../../src/lib/navigation/early-input.ts';

useTestStorageEngine();
const { $searchHistory, saveEarlySearches } = await import('../../../src/stores/search.ts');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('taps before hydration', () => {
  it('an island takes its own actions, in the order tapped, and leaves the others', () => {
    const queue = ['menu', 'login', 'store-location', 'register', 'login'];
    expect(takeEarlyTaps(['login', 'register'], queue)).toEqual(['login', 'register', 'login']);
    expect(queue).toEqual(['menu', 'store-location']);
    expect(takeEarlyTaps(['login'], queue)).toEqual([]);
  });

  it('no queue (the capture script did not run) means nothing to replay', () => {
    expect(takeEarlyTaps(['login'], undefined)).toEqual([]);
  });
});

describe('searches before hydration', () => {
  it('are taken out of storage oldest first; junk is dropped', () => {
    const storage = memoryStorage({ [EARLY_SEARCHES_KEY]: JSON.stringify(['kelly', 3, 'flap bag']) });
    expect(takeEarlySearches(storage)).toEqual(['kelly', 'flap bag']);
    expect(storage.data.has(EARLY_SEARCHES_KEY)).toBe(false);
    expect(takeEarlySearches(memoryStorage({ [EARLY_SEARCHES_KEY]: '{broken' }))).toEqual([]);
  });

  it('are saved to recent searches as Enter would have: newest first, empties and duplicates removed', () => {
    $searchHistory.set({ recentSearches: ['tote'], popularSearches: [] });
    saveEarlySearches(memoryStorage({ [EARLY_SEARCHES_KEY]: JSON.stringify(['kelly', ' ', 'flap  bag', 'loafers', 'Kelly']) }));
    expect($searchHistory.get().recentSearches).toEqual(['Kelly', 'loafers', 'flap bag', 'tote']);
  });
});

describe('the inline capture script', () => {
  /** A page as small as the script needs: listeners on document, an island that is or is not asleep. */
  function fakePage(asleep: boolean) {
    const listeners = new Map<string, (event: unknown) => void>();
    const storage = memoryStorage();
    const island = { asleep };
    const element = (attrs: Record<string, string>) => ({
      getAttribute: (name: string) => attrs[name] ?? null,
      hasAttribute: (name: string) => name in attrs,
      closest: (selector: string) => (selector === 'astro-island[ssr]' ? (island.asleep ? {} : null) : element(attrs)),
    });
    class FakeElement {}
    class FakeForm {}
    class FakeInput {}
    const window = {};
    const document = { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
    // Runs the exact source the layout inlines, with nothing else in scope.
    new Function('window', 'document', 'localStorage', 'Element', 'HTMLFormElement', 'HTMLInputElement', earlyInputScript())(
      window,
      document,
      storage,
      FakeElement,
      FakeForm,
      FakeInput,
    );
    const click = (attrs: Record<string, string>) => {
      const target = Object.assign(new FakeElement(), element(attrs));
      let prevented = false;
      listeners.get('click')?.({ target, preventDefault: () => (prevented = true), stopPropagation: () => undefined });
      return prevented;
    };
    const submit = (text: string) => {
      const field = Object.assign(new FakeInput(), { value: text });
      const form = Object.assign(new FakeForm(), element({ 'data-early-search': '' }), { elements: { namedItem: () => field } });
      listeners.get('submit')?.({ target: form });
    };
    return { window: window as Record<string, unknown>, storage, click, submit };
  }

  it('queues a tap on a sleeping island and keeps the page from acting on it', () => {
    const page = fakePage(true);
    expect(page.click({ 'data-early': 'login' })).toBe(true);
    expect(takeEarlyTaps(['login'], page.window['__storefrontEarlyTaps'])).toEqual(['login']);
  });

  it('leaves taps on a hydrated island to the island', () => {
    const page = fakePage(false);
    expect(page.click({ 'data-early': 'login' })).toBe(false);
    expect(takeEarlyTaps(['login'], page.window['__storefrontEarlyTaps'])).toEqual([]);
  });

  it('queues searches submitted before the box hydrates, in order', () => {
    const page = fakePage(true);
    page.submit('kelly');
    page.submit('flap bag');
    expect(JSON.parse(page.storage.getItem(EARLY_SEARCHES_KEY) ?? '[]')).toEqual(['kelly', 'flap bag']);
  });
});
