/**
 * The global search box's rules (src/lib/search/search-box.ts): the text it shows on an address, where
 * a search goes in the page's language, what each key does, and the groups' headings.
 */
import { describe, expect, it } from 'vitest';
import { search as en } from '../../../src/lib/i18n/messages/en.ts';
import { messagesOf } from '../../../src/lib/i18n/messages.ts';
import { boxKeyAction, boxSearchHref, boxTextAt, groupLabel, type BoxKeyAction, type BoxKeyInput } from '../../../src/lib/search/search-box.ts';

describe('boxTextAt: the product query on the language’s /search, empty elsewhere', () => {
  const cases: { route: string; search: string; path: string; text: string }[] = [
    { route: '/search', search: '?product=black+bag&l=50', path: '/search', text: 'black bag' },
    { route: '/ms/search', search: '?product=beg', path: '/ms/search', text: 'beg' },
    { route: '/search', search: '?product=beg', path: '/ms/search', text: '' },
    { route: '/faq', search: '?product=beg', path: '/search', text: '' },
    { route: '/search', search: '?brand=Chanel', path: '/search', text: '' },
  ];
  for (const c of cases) it(`${c.route}${c.search} on ${c.path}`, () => expect(boxTextAt(c.route, c.search, c.path)).toBe(c.text));
});

describe('boxSearchHref: the same query on the language’s page', () => {
  it('keeps the query and changes the path', () => {
    expect(boxSearchHref('/search', 'black bag')).toBe('/search?product=black+bag&l=50&p=1');
    expect(boxSearchHref('/ms/search', 'black bag')).toBe('/ms/search?product=black+bag&l=50&p=1');
    expect(boxSearchHref('/search', '')).toBe('/search?l=50&p=1');
  });
});

describe('boxKeyAction', () => {
  const base: BoxKeyInput = { key: '', expanded: false, composing: false, hasActive: false, hasText: false, optionCount: 4 };
  const cases: { name: string; input: Partial<BoxKeyInput>; action: BoxKeyAction; prevent: boolean; askPopular: boolean }[] = [
    { name: 'down opens on the first option', input: { key: 'ArrowDown' }, action: { kind: 'open', index: 0 }, prevent: true, askPopular: true },
    { name: 'up opens on the last option', input: { key: 'ArrowUp' }, action: { kind: 'open', index: 3 }, prevent: true, askPopular: true },
    {
      name: 'down moves in an open list',
      input: { key: 'ArrowDown', expanded: true },
      action: { kind: 'move', direction: 'down' },
      prevent: true,
      askPopular: true,
    },
    { name: 'up moves in an open list', input: { key: 'ArrowUp', expanded: true }, action: { kind: 'move', direction: 'up' }, prevent: true, askPopular: true },
    {
      name: 'Enter chooses the active option',
      input: { key: 'Enter', expanded: true, hasActive: true },
      action: { kind: 'choose' },
      prevent: true,
      askPopular: false,
    },
    { name: 'Enter searches the text', input: { key: 'Enter', hasText: true }, action: { kind: 'search' }, prevent: true, askPopular: false },
    {
      name: 'Enter while composing is the input method’s',
      input: { key: 'Enter', composing: true, hasActive: true },
      action: { kind: 'none' },
      prevent: false,
      askPopular: false,
    },
    {
      name: 'Escape closes an open list',
      input: { key: 'Escape', expanded: true, hasText: true },
      action: { kind: 'close' },
      prevent: true,
      askPopular: false,
    },
    { name: 'Escape clears the text when closed', input: { key: 'Escape', hasText: true }, action: { kind: 'clear' }, prevent: true, askPopular: false },
    { name: 'Escape on an empty closed box is the browser’s', input: { key: 'Escape' }, action: { kind: 'none' }, prevent: false, askPopular: false },
    { name: 'Tab closes and moves on', input: { key: 'Tab', expanded: true }, action: { kind: 'close' }, prevent: false, askPopular: false },
    { name: 'a letter is typing', input: { key: 'a', expanded: true }, action: { kind: 'none' }, prevent: false, askPopular: false },
  ];
  for (const c of cases)
    it(c.name, () => expect(boxKeyAction({ ...base, ...c.input })).toStrictEqual({ action: c.action, prevent: c.prevent, askPopular: c.askPopular }));
});

describe('groupLabel', () => {
  it('names each group in the box’s language', () => {
    expect([groupLabel('recent', en), groupLabel('popular', en), groupLabel('products', en)]).toStrictEqual([
      en.recentSearches,
      en.popularSearches,
      en.products,
    ]);
    const ms = messagesOf('ms').search;
    expect(groupLabel('products', ms)).toBe(ms.products);
  });
});
