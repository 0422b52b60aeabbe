/**
 * /search's lines and messages around the results: the correction under the heading, the failure with
 * its retry, and the empty page (past the last page, or nothing found with its suggestions).
 * They render what they are given; what to show is decided in src/lib/search/search-results.ts.
 */
import type { SearchCorrection, ZeroResultSuggestions } from '../../lib/contract/catalog.ts';
import { format } from '../../lib/i18n/format.ts';
import { searchPage } from '../../lib/i18n/messages/en.ts';
import { exactTextState, suggestionHref } from '../../lib/search/search-correction.ts';
import { isPlainClick, nothingFoundHeading, suggestionGroups } from '../../lib/search/search-results.ts';
import { clearFilters, parseSearchUrl, searchHref, withoutProduct, withPage, type SearchState } from '../../lib/search/search-state.ts';
import { useWords } from '../ui/words.tsx';

/** A page's search addresses, for the parts below (their words are the island's `searchPage` section). */
interface Words {
  /** The page's own address of an English search link (src/lib/i18n/locales.ts localizePath). */
  at: (href: string) => string;
}

/** 'Showing results for birkin', with a link that searches the text as typed. */
export function CorrectionLine({
  state,
  correction,
  navigate,
  at,
}: { state: SearchState; correction: SearchCorrection; navigate: (next: SearchState) => void } & Words) {
  const t = useWords('searchPage', searchPage);
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
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(exact);
        }}
      >
        {format(t.searchInsteadFor, { text: correction.original })}
      </a>
    </p>
  );
}

/** The failure of a search: its message, try again, and clear the filters when there are some. */
export function SearchFailure({ message, filters, retry, clear }: { message: string; filters: number; retry: () => void; clear: () => void }) {
  const t = useWords('searchPage', searchPage);
  return (
    <div className="search-message" role="alert">
      <h2>{t.errorHeading}</h2>
      <p>{message}</p>
      <div className="search-message__actions">
        <button type="button" className="btn" onClick={retry}>
          {t.retry}
        </button>
        {filters > 0 && (
          <button type="button" className="btn btn--ghost" onClick={clear}>
            {t.clearAllFilters}
          </button>
        )}
      </div>
    </div>
  );
}

/** The closest houses and models and the popular searches of a search that found nothing. */
function ZeroResultSuggestionLinks({
  state,
  suggestions,
  navigate,
  at,
}: {
  state: SearchState;
  suggestions: ZeroResultSuggestions;
  navigate: (next: SearchState) => void;
} & Words) {
  const t = useWords('searchPage', searchPage);
  const groups = suggestionGroups(suggestions, t);
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
                    if (!isPlainClick(event)) return;
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

export function EmptyResults({ state, total, filters, navigate, suggestions, at }: EmptyProps) {
  const t = useWords('searchPage', searchPage);
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
      <h2>{nothingFoundHeading(state, filters, t)}</h2>
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
      {state.product && suggestions && <ZeroResultSuggestionLinks state={state} suggestions={suggestions} navigate={navigate} at={at} />}
    </div>
  );
}
