/** Input before hydration (issue 11, defect 1): what the inline capture script keeps, and how it ends. */
import { useTestStorageEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { EARLY_SEARCHES_KEY, earlyInputScript } from '../../../src/lib/navigation/early-input.ts';

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

describe('searches before hydration', () => {
  it('are taken out of storage oldest first; junk is dropped', () => {
    $searchHistory.set({ recentSearches: [], popularSearches: [] });
    const storage = memoryStorage({ [EARLY_SEARCHES_KEY]: JSON.stringify(['kelly', 3, 'flap bag']) });
    saveEarlySearches(storage);
    expect($searchHistory.get().recentSearches).toEqual(['flap bag', 'kelly']);
    expect(storage.data.has(EARLY_SEARCHES_KEY)).toBe(false);
    saveEarlySearches(memoryStorage({ [EARLY_SEARCHES_KEY]: '{broken' }));
    expect($searchHistory.get().recentSearches).toEqual(['flap bag', 'kelly']);
  });

  it('are saved to recent searches as Enter would have: newest first, empties and duplicates removed', () => {
    $searchHistory.set({ recentSearches: ['tote'], popularSearches: [] });
    saveEarlySearches(memoryStorage({ [EARLY_SEARCHES_KEY]: JSON.stringify(['kelly', ' ', 'flap  bag', 'loafers', 'Kelly']) }));
    expect($searchHistory.get().recentSearches).toEqual(['Kelly', 'loafers', 'flap bag', 'tote']);
  });
});

describe('the inline capture script', () => {
  /** A page as small as the script needs: listeners on document, one island that sleeps or not. */
  function fakePage(asleep: boolean) {
    const listeners = new Map<string, (event: unknown) => void>();
    const storage = memoryStorage();
    const island = {
      asleep,
      onHydrate: [] as (() => void)[],
      addEventListener(type: string, listener: () => void, options: { once?: boolean }) {
        if (type === 'astro:hydrate' && options.once) this.onHydrate.push(listener);
      },
      /** What Astro does as the island hydrates: remove `ssr`, then fire astro:hydrate. */
      hydrate() {
        this.asleep = false;
        for (const listener of this.onHydrate.splice(0)) listener();
      },
    };
    class FakeElement {
      clicks = 0;
      constructor(readonly kind: 'button' | 'form' | 'text') {}
      closest(selector: string) {
        if (selector === 'astro-island[ssr]') return island.asleep ? island : null;
        return selector === this.kind ? this : null;
      }
      click() {
        this.clicks += 1;
      }
    }
    class FakeForm extends FakeElement {
      constructor(readonly text: string) {
        super('form');
      }
      hasAttribute(name: string) {
        return name === 'data-early-search';
      }
      get elements() {
        return { namedItem: () => Object.assign(new FakeInput(), { value: this.text }) };
      }
    }
    class FakeInput {}
    const document = { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
    // Runs the exact source the layout inlines, with nothing else in scope.
    new Function('document', 'localStorage', 'Element', 'HTMLFormElement', 'HTMLInputElement', earlyInputScript())(document, storage, FakeElement, FakeForm, FakeInput);
    const tap = (target: FakeElement) => {
      let held = false;
      listeners.get('click')?.({ target, preventDefault: () => (held = true), stopPropagation: () => undefined });
      return held;
    };
    const submit = (text: string) => listeners.get('submit')?.({ target: new FakeForm(text) });
    return { island, storage, tap, submit, button: () => new FakeElement('button'), text: () => new FakeElement('text') };
  }

  it('holds a tap on a sleeping island and taps the same button again once the island hydrates', () => {
    const page = fakePage(true);
    const button = page.button();
    expect(page.tap(button)).toBe(true);
    expect(button.clicks).toBe(0);
    page.island.hydrate();
    expect(button.clicks).toBe(1);
  });

  it('leaves taps on a hydrated island, and taps outside buttons, to the page', () => {
    const awake = fakePage(false);
    expect(awake.tap(awake.button())).toBe(false);
    const asleep = fakePage(true);
    expect(asleep.tap(asleep.text())).toBe(false);
  });

  it('queues searches submitted before the box hydrates, in order', () => {
    const page = fakePage(true);
    page.submit('kelly');
    page.submit('flap bag');
    expect(JSON.parse(page.storage.getItem(EARLY_SEARCHES_KEY) ?? '[]')).toEqual(['kelly', 'flap bag']);
  });
});
