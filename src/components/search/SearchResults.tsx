import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchInventories } from '../../lib/api/catalog.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { STORE_NAME } from '../../lib/config/storefront.ts';
import type { ProductCard, ProductListResponse } from '../../lib/contract/catalog.ts';
import { onUrlChange, updateUrl } from '../../lib/navigation/history.ts';
import { routePath } from '../../lib/navigation/links.ts';
import { facetLabels, facetOptions } from '../../lib/search/facets.ts';
import { latestOnly } from '../../lib/search/latest-only.ts';
import {
  activeFilterCount,
  clearFilters,
  filterChips,
  parseSearchUrl,
  removeChip,
  searchHref,
  searchTitle,
  SORT_OPTIONS,
  toInventoryQuery,
  withoutProduct,
  withPage,
  withSort,
  type SearchState,
} from '../../lib/search/search-state.ts';
import { $mobileFiltersOpen } from '../../stores/dialogs.ts';
import { $global } from '../../stores/global.ts';
import { $startup } from '../../stores/startup.ts';
import { showToast } from '../../stores/toasts.ts';
import ProductGrid from '../catalog/ProductGrid.tsx';
import FilterFacets from './FilterFacets.tsx';
import MobileFilterPanel from './MobileFilterPanel.tsx';
import Pager from '../ui/Pager.tsx';
import { isReturnVisit, rememberScroll, savedScroll, trackScroll } from './scroll-memory.ts';
import './search.css';

type Results =
  | { status: 'loading'; previous: { data: ProductCard[]; total: number } | null }
  | { status: 'done'; data: ProductCard[]; total: number }
  | { status: 'error'; message: string };

const SKELETON_CARDS = 10;
const NO_SETTINGS = atom(null);
/** Performance mark set when a search's results have painted (read by the search benchmark). */
export const RESULTS_PAINTED_MARK = 'search:results-painted';

/**
 * The first search starts when this module loads, before React hydrates the page, so the request
 * and the hydration overlap. The effect below takes it over when it asks for the same query.
 */
let headStart: { key: string; answer: Promise<ProductListResponse> } | null = null;
if (typeof window !== 'undefined' && routePath(window.location.pathname) === '/search') {
  const query = toInventoryQuery(parseSearchUrl(window.location.search), $global.get().currency.code);
  const answer = searchInventories(query);
  answer.catch(() => undefined); // its failure is reported by whoever takes it over
  headStart = { key: JSON.stringify(query), answer };
}

function takeHeadStart(key: string): Promise<ProductListResponse> | null {
  const started = headStart;
  headStart = null;
  return started && started.key === key ? started.answer : null;
}

function itemCount(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'item' : 'items'}`;
}

/**
 * The /search page: the URL is the state. Reads the query string, asks GET /v2/inventories for the
 * chosen currency, and renders heading, count, sort, facets, chips, the product grid and pages.
 * Every change writes the URL (history entry) and re-renders without a page load.
 */
export default function SearchResults() {
  const [state, setState] = useState<SearchState | null>(null);
  const [results, setResults] = useState<Results>({ status: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);
  const { currency } = useStore($global);
  // Settings load in the browser only: the pre-rendered page must not call the API at build time.
  const startup = useStore(state ? $startup : NO_SETTINGS);
  const options = useMemo(() => facetOptions(startup), [startup]);
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
    setResults((current) => ({ status: 'loading', previous: current.status === 'done' ? { data: current.data, total: current.total } : current.status === 'loading' ? current.previous : null }));
    const query = toInventoryQuery(state, currency.code);
    const started = takeHeadStart(JSON.stringify(query));
    requests
      .run((signal) => started ?? searchInventories(query, { signal }))
      .then((result) => {
        if (result.status === 'latest') setResults({ status: 'done', data: result.value.data, total: result.value.total_count });
      })
      .catch((error: unknown) => {
        const message = serverMessage(error, 'Please check your connection and try again.');
        console.error('Search failed', error);
        showToast({ severity: 'error', summary: 'Cannot search', detail: message });
        setResults({ status: 'error', message });
      });
    // key stands for state: a new object with the same URL is the same search.
  }, [key, currency.code, attempt, requests]);

  useEffect(() => {
    if (state) document.title = `${searchTitle(state, labels)} | ${STORE_NAME}`;
    // key stands for state.
  }, [key, labels]);

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

  const navigate = useCallback((next: SearchState) => {
    rememberScroll();
    updateUrl(searchHref(next), 'push');
  }, []);

  const goToPage = useCallback(
    (next: SearchState) => {
      navigate(next);
      // A new page starts at its first row, not at the bottom of the one before.
      const top = headingRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) headingRef.current?.scrollIntoView({ block: 'start' });
    },
    [navigate],
  );

  if (!state) return <SearchSkeleton />;

  const chips = filterChips(state, labels);
  const filters = activeFilterCount(state);
  const shown = results.status === 'done' ? results : results.status === 'loading' ? results.previous : null;
  const busy = results.status === 'loading';

  return (
    <div className="search-page container">
      <header className="search-head" ref={headingRef}>
        <p className="eyebrow">{state.product ? 'Search' : state.deal ? 'Limited time' : 'Shop'}</p>
        <h1 className="search-head__title">{searchTitle(state, labels)}</h1>
        <p className="search-head__count" aria-live="polite">
          {shown ? itemCount(shown.total) : '\u00a0'}
        </p>
      </header>

      <div className="search-toolbar">
        <button type="button" className="search-toolbar__refine" onClick={() => $mobileFiltersOpen.set(true)}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          Refine{filters > 0 ? ` (${filters})` : ''}
        </button>
        <label className="search-sort">
          <span className="search-sort__label">Sort by</span>
          <select className="search-sort__select" value={state.sort ?? 'newest'} onChange={(event) => navigate(withSort(state, SORT_OPTIONS.find((o) => o.id === event.target.value)?.id ?? null))}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {chips.length > 0 && (
        <ul className="chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={`${chip.key}-${chip.value}`}>
              <button type="button" className="chip" aria-label={`Remove filter ${chip.label}`} onClick={() => navigate(removeChip(state, chip))}>
                <span>{chip.label}</span>
                <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="chips__clear link-button" onClick={() => navigate(clearFilters(state))}>
              Clear all
            </button>
          </li>
        </ul>
      )}

      <div className="search-layout">
        <aside className="search-sidebar" aria-label="Filters">
          <FilterFacets state={state} options={options} labels={labels} onChange={navigate} />
        </aside>

        <section className="search-results" aria-label="Results" aria-busy={busy} data-status={results.status}>
          {busy && <div className="search-results__progress" role="progressbar" aria-label="Loading results" />}
          {results.status === 'error' ? (
            <div className="search-message" role="alert">
              <h2>We couldn’t load these pieces.</h2>
              <p>{results.message}</p>
              <div className="search-message__actions">
                <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
                  Retry
                </button>
                {filters > 0 && (
                  <button type="button" className="btn btn--ghost" onClick={() => navigate(clearFilters(state))}>
                    Clear all filters
                  </button>
                )}
              </div>
            </div>
          ) : !shown ? (
            <SkeletonGrid />
          ) : shown.data.length === 0 ? (
            <EmptyResults state={state} total={shown.total} filters={filters} navigate={navigate} />
          ) : (
            <div className={busy ? 'search-results__grid is-busy' : 'search-results__grid'}>
              <ProductGrid products={shown.data} label={searchTitle(state, labels)} eagerCount={4} />
              <Pager
                page={state.p}
                total={shown.total}
                pageSize={state.l}
                hrefOf={(p) => searchHref(withPage(state, p))}
                onNavigate={(p) => goToPage(withPage(state, p))}
                label="Pagination"
                base="pagination"
              />
            </div>
          )}
        </section>
      </div>

      <MobileFilterPanel state={state} options={options} labels={labels} onApply={navigate} />
    </div>
  );
}

interface EmptyProps {
  state: SearchState;
  total: number;
  filters: number;
  navigate: (next: SearchState) => void;
}

function EmptyResults({ state, total, filters, navigate }: EmptyProps) {
  if (total > 0) {
    // A page past the end (an old link after the list shrank).
    return (
      <div className="search-message">
        <h2>This page is past the last one.</h2>
        <p>The list is shorter now than when this link was made.</p>
        <div className="search-message__actions">
          <button type="button" className="btn" onClick={() => navigate(withPage(state, 1))}>
            Back to page 1
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="search-message">
      <h2>{state.product ? `Nothing found for “${state.product}”${filters > 0 ? ' with these filters' : ''}` : 'No pieces match these filters'}</h2>
      <p>Try fewer filters, another spelling or a broader word. New pieces arrive every day.</p>
      <div className="search-message__actions">
        {filters > 0 && (
          <button type="button" className="btn" onClick={() => navigate(clearFilters(state))}>
            Clear all filters
          </button>
        )}
        {state.product && (
          <button type="button" className={filters > 0 ? 'btn btn--ghost' : 'btn'} onClick={() => navigate(withoutProduct(clearFilters(state)))}>
            Browse all pieces
          </button>
        )}
      </div>
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
function SearchSkeleton() {
  return (
    <div className="search-page container">
      <header className="search-head">
        <p className="eyebrow">Shop</p>
        <h1 className="search-head__title">Search</h1>
        <p className="search-head__count">&nbsp;</p>
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
