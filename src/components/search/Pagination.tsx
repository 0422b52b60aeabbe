import { pageCount, pageWindow, searchHref, withPage, type SearchState } from '../../lib/search/search-state.ts';

interface Props {
  state: SearchState;
  total: number;
  onNavigate: (next: SearchState) => void;
}

/** Page links are real links (shareable, open in a new tab); a plain click changes the page in place. */
export default function Pagination({ state, total, onNavigate }: Props) {
  const count = pageCount(total, state.l);
  if (count <= 1) return null;
  const current = Math.min(state.p, count);

  const link = (page: number, label: string, className: string, ariaLabel: string, isCurrent = false) => {
    const next = withPage(state, page);
    return (
      <a
        className={className}
        href={searchHref(next)}
        aria-label={ariaLabel}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onNavigate(next);
        }}
      >
        {label}
      </a>
    );
  };

  return (
    <nav className="pagination" aria-label="Pagination">
      {current > 1 ? link(current - 1, 'Previous', 'pagination__step', 'Previous page') : <span className="pagination__step is-disabled">Previous</span>}
      <ol className="pagination__pages">
        {pageWindow(current, count).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>{link(page, String(page), page === current ? 'pagination__page is-current' : 'pagination__page', `Page ${page}`, page === current)}</li>
          ),
        )}
      </ol>
      {current < count ? link(current + 1, 'Next', 'pagination__step', 'Next page') : <span className="pagination__step is-disabled">Next</span>}
    </nav>
  );
}
