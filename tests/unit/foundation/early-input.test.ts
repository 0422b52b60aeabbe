/** Input before hydration (issue 11, defect 1): what the inline capture script keeps, and how it ends. */
import { useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInput } from '../../../src/early/early-input.ts';
import { HELD_INPUT_EVENT as HELD } from '../../../src/early/interaction/options.ts';
import { EARLY_SEARCHES_KEY } from '../../../src/lib/navigation/early-input.ts';

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

describe('the early-input capture of the head script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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
    /** What happened to an element, in order: the events sent from it and its taps. */
    class FakeElement {
      clicks = 0;
      log: string[] = [];
      constructor(readonly kind: 'button' | 'checkbox' | 'select' | 'form' | 'text') {}
      closest(selector: string) {
        if (selector === 'astro-island[ssr]') return island.asleep ? island : null;
        if (selector.includes('input[type="checkbox"]')) return this.kind === 'button' || this.kind === 'checkbox' ? this : null;
        return selector === this.kind ? this : null;
      }
      click() {
        this.clicks += 1;
        this.log.push('click');
      }
      dispatchEvent(event: { type: string; bubbles?: boolean }) {
        this.log.push(event.bubbles ? event.type : `${event.type} (not bubbling)`);
        return true;
      }
    }
    /** An input (a checkbox here): a tap toggles it, as the browser does before the listeners run. */
    class FakeInput extends FakeElement {
      value = '';
      checked = false;
      defaultChecked = false;
      constructor() {
        super('checkbox');
      }
      override click() {
        this.checked = !this.checked;
        this.log.push(`click to ${this.checked}`);
      }
      /** As React's hydration does by the time `reset` returns: the box back in the island's own state. */
      override dispatchEvent(event: { type: string; bubbles?: boolean }) {
        super.dispatchEvent(event);
        if (event.type === 'reset') this.checked = this.defaultChecked;
        return true;
      }
    }
    /** A select with its options; `defaultSelected` marks the one it was rendered with. */
    class FakeSelect extends FakeElement {
      options = ['newest', 'price_asc', 'price_desc'].map((value, index) => ({ value, defaultSelected: index === 0 }));
      value = 'newest';
      constructor() {
        super('select');
      }
      get selectedOptions() {
        return this.options.filter((option) => option.value === this.value);
      }
      override dispatchEvent(event: { type: string; bubbles?: boolean }) {
        this.log.push(`${event.type} with ${this.value}`);
        // Hydrated, React puts the select back on the island's own value.
        if (event.type === 'reset') this.value = 'newest';
        return true;
      }
    }
    class FakeEvent {
      readonly bubbles: boolean;
      constructor(
        readonly type: string,
        init: { bubbles?: boolean } = {},
      ) {
        this.bubbles = init.bubbles ?? false;
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
    const document = { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
    // The page's globals as the capture reads them (the head script's test runs the built bytes).
    const globals = {
      document,
      localStorage: storage,
      Element: FakeElement,
      HTMLFormElement: FakeForm,
      HTMLInputElement: FakeInput,
      HTMLSelectElement: FakeSelect,
      Event: FakeEvent,
    };
    for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
    captureEarlyInput();
    /** A tap as the browser makes it (a checkbox toggles first); answers whether its default was held back. */
    const tap = (target: FakeElement) => {
      let held = false;
      if (target instanceof FakeInput) target.checked = !target.checked;
      listeners.get('click')?.({ target, preventDefault: () => (held = true), stopPropagation: () => undefined });
      if (held && target instanceof FakeInput) target.checked = !target.checked;
      return held;
    };
    const submit = (text: string) => listeners.get('submit')?.({ target: new FakeForm(text) });
    /** The shopper picks a value in a select; answers whether the page's own listeners were kept from it. */
    const choose = (select: FakeSelect, value: string) => {
      select.value = value;
      let stopped = false;
      listeners.get('change')?.({ target: select, stopPropagation: () => (stopped = true) });
      return stopped;
    };
    return {
      island,
      storage,
      tap,
      submit,
      choose,
      button: () => new FakeElement('button'),
      checkbox: () => new FakeInput(),
      select: () => new FakeSelect(),
      text: () => new FakeElement('text'),
    };
  }

  it('holds a tap on a sleeping island and taps the same button again once the island hydrates', () => {
    const page = fakePage(true);
    const button = page.button();
    expect(page.tap(button)).toBe(true);
    expect(button.log).toEqual([HELD]);
    page.island.hydrate();
    expect(button.log).toEqual([HELD, 'reset', 'click']);
  });

  it('lets a sleeping checkbox change at once; once hydrated (React has put it back) taps it to where the shopper left it', () => {
    const page = fakePage(true);
    const box = page.checkbox();
    expect(page.tap(box)).toBe(false);
    expect(box.checked).toBe(true);
    // Announced at once, so the island wakes even without a press or focus first.
    expect(box.log).toEqual([HELD]);
    page.island.hydrate();
    // reset first: React finishes hydrating (and records the box as it is) before the tap.
    expect(box.log).toEqual([HELD, 'reset', 'click to true']);
  });

  it('replays nothing for a checkbox ticked and unticked before hydration', () => {
    const page = fakePage(true);
    const box = page.checkbox();
    page.tap(box);
    page.tap(box);
    page.island.hydrate();
    expect(box.log).toEqual([HELD, HELD, 'reset']);
    expect(box.checked).toBe(false);
  });

  it('keeps a choice made in a sleeping select; once hydrated (React has put it back) makes it again and announces it, once', () => {
    const page = fakePage(true);
    const select = page.select();
    expect(page.choose(select, 'price_desc')).toBe(true);
    expect(page.choose(select, 'price_asc')).toBe(true);
    page.island.hydrate();
    expect(select.log).toEqual([`${HELD} with price_desc`, `${HELD} with price_asc`, 'reset with price_asc', 'change with price_asc']);
    expect(select.value).toBe('price_asc');
  });

  it('announces nothing for a select put back on its rendered option before hydration', () => {
    const page = fakePage(true);
    const select = page.select();
    page.choose(select, 'price_asc');
    page.choose(select, 'newest');
    page.island.hydrate();
    expect(select.log).toEqual([`${HELD} with price_asc`, `${HELD} with newest`, 'reset with newest']);
    const awake = fakePage(false);
    expect(awake.choose(awake.select(), 'price_desc')).toBe(false);
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
