import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import type { ImageResizing } from '../../lib/catalog/image-sources.ts';
import { sortInEffect } from '../../lib/catalog/inventory-query-rules.ts';
import { facetLabels, facetOptionsIn } from '../../lib/search/facets.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import type { SearchIslandMessages } from '../../lib/i18n/island-messages.ts';
import { searchPage as englishWords } from '../../lib/i18n/messages/en.ts';
import { RelaxationLine } from './RelaxationLine.tsx';
import type { SearchEmbed } from '../../lib/search/search-embed.ts';
import { bodyOf, eyebrowOf, headLineOf, itemCount, shownOf, sortOptionsShown } from '../../lib/search/search-results.ts';
import { activeFilterCount, clearFilters, filterChips, removeChip, searchHref, searchTitle, withPage, withSort } from '../../lib/search/search-state.ts';
import { $mobileFiltersOpen } from '../../stores/dialogs.ts';
import { $global } from '../../stores/global.ts';
import { $startup } from '../../stores/startup.ts';
import ProductGrid from '../catalog/ProductGrid.tsx';
import FilterFacets from './FilterFacets.tsx';
import MobileFilterPanel from './MobileFilterPanel.tsx';
import Pager from '../ui/Pager.tsx';
import SortSelect from '../ui/SortSelect.tsx';
import SaveSearchButton from '../saved-searches/SaveSearchButton.tsx';
import { CardLocale } from '../catalog/locale-context.ts';
import { useWords, WordsProvider } from '../ui/words.tsx';
import { EMBEDDED } from './search-first-page.ts';
import { CorrectionLine, EmptyResults, SearchFailure } from './SearchMessages.tsx';
import { SearchSkeleton, SkeletonGrid } from './SearchSkeleton.tsx';
import { useSearchNavigation } from './use-search-navigation.ts';
import { useDocumentTitle, usePriceStrips, useResultsPainted } from './use-search-page-effects.ts';
import { useSearchResults } from './use-search-results.ts';
import { useSearchUrl } from './use-search-url.ts';
import './search.css';

const NO_SETTINGS = atom(null);

interface Props {
  /** The first page, when the edge renders the island (in the browser it comes from the page's JSON block). */
  initial?: SearchEmbed;
  /** Image resizing of the edge's environment (ProductImage); the build's setting in the browser. */
  imageResizing?: ImageResizing;
  /**
   * A page in another language (issue 26): its locale and words, passed by the page (and by the edge
   * renderer, the same). Without them the island speaks English, the only language its code holds.
   * The words are provided to every part below (WordsProvider); each reads its own section.
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
    <WordsProvider words={props.messages}>
      <CardLocale.Provider value={props.locale ?? 'en'}>
        <Results {...props} />
      </CardLocale.Provider>
    </WordsProvider>
  );
}

function Results({ initial, imageResizing, locale = 'en', messages }: Props) {
  const t = useWords('searchPage', englishWords);
  // The page's own address of a search link: /ms/search?… on the Malay page.
  const at = (href: string) => localizePath(href, locale);
  const start = initial ?? EMBEDDED;
  const { state, restorePending } = useSearchUrl(start);
  const searchKey = state ? searchHref(state) : null;
  const { currency } = useStore($global);
  const { results, retry } = useSearchResults({ state, searchKey, start, currency, t });
  // Settings load in the browser only: neither the build nor the edge may start a call (reading the
  // store would). At the edge they are the embedded ones, and the browser hydrates with the same
  // (seeded into the store by search-first-page.ts).
  const inBrowser = typeof document !== 'undefined';
  const startup = useStore(state && inBrowser ? $startup : NO_SETTINGS) ?? start?.settings ?? null;
  const options = useMemo(() => facetOptionsIn(startup, messages), [startup, messages]);
  const labels = useMemo(() => facetLabels(options), [options]);
  usePriceStrips(state, searchKey, currency.code);
  useDocumentTitle(state, searchKey, labels, t);
  useResultsPainted(results, restorePending);
  const { navigate, goToPage, headingRef } = useSearchNavigation(locale);

  if (!state) return <SearchSkeleton />;

  const chips = filterChips(state, labels, t);
  const title = searchTitle(state, labels, t);
  const filters = activeFilterCount(state);
  const shown = shownOf(results);
  const busy = results.status === 'loading';
  const headLine = headLineOf(shown);
  const body = bodyOf(results);

  return (
    <div className="search-page container">
      <header className="search-head" ref={headingRef}>
        <p className="eyebrow">{eyebrowOf(state, t)}</p>
        <h1 className="search-head__title">{title}</h1>
        <p className="search-head__count" aria-live="polite">
          {shown ? itemCount(shown.total, t, locale) : '\u00a0'}
        </p>
        <SaveSearchButton state={state} labels={labels} locale={locale} />
        {headLine === 'relaxation' && shown?.extensions.relaxation ? (
          <RelaxationLine state={state} relaxation={shown.extensions.relaxation} navigate={navigate} at={at} />
        ) : headLine === 'correction' && shown?.extensions.correction ? (
          <CorrectionLine state={state} correction={shown.extensions.correction} navigate={navigate} at={at} />
        ) : null}
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
          options={sortOptionsShown(state.product, t, messages !== undefined)}
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
          <FilterFacets state={state} options={options} labels={labels} onChange={navigate} />
        </aside>

        <section className="search-results" aria-label={t.results} aria-busy={busy} data-status={results.status}>
          {busy && <div className="search-results__progress" role="progressbar" aria-label={t.loadingResults} />}
          {results.status === 'error' ? (
            <SearchFailure message={results.message} filters={filters} retry={retry} clear={() => navigate(clearFilters(state))} />
          ) : body === 'skeleton' || !shown ? (
            <SkeletonGrid />
          ) : body === 'empty' ? (
            <EmptyResults state={state} total={shown.total} filters={filters} navigate={navigate} suggestions={shown.extensions.suggestions} at={at} />
          ) : (
            <div className={busy ? 'search-results__grid is-busy' : 'search-results__grid'}>
              <ProductGrid
                products={shown.data}
                label={title}
                eagerCount={4}
                now={shown.at}
                currency={shown.currency}
                {...(imageResizing !== undefined ? { imageResizing } : {})}
              />
              <Pager
                page={state.p}
                total={shown.total}
                pageSize={state.l}
                hrefOf={(p) => at(searchHref(withPage(state, p)))}
                onNavigate={(p) => goToPage(withPage(state, p))}
                label={t.pagination}
                className="pagination"
              />
            </div>
          )}
        </section>
      </div>

      <MobileFilterPanel state={state} options={options} labels={labels} onApply={navigate} />
    </div>
  );
}
