/**
 * The parts of the global search box (src/components/search/): the listbox view, and the hooks' first
 * render (what the build renders and the browser hydrates: their effects run in the browser only).
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { search as en } from '../../../src/lib/i18n/messages/en.ts';
import { buildSuggestions, flattenSuggestions } from '../../../src/lib/search/suggestions.ts';
import { SuggestionList } from '../../../src/components/search/SuggestionList.tsx';
import { useProductSuggestions } from '../../../src/components/search/use-product-suggestions.ts';
import SearchCombobox from '../../../src/components/search/SearchCombobox.tsx';

function firstRender<T>(hook: () => T): T {
  let value: T | undefined;
  function Probe(): ReactNode {
    value = hook();
    return null;
  }
  renderToString(createElement(Probe));
  if (value === undefined) throw new Error('the hook did not render');
  return value;
}

describe('SuggestionList', () => {
  const groups = buildSuggestions({ typed: '', recent: ['black bag', 'kelly 28'], popular: ['birkin'], products: [] });
  const options = flattenSuggestions(groups);
  const optionId = (option: { key: string }) => `lb-${option.key}`;
  it('renders each group under its heading, the active option selected', () => {
    const html = renderToString(createElement(SuggestionList, { id: 'lb', groups, active: options[1], optionId, choose: () => undefined, messages: en }));
    expect(html).toContain('id="lb" role="listbox"');
    expect(html).toContain(en.recentSearches);
    expect(html).toContain(en.popularSearches);
    expect(html.match(/role="option"/g)?.length).toBe(options.length);
    expect(html.match(/aria-selected="true"/g)?.length).toBe(1);
    expect(html).toContain(`id="${optionId(options[1] ?? { key: '' })}" role="option" aria-selected="true"`);
  });
  it('renders no group when there is nothing to suggest', () => {
    const html = renderToString(createElement(SuggestionList, { id: 'lb', groups: [], active: undefined, optionId, choose: () => undefined, messages: en }));
    expect(html).not.toContain('role="group"');
  });
});

describe('useProductSuggestions: nothing asked before typing', () => {
  it('starts with no matches for no text', () => {
    const suggestions = firstRender(() => useProductSuggestions());
    expect(suggestions.products).toStrictEqual([]);
    expect(suggestions.listText).toBe('');
  });
});

describe('SearchCombobox: the closed, empty box the build renders', () => {
  it('is a GET form to the language’s /search with a collapsed combobox', () => {
    const html = renderToString(createElement(SearchCombobox, { searchPath: '/ms/search' }));
    expect(html).toContain('action="/ms/search" method="get"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('<div class="searchbox__popup" hidden="">');
  });
});
