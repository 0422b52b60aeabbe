import { pageCount, pageLinks } from '../../lib/account-area/pagination.ts';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  /** The link of a page (real links: shareable, open in a new tab). */
  hrefOf: (page: number) => string;
  onNavigate: (page: number) => void;
  label: string;
}

/** Previous · 1 2 3 · Next under a list; a plain click changes the page in place. */
export default function ListPager({ page, total, pageSize, hrefOf, onNavigate, label }: Props) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = Math.min(page, count);
  const link = (target: number, text: string, className: string, ariaLabel: string, isCurrent = false) => (
    <a
      className={className}
      href={hrefOf(target)}
      aria-label={ariaLabel}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(target);
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="acct-pager" aria-label={label}>
      {current > 1 ? link(current - 1, 'Previous', 'acct-pager__step', 'Previous page') : <span className="acct-pager__step is-disabled">Previous</span>}
      <ol className="acct-pager__pages">
        {pageLinks(current, count).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} className="acct-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              {link(target, String(target), target === current ? 'acct-pager__page is-current' : 'acct-pager__page', `Page ${target}`, target === current)}
            </li>
          ),
        )}
      </ol>
      {current < count ? link(current + 1, 'Next', 'acct-pager__step', 'Next page') : <span className="acct-pager__step is-disabled">Next</span>}
    </nav>
  );
}
