/**
 * /search's results island, decided without React (src/lib/search/search-results.ts): the results on
 * screen from the edge's page or an answer, loading with the page before, the count, eyebrow, line under
 * the heading, body, sort names, suggestion groups, empty heading and which clicks the page handles.
 */
import { describe, expect, it } from 'vitest';
import { usdCard } from '../catalog/card-fixture.ts';
import type { ProductListResponse } from '../../../src/lib/contract/catalog.ts';
import type { CurrencyOption } from '../../../src/lib/contract/settings.ts';
import { searchPage as en } from '../../../src/lib/i18n/messages/en.ts';
import { langTag } from '../../../src/lib/i18n/locales.ts';
import { sortOptionsFor } from '../../../src/lib/catalog/inventory-query-rules.ts';
import { searchIslandMessages } from '../../../src/lib/i18n/island-messages.ts';
import type { SearchEmbed } from '../../../src/lib/search/search-embed.ts';
import {
  bodyOf,
  eyebrowOf,
  headLineOf,
  initialResults,
  isPlainClick,
  itemCount,
  loadingAfter,
  nothingFoundHeading,
  resultsOf,
  shownOf,
  sortLabel,
  sortOptionsShown,
  suggestionGroups,
  type ResultsState,
  type Shown,
} from '../../../src/lib/search/search-results.ts';
import { EMPTY_SEARCH, type SearchState } from '../../../src/lib/search/search-state.ts';

const usd: CurrencyOption = { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' };
const NOW = 1_790_000_000_000;
const answer = (patch: Partial<ProductListResponse> = {}): ProductListResponse => ({ data: [usdCard()], total_count: 1, ...patch });
const embed = (patch: Partial<SearchEmbed> = {}): SearchEmbed => ({
  href: '/search?product=bag&l=50&p=1',
  currency: usd,
  answer: answer(),
  refusal: null,
  settings: null,
  renderedAt: NOW,
  ...patch,
});
const noExtensions = { correction: null, relaxation: null, suggestions: null };
const shown = (patch: Partial<Shown> = {}): Shown => ({ data: [usdCard()], total: 1, extensions: noExtensions, currency: usd, at: NOW, ...patch });
const search = (patch: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH, ...patch });

describe('initialResults: where the island starts', () => {
  it('loads with nothing shown without an embedded page', () => {
    expect(initialResults(null)).toStrictEqual({ status: 'loading', previous: null });
    expect(initialResults(undefined)).toStrictEqual({ status: 'loading', previous: null });
  });
  it('is the refusal when the catalog refused the edge its query', () => {
    expect(initialResults(embed({ answer: null, refusal: 'Unknown brand' }))).toStrictEqual({ status: 'error', message: 'Unknown brand' });
    expect(initialResults(embed({ answer: null, refusal: null }))).toStrictEqual({ status: 'error', message: '' });
  });
  it('is the embedded answer, in its currency, at the edge clock, with its extension fields read', () => {
    const correction = { text: 'birkin', original: 'birkn' };
    expect(initialResults(embed({ answer: answer({ correction }) }))).toStrictEqual({
      status: 'done',
      data: [usdCard()],
      total: 1,
      extensions: { ...noExtensions, correction },
      currency: usd,
      at: NOW,
    });
  });
});

describe('resultsOf, shownOf and loadingAfter', () => {
  it('reads an answer and drops malformed extension fields', () => {
    // As a backend may send it: the extension fields are not trusted.
    const wire: unknown = { ...answer({ total_count: 7 }), correction: { text: 1 }, suggestions: { closest: ['Birkin'], popular: [] } };
    const results = resultsOf(wire as ProductListResponse, usd, 5);
    expect(results).toMatchObject({ status: 'done', total: 7, at: 5, extensions: { correction: null, relaxation: null } });
  });
  const done = resultsOf(answer(), usd, NOW);
  const cases: { name: string; results: ResultsState; shown: Shown | null }[] = [
    { name: 'done shows its page', results: done, shown: shown() },
    { name: 'loading shows the page before', results: { status: 'loading', previous: shown({ total: 3 }) }, shown: shown({ total: 3 }) },
    { name: 'loading with nothing before shows nothing', results: { status: 'loading', previous: null }, shown: null },
    { name: 'a failure shows nothing', results: { status: 'error', message: 'x' }, shown: null },
  ];
  for (const c of cases) it(c.name, () => expect(shownOf(c.results)).toStrictEqual(c.shown));
  it('a new search keeps what is on screen while it loads', () => {
    expect(loadingAfter(done)).toStrictEqual({ status: 'loading', previous: shown() });
    expect(loadingAfter({ status: 'loading', previous: shown({ total: 9 }) })).toStrictEqual({ status: 'loading', previous: shown({ total: 9 }) });
    expect(loadingAfter({ status: 'error', message: 'x' })).toStrictEqual({ status: 'loading', previous: null });
  });
});

describe('bodyOf and headLineOf', () => {
  const relaxation = { text: 'hermes kelly', original: 'hermes croc kelly', dropped: ['croc'] };
  const correction = { text: 'birkin', original: 'birkn' };
  const bodies: { results: ResultsState; body: ReturnType<typeof bodyOf> }[] = [
    { results: { status: 'error', message: 'x' }, body: 'error' },
    { results: { status: 'loading', previous: null }, body: 'skeleton' },
    { results: { status: 'loading', previous: shown() }, body: 'grid' },
    { results: { status: 'loading', previous: shown({ data: [] }) }, body: 'empty' },
    { results: { status: 'done', ...shown({ data: [], total: 4 }) }, body: 'empty' },
    { results: { status: 'done', ...shown() }, body: 'grid' },
  ];
  for (const [i, c] of bodies.entries()) it(`body ${i}: ${c.body}`, () => expect(bodyOf(c.results)).toBe(c.body));
  const lines: { on: Shown | null; line: ReturnType<typeof headLineOf> }[] = [
    { on: null, line: null },
    { on: shown(), line: null },
    { on: shown({ extensions: { ...noExtensions, correction } }), line: 'correction' },
    { on: shown({ extensions: { ...noExtensions, relaxation } }), line: 'relaxation' },
    // The relaxation line includes the correction: it wins.
    { on: shown({ extensions: { ...noExtensions, relaxation, correction } }), line: 'relaxation' },
    // Never over an empty page.
    { on: shown({ data: [], extensions: { ...noExtensions, relaxation, correction } }), line: null },
  ];
  for (const [i, c] of lines.entries()) it(`head line ${i}: ${c.line}`, () => expect(headLineOf(c.on)).toBe(c.line));
});

describe('words', () => {
  const ms = searchIslandMessages('ms').searchPage;
  it('counts items as the language writes numbers', () => {
    expect(itemCount(1, en, 'en')).toBe('1 item');
    expect(itemCount(1234, en, 'en')).toBe('1,234 items');
    expect(itemCount(1234, ms, 'ms')).toBe(ms.itemCountOther.replace('{count}', (1234).toLocaleString(langTag('ms'))));
  });
  const eyebrows: { state: SearchState; word: string }[] = [
    { state: search({ product: 'birkin', deal: true }), word: en.eyebrowSearch },
    { state: search({ deal: true }), word: en.eyebrowDeal },
    { state: search(), word: en.eyebrowShop },
  ];
  for (const c of eyebrows) it(`eyebrow ${c.word}`, () => expect(eyebrowOf(c.state, en)).toBe(c.word));
  it('names the sorts in the page language when it has its words, else keeps the rule’s', () => {
    expect(sortLabel('price_desc', ms)).toBe(ms.sortPriceDesc);
    expect(sortOptionsShown('', ms, false)).toStrictEqual(sortOptionsFor(''));
    const malay = sortOptionsShown('birkin', ms, true);
    expect(malay.map((o) => o.id)).toStrictEqual(sortOptionsShown('birkin', en, false).map((o) => o.id));
    expect(malay.map((o) => o.label)).toStrictEqual(malay.map((o) => sortLabel(o.id, ms)));
  });
  it('leaves empty suggestion groups out', () => {
    expect(suggestionGroups({ closest: ['Birkin'], popular: [] }, en)).toStrictEqual([{ id: 'closest', title: en.didYouMean, items: ['Birkin'] }]);
    expect(suggestionGroups({ closest: [], popular: [] }, en)).toStrictEqual([]);
    expect(suggestionGroups({ closest: ['a'], popular: ['b'] }, en).map((g) => g.id)).toStrictEqual(['closest', 'popular']);
  });
  it('heads an empty page by its text and filters', () => {
    expect(nothingFoundHeading(search(), 2, en)).toBe(en.noMatch);
    expect(nothingFoundHeading(search({ product: 'zzz' }), 0, en)).toBe(en.nothingFound.replace('{text}', 'zzz'));
    expect(nothingFoundHeading(search({ product: 'zzz' }), 1, en)).toBe(en.nothingFoundFiltered.replace('{text}', 'zzz'));
  });
});

describe('isPlainClick: the page handles the main button with no new-tab key', () => {
  const plain = { metaKey: false, ctrlKey: false, shiftKey: false, button: 0 };
  const cases: { name: string; event: typeof plain; handled: boolean }[] = [
    { name: 'plain', event: plain, handled: true },
    { name: 'meta', event: { ...plain, metaKey: true }, handled: false },
    { name: 'ctrl', event: { ...plain, ctrlKey: true }, handled: false },
    { name: 'shift', event: { ...plain, shiftKey: true }, handled: false },
    { name: 'middle button', event: { ...plain, button: 1 }, handled: false },
  ];
  for (const c of cases) it(c.name, () => expect(isPlainClick(c.event)).toBe(c.handled));
});
