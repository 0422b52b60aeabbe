import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchInventories } from '../../lib/api/catalog.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { STORE_NAME } from '../../lib/config/storefront.ts';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import { sortInEffect, sortOptionsFor } from '../../lib/catalog/inventory-query-rules.ts';
import type { InventorySort, ProductCard, ProductListResponse, SearchCorrection, ZeroResultSuggestions } from '../../lib/contract/catalog.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import { onUrlChange, updateUrl } from '../../lib/navigation/history.ts';
import { routePath } from '../../lib/navigation/links.ts';
import { stripStillApplies } from '../../lib/price-guide/lines.ts';
import { facetLabels, facetOptionsIn } from '../../lib/search/facets.ts';
import { format } from '../../lib/i18n/format.ts';
import { langTag, localizePath, splitLocalePath, type Locale } from '../../lib/i18n/locales.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import type { SearchIslandMessages } from '../../lib/i18n/island-messages.ts';
import { productCard as englishCardWords, searchPage as englishWords } from '../../lib/i18n/messages/en.ts';
import { latestOnly } from '../../lib/search/latest-only.ts';
import { exactTextState, readListExtensions, suggestionHref, type ListExtensions } from '../../lib/search/search-correction.ts';
import { RelaxationLine } from './RelaxationLine.tsx';
import { embedAnswers, readSearchEmbed, SEARCH_DATA_ID, type SearchEmbed } from '../../lib/search/search-embed.ts';
import {
  activeFilterCount,
  clearFilters,
  filterChips,
  parseSearchUrl,
  removeChip,
  searchHref,
  searchTitle,
  toInventoryQuery,
  withoutProduct,
  withPage,
  withSort,
  type SearchState,
} from '../../lib/search/search-state.ts';
import { $mobileFiltersOpen } from '../../stores/dialogs.ts';
import { takeFreshOpen } from '../../stores/saved-searches.ts';
import { $global } from '../../stores/global.ts';
import { $startup, seedStartup } from '../../stores/startup.ts';
import { showToast } from '../../stores/toasts.ts';
import ProductGrid from '../catalog/ProductGrid.tsx';
import FilterFacets from './FilterFacets.tsx';
import MobileFilterPanel from './MobileFilterPanel.tsx';
import Pager from '../ui/Pager.tsx';
import SortSelect from '../ui/SortSelect.tsx';
import SaveSearchButton from '../saved-searches/SaveSearchButton.tsx';
import { isReturnVisit, rememberScroll, savedScroll, trackScroll } from './scroll-memory.ts';
import { CardLocale } from '../catalog/locale-context.ts';
import './search.css';

/** A page of results on screen: the cards, the total, the currency they were asked in and when they came. */
interface Shown {
  data: ProductCard[];
  total: number;
  /** The answer's correction and zero-result suggestions (extension fields), when it carried them. */
  extensions: ListExtensions;
  currency: CurrencyOption;
  /** The clock of the cards' deal rule: when the answer came (the edge's render time for an embedded one). */
  at: number;
}

type Results = { status: 'loading'; previous: Shown | null } | ({ status: 'done' } & Shown) | { status: 'error'; message: string };

function shownOf(results: Results): Shown | null {
  if (results.status === 'done')
    return { data: results.data, total: results.total, extensions: results.extensions, currency: results.currency, at: results.at };
  return results.status === 'loading' ? results.previous : null;
}

const SKELETON_CARDS = 10;
const NO_SETTINGS = atom(null);
/** Performance mark set when a search's results have painted (read by the search benchmark). */
export const RESULTS_PAINTED_MARK = 'search:results-painted';

/**
 * The first page as the edge rendered it (src/edge/search-page.ts), read and checked once:
 * the island hydrates from it (the same markup, no request). Its settings are the page's GET /startup.
 */
const EMBEDDED: SearchEmbed | null = typeof document !== 'undefined' ? readSearchEmbed(document.getElementById(SEARCH_DATA_ID)?.textContent) : null;
if (EMBEDDED?.settings) seedStartup(EMBEDDED.settings);

/**
 * Without it (the pre-rendered page: the edge was slow or failed, an offline copy), the first search
 * starts when this module loads, before React hydrates the page, so the request and the hydration
 * overlap. The effect below takes it over when it asks for the same query.
 */
let headStart: { key: string; answer: Promise<ProductListResponse> } | null = null;
if (typeof window !== 'undefined' && splitLocalePath(routePath(window.location.pathname)).path === '/search') {
  const state = parseSearchUrl(window.location.search);
  const currency = $global.get().currency.code;
  // A saved search opened for its new pieces: the edge's answer is the server's, never the browser's copy.
  const fresh = takeFreshOpen(window.location.pathname + window.location.search);
  if (!embedAnswers(EMBEDDED, state, currency)) {
    const query = toInventoryQuery(state, currency);
    const answer = searchInventories(query, { fresh });
    answer.catch(() => undefined); // its failure is reported by whoever takes it over
    headStart = { key: JSON.stringify(query), answer };
  }
}

function takeHeadStart(key: string): Promise<ProductListResponse> | null {
  const started = headStart;
  headStart = null;
  return started && started.key === key ? started.answer : null;
}

/** '1,234 items', numbers as the language writes them (English: en-US, as the spec's). */
function itemCount(total: number, words: Section<'searchPage'>, locale: Locale): string {
  const count = total.toLocaleString(locale === 'en' ? 'en-US' : langTag(locale));
  return format(total === 1 ? words.itemCountOne : words.itemCountOther, { count });
}

interface Props {
  /** The first page, when the edge renders the island (in the browser it comes from the page's JSON block). */
  initial?: SearchEmbed;
  /** Image resizing of the edge's environment (ProductImage); the build's setting in the browser. */
  imageResizing?: ImageResizing;
  /**
   * A page in another language (issue 26): its locale and words, passed by the page (and by the edge
   * renderer, the same). Without them the island speaks English, the only language its code holds.
   */
  locale?: Locale;
  messages?: SearchIslandMessages;
}

/**
 * The /search page: the URL is the state. Reads the query string, asks GET /v2/inventories for the
 * chosen currency, and renders heading, count, sort, facets, chips, the product grid and pages.
 * Every change writes the URL (history entry) and re-renders without a page load.
 * Rendered at the edge with its first page (initial), it starts from that page and asks nothing.
 * Its product cards link to the product page in the page's language (issue 26).
 */
export default function SearchResults(props: Props) {
  return (
    <CardLocale.Provider value={props.locale ?? 'en'}>
      <Results {...props} />
    </CardLocale.Provider>
  );
}

function Results({ initial, imageResizing, locale = 'en', messages }: Props) {
  const t = messages?.searchPage ?? englishWords;
  const cardWords = messages?.productCard ?? englishCardWords;
  // The page's own address of a search link: /ms/search?… on the Malay page.
  const at = (href: string) => localizePath(href, locale);
  const start = initial ?? EMBEDDED;
  const [state, setState] = useState<SearchState | null>(() => (start ? parseSearchUrl(start.href.slice(start.href.indexOf('?'))) : null));
  const [results, setResults] = useState<Results>(() => {
    if (!start) return { status: 'loading', previous: null };
    if (!start.answer) return { status: 'error', message: start.refusal ?? '' };
    return {
      status: 'done',
      data: start.answer.data,
      total: start.answer.total_count,
      extensions: readListExtensions(start.answer),
      currency: start.currency,
      at: start.renderedAt,
    };
  });
  // The embedded page, until the first search effect has seen it (then it is the results above).
  const seeded = useRef(start);
  const [attempt, setAttempt] = useState(0);
  const { currency } = useStore($global);
  // Settings load in the browser only: neither the build nor the edge may start a call (reading the
  // store would). At the edge they are the embedded ones, and the browser hydrates with the same
  // (seeded into the store above).
  const inBrowser = typeof document !== 'undefined';
  const startup = useStore(state && inBrowser ? $startup : NO_SETTINGS) ?? start?.settings ?? null;
  const options = useMemo(() => facetOptionsIn(startup, messages), [startup, messages]);
  const labels = useMemo(() => facetLabels(options), [options]);
  const requests = useMemo(() => latestOnly(), []);
  const restorePending = useRef(false);
  const headingRef = useRef<HTMLDivElement>(null);

  // The URL is read after hydration (the page is pre-rendered without one) and on every change.
  useEffect(() => {
    restorePending.current = isReturnVisit();
    const read = () => setState(parseSearchUrl(window.location.search));
    read();
    const onPopState = () => {
      restorePending.current = true;
      $mobileFiltersOpen.set(false);
    };
    window.addEventListener('popstate', onPopState);
    const unsubscribe = onUrlChange(read);
    const untrack = trackScroll();
    return () => {
      window.removeEventListener('popstate', onPopState);
      unsubscribe();
      untrack();
      requests.cancel();
    };
  }, [requests]);

  const key = state ? searchHref(state) : null;

  useEffect(() => {
    if (!state) return;
    const embedded = seeded.current;
    seeded.current = null;
    // The page arrived with these results (rendered at the edge): nothing to ask, nothing to replace.
    // A query the catalog refused there gets the toast a refusal here gets; its message is on the page.
    if (embedAnswers(embedded, state, currency.code)) {
      if (embedded.refusal !== null) showToast({ severity: 'error', summary: t.cannotSearch, detail: embedded.refusal });
      return;
    }
    setResults((current) => ({ status: 'loading', previous: shownOf(current) }));
    const askedIn = currency;
    const query = toInventoryQuery(state, askedIn.code);
    const started = takeHeadStart(JSON.stringify(query));
    requests
      .run((signal) => started ?? searchInventories(query, { signal }))
      .then((result) => {
        if (result.status === 'latest') {
          setResults({
            status: 'done',
            data: result.value.data,
            total: result.value.total_count,
            extensions: readListExtensions(result.value),
            currency: askedIn,
            at: Date.now(),
          });
        }
      })
      .catch((error: unknown) => {
        const message = serverMessage(error, t.checkConnection);
        console.error('Search failed', error);
        showToast({ severity: 'error', summary: t.cannotSearch, detail: message });
        setResults({ status: 'error', message });
      });
    // key stands for state: a new object with the same URL is the same search.
    // currency stands for currency.code (a new object with the same code is the same currency).
  }, [key, currency.code, attempt, requests]);

  // The edge puts a price strip (issue 25) before this island for the text the page came with: once
  // the shopper searches other words in place (or in another currency) it no longer speaks of them.
  useEffect(() => {
    if (!state) return;
    for (const strip of document.querySelectorAll<HTMLElement>('[data-price-strip]')) {
      const made = { text: strip.dataset.priceStrip ?? '', currency: strip.dataset.currency ?? '' };
      strip.hidden = !stripStillApplies(made, { text: state.product, currency: currency.code });
    }
    // key stands for state.
  }, [key, currency.code]);

  useEffect(() => {
    if (state) document.title = `${searchTitle(state, labels, t)} | ${STORE_NAME}`;
    // key stands for state.
  }, [key, labels, t]);

  // Once results are on screen: put the scroll position back when returning, and mark the paint.
  useEffect(() => {
    if (results.status === 'loading') return;
    const frame = requestAnimationFrame(() => {
      if (restorePending.current) {
        restorePending.current = false;
        const y = savedScroll();
        if (y !== null) window.scrollTo(0, y);
      }
      performance.mark(RESULTS_PAINTED_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [results]);

  const navigate = useCallback(
    (next: SearchState) => {
      rememberScroll();
      updateUrl(localizePath(searchHref(next), locale), 'push');
    },
    [locale],
  );

  const goToPage = useCallback(
    (next: SearchState) => {
      navigate(next);
      // A new page starts at its first row, not at the bottom of the one before.
      const top = headingRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) headingRef.current?.scrollIntoView({ block: 'start' });
    },
    [navigate],
  );

  if (!state) return <SearchSkeleton t={t} />;

  const chips = filterChips(state, labels, t);
  const title = searchTitle(state, labels, t);
  const filters = activeFilterCount(state);
  const shown = shownOf(results);
  const busy = results.status === 'loading';

  return (
    <div className="search-page container">
      <header className="search-head" ref={headingRef}>
        <p className="eyebrow">{state.product ? t.eyebrowSearch : state.deal ? t.eyebrowDeal : t.eyebrowShop}</p>
        <h1 className="search-head__title">{title}</h1>
        <p className="search-head__count" aria-live="polite">
          {shown ? itemCount(shown.total, t, locale) : '\u00a0'}
        </p>
        <SaveSearchButton state={state} labels={labels} {...(messages ? { locale, words: messages.saveSearch } : {})} />
        {shown?.extensions.relaxation && shown.data.length > 0 ? (
          <RelaxationLine state={state} relaxation={shown.extensions.relaxation} navigate={navigate} t={t} at={at} />
        ) : (
          shown?.extensions.correction &&
          shown.data.length > 0 && <CorrectionLine state={state} correction={shown.extensions.correction} navigate={navigate} t={t} at={at} />
        )}
      </header>

      <div className="search-toolbar">
        <button type="button" className="search-toolbar__refine" onClick={() => $mobileFiltersOpen.set(true)}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {filters > 0 ? format(t.refineCount, { count: filters }) : t.refine}
        </button>
        <SortSelect
          value={sortInEffect(state.sort, state.product)}
          options={messages ? sortOptionsFor(state.product).map((option) => ({ ...option, label: sortLabel(option.id, t) })) : sortOptionsFor(state.product)}
          {...(messages ? { label: t.sortBy } : {})}
          onChange={(sort) => navigate(withSort(state, sort))}
        />
      </div>

      {chips.length > 0 && (
        <ul className="chips" aria-label={t.activeFilters}>
          {chips.map((chip) => (
            <li key={`${chip.key}-${chip.value}`}>
              <button
                type="button"
                className="chip"
                aria-label={format(t.removeFilter, { label: chip.label })}
                onClick={() => navigate(removeChip(state, chip))}
              >
                <span>{chip.label}</span>
                <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="chips__clear link-button" onClick={() => navigate(clearFilters(state))}>
              {t.clearAll}
            </button>
          </li>
        </ul>
      )}

      <div className="search-layout">
        <aside className="search-sidebar" aria-label={t.filters}>
          <FilterFacets state={state} options={options} labels={labels} onChange={navigate} {...(messages ? { t } : {})} />
        </aside>

        <section className="search-results" aria-label={t.results} aria-busy={busy} data-status={results.status}>
          {busy && <div className="search-results__progress" role="progressbar" aria-label={t.loadingResults} />}
          {results.status === 'error' ? (
            <div className="search-message" role="alert">
              <h2>{t.errorHeading}</h2>
              <p>{results.message}</p>
              <div className="search-message__actions">
                <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
                  {t.retry}
                </button>
                {filters > 0 && (
                  <button type="button" className="btn btn--ghost" onClick={() => navigate(clearFilters(state))}>
                    {t.clearAllFilters}
                  </button>
                )}
              </div>
            </div>
          ) : !shown ? (
            <SkeletonGrid />
          ) : shown.data.length === 0 ? (
            <EmptyResults state={state} total={shown.total} filters={filters} navigate={navigate} suggestions={shown.extensions.suggestions} t={t} at={at} />
          ) : (
            <div className={busy ? 'search-results__grid is-busy' : 'search-results__grid'}>
              <ProductGrid
                products={shown.data}
                label={title}
                eagerCount={4}
                now={shown.at}
                currency={shown.currency}
                {...(imageResizing !== undefined ? { imageResizing } : {})}
                {...(messages ? { words: cardWords } : {})}
              />
              <Pager
                page={state.p}
                total={shown.total}
                pageSize={state.l}
                hrefOf={(p) => at(searchHref(withPage(state, p)))}
                onNavigate={(p) => goToPage(withPage(state, p))}
                label={t.pagination}
                className="pagination"
                {...(messages ? { words: t } : {})}
              />
            </div>
          )}
        </section>
      </div>

      <MobileFilterPanel state={state} options={options} labels={labels} onApply={navigate} {...(messages ? { t } : {})} />
    </div>
  );
}

/** The sort's name in the page's language. */
function sortLabel(id: InventorySort, t: Section<'searchPage'>): string {
  const labels: Record<InventorySort, string> = { relevance: t.sortRelevance, newest: t.sortNewest, price_asc: t.sortPriceAsc, price_desc: t.sortPriceDesc };
  return labels[id];
}

/** A page's words and its search addresses, for the parts below. */
interface Words {
  t: Section<'searchPage'>;
  /** The page's own address of an English search link (src/lib/i18n/locales.ts localizePath). */
  at: (href: string) => string;
}

/** 'Showing results for birkin', with a link that searches the text as typed. */
function CorrectionLine({
  state,
  correction,
  navigate,
  t,
  at,
}: { state: SearchState; correction: SearchCorrection; navigate: (next: SearchState) => void } & Words) {
  const exact = exactTextState(state, correction.original);
  const [before = '', after = ''] = t.showingResultsFor.split('{text}');
  return (
    <p className="search-correction">
      {before}
      <strong>{correction.text}</strong>
      {after}{' '}
      <a
        href={at(searchHref(exact))}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(exact);
        }}
      >
        {format(t.searchInsteadFor, { text: correction.original })}
      </a>
    </p>
  );
}

/** The closest houses and models and the popular searches of a search that found nothing. */
function ZeroResultSuggestionLinks({
  state,
  suggestions,
  navigate,
  t,
  at,
}: {
  state: SearchState;
  suggestions: ZeroResultSuggestions;
  navigate: (next: SearchState) => void;
} & Words) {
  const groups = [
    { id: 'closest', title: t.didYouMean, items: suggestions.closest },
    { id: 'popular', title: t.popularSearches, items: suggestions.popular },
  ].filter((group) => group.items.length > 0);
  if (!groups.length) return null;
  return (
    <div className="search-suggestions">
      {groups.map((group) => (
        <nav key={group.id} className="search-suggestions__group" aria-label={group.title}>
          <h3 className="search-suggestions__title">{group.title}</h3>
          <ul className="chip-row">
            {group.items.map((text) => (
              <li key={text}>
                <a
                  className="chip search-suggestions__chip"
                  href={at(suggestionHref(state, text))}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    navigate(parseSearchUrl(suggestionHref(state, text).slice('/search'.length)));
                  }}
                >
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

interface EmptyProps extends Words {
  state: SearchState;
  total: number;
  filters: number;
  navigate: (next: SearchState) => void;
  suggestions: ZeroResultSuggestions | null;
}

function EmptyResults({ state, total, filters, navigate, suggestions, t, at }: EmptyProps) {
  if (total > 0) {
    // A page past the end (an old link after the list shrank).
    return (
      <div className="search-message">
        <h2>{t.pastLastHeading}</h2>
        <p>{t.pastLastText}</p>
        <div className="search-message__actions">
          <button type="button" className="btn" onClick={() => navigate(withPage(state, 1))}>
            {t.backToFirst}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="search-message">
      <h2>{state.product ? format(filters > 0 ? t.nothingFoundFiltered : t.nothingFound, { text: state.product }) : t.noMatch}</h2>
      <p>{t.emptyHint}</p>
      <div className="search-message__actions">
        {filters > 0 && (
          <button type="button" className="btn" onClick={() => navigate(clearFilters(state))}>
            {t.clearAllFilters}
          </button>
        )}
        {state.product && (
          <button type="button" className={filters > 0 ? 'btn btn--ghost' : 'btn'} onClick={() => navigate(withoutProduct(clearFilters(state)))}>
            {t.browseAll}
          </button>
        )}
      </div>
      {state.product && suggestions && <ZeroResultSuggestionLinks state={state} suggestions={suggestions} navigate={navigate} t={t} at={at} />}
    </div>
  );
}

function SkeletonGrid() {
  return (
    <ul className="product-grid search-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i}>
          <div className="search-skeleton__media" />
          <div className="search-skeleton__line" />
          <div className="search-skeleton__line search-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}

/** What the pre-rendered page shows until the island has read the URL: the frame, no content shift. */
function SearchSkeleton({ t }: { t: Section<'searchPage'> }) {
  return (
    <div className="search-page container">
      <header className="search-head">
        <p className="eyebrow">{t.eyebrowShop}</p>
        <h1 className="search-head__title">{t.title}</h1>
        <p className="search-head__count">&nbsp;</p>
        {/* The 'Save search' control's room, so nothing moves when it appears. */}
        <div className="save-search" aria-hidden="true" />
      </header>
      <div className="search-toolbar" />
      <div className="search-layout">
        <aside className="search-sidebar" />
        <section className="search-results" aria-busy="true">
          <SkeletonGrid />
        </section>
      </div>
    </div>
  );
}
