/**
 * The parts of /search's results island (src/components/search/): the hooks' first render (what the
 * edge renders and the browser hydrates: their effects run in the browser only) and the views.
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usdCard } from '../catalog/card-fixture.ts';
import type { CurrencyOption } from '../../../src/lib/contract/settings.ts';
import { searchPage as en } from '../../../src/lib/i18n/messages/en.ts';
import type { SearchEmbed } from '../../../src/lib/search/search-embed.ts';
import type { ResultsState } from '../../../src/lib/search/search-results.ts';
import { EMPTY_SEARCH, parseSearchUrl, type SearchState } from '../../../src/lib/search/search-state.ts';
import { CorrectionLine, EmptyResults, SearchFailure } from '../../../src/components/search/SearchMessages.tsx';
import { SearchSkeleton, SkeletonGrid } from '../../../src/components/search/SearchSkeleton.tsx';
import { EMBEDDED, takeFirstSearch } from '../../../src/components/search/search-first-page.ts';
import { useSearchNavigation } from '../../../src/components/search/use-search-navigation.ts';
import { useSearchResults } from '../../../src/components/search/use-search-results.ts';
import { stateOfEmbed, useSearchUrl } from '../../../src/components/search/use-search-url.ts';

const usd: CurrencyOption = { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' };
const embed = (patch: Partial<SearchEmbed> = {}): SearchEmbed => ({
  href: '/search?product=bag&l=50&p=1',
  currency: usd,
  answer: { data: [usdCard()], total_count: 1 },
  refusal: null,
  settings: null,
  renderedAt: 1_790_000_000_000,
  ...patch,
});
const search = (patch: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH, ...patch });
const at = (href: string) => `/ms${href}`;
const noop = () => undefined;

/** Renders a hook once on the server and hands back what it returned. */
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

describe('search-first-page: nothing at the edge', () => {
  it('has no embedded page and starts no search without a document', () => {
    expect(EMBEDDED).toBeNull();
    expect(takeFirstSearch('{}')).toBeNull();
  });
});

describe('useSearchUrl: the first state is the embedded page’s', () => {
  it('reads the embed’s href as the island reads its URL', () => {
    expect(stateOfEmbed(embed())).toStrictEqual(parseSearchUrl('?product=bag&l=50&p=1'));
    expect(stateOfEmbed(null)).toBeNull();
    const { state, restorePending } = firstRender(() => useSearchUrl(embed({ href: '/search?brand=Chanel&p=2' })));
    expect(state).toStrictEqual(parseSearchUrl('?brand=Chanel&p=2'));
    expect(restorePending.current).toBe(false);
  });
  it('has no state without a page (the skeleton)', () => {
    expect(firstRender(() => useSearchUrl(null)).state).toBeNull();
  });
});

describe('useSearchResults: the first results are the embedded page’s', () => {
  const cases: { name: string; start: SearchEmbed | null; status: ResultsState['status'] }[] = [
    { name: 'an answer', start: embed(), status: 'done' },
    { name: 'a refusal', start: embed({ answer: null, refusal: 'Unknown brand' }), status: 'error' },
    { name: 'no page', start: null, status: 'loading' },
  ];
  for (const c of cases)
    it(c.name, () => {
      const state = c.start ? stateOfEmbed(c.start) : null;
      const { results, retry } = firstRender(() => useSearchResults({ state, searchKey: null, start: c.start, currency: usd, t: en }));
      expect(results.status).toBe(c.status);
      expect(typeof retry).toBe('function');
    });
});

describe('useSearchNavigation', () => {
  it('hands back navigate, goToPage and the heading it scrolls to', () => {
    const navigation = firstRender(() => useSearchNavigation('ms'));
    expect(typeof navigation.navigate).toBe('function');
    expect(typeof navigation.goToPage).toBe('function');
    expect(navigation.headingRef.current).toBeNull();
  });
});

describe('views', () => {
  it('the correction links to the text as typed, in the page’s language', () => {
    const html = renderToString(
      createElement(CorrectionLine, { state: search({ product: 'birkin' }), correction: { text: 'birkin', original: 'birkn' }, navigate: noop, at }),
    );
    expect(html).toContain('<strong>birkin</strong>');
    expect(html).toContain('href="/ms/search?product=%22birkn%22');
  });
  it('the failure offers clearing filters only when there are some', () => {
    const withFilters = renderToString(createElement(SearchFailure, { message: 'Offline', filters: 2, retry: noop, clear: noop }));
    const without = renderToString(createElement(SearchFailure, { message: 'Offline', filters: 0, retry: noop, clear: noop }));
    expect(withFilters).toContain('role="alert"');
    expect(withFilters).toContain(en.clearAllFilters);
    expect(without).not.toContain(en.clearAllFilters);
    expect(without).toContain(en.retry);
  });
  it('an empty page: past the end, or nothing found with its suggestions', () => {
    const past = renderToString(createElement(EmptyResults, { state: search({ p: 9 }), total: 3, filters: 0, navigate: noop, suggestions: null, at }));
    expect(past).toContain(en.pastLastHeading);
    const none = renderToString(
      createElement(EmptyResults, {
        state: search({ product: 'zzz' }),
        total: 0,
        filters: 0,
        navigate: noop,
        suggestions: { closest: ['Birkin'], popular: [] },
        at,
      }),
    );
    expect(none).toContain(en.browseAll);
    expect(none).toContain('href="/ms/search?product=Birkin');
    expect(none).not.toContain(en.popularSearches);
  });
  it('the skeleton: ten grey cards, and the frame before the URL is read', () => {
    expect(renderToString(createElement(SkeletonGrid)).match(/<li>/g)?.length).toBe(10);
    const frame = renderToString(createElement(SearchSkeleton));
    expect(frame).toContain(en.title);
    expect(frame).toContain('aria-busy="true"');
  });
});
