import { pageCount, pageLinks } from '../../lib/pagination/pagination.ts';
import './pager.css';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  /** The link of a page (real links: shareable, open in a new tab). */
  hrefOf: (page: number) => string;
  /** A plain click changes the page in place. */
  onNavigate: (page: number) => void;
  /** The navigation landmark's name. */
  label: string;
  /** The area's own class beside `pager` (its spacing); the pager's look is one, in pager.css. */
  className: string;
}

/** Previous · 1 … 4 5 6 … 12 · Next under a paged list (/search, the account area). */
export default function Pager({ page, total, pageSize, hrefOf, onNavigate, label, className }: Props) {
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
  const step = (target: number, enabled: boolean, text: 'Previous' | 'Next') =>
    enabled ? link(target, text, 'pager__step', `${text} page`) : <span className="pager__step is-disabled">{text}</span>;
  return (
    <nav className={`pager ${className}`} aria-label={label}>
      {step(current - 1, current > 1, 'Previous')}
      <ol className="pager__pages">
        {pageLinks(current, count).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              {link(target, String(target), target === current ? 'pager__page is-current' : 'pager__page', `Page ${target}`, target === current)}
            </li>
          ),
        )}
      </ol>
      {step(current + 1, current < count, 'Next')}
    </nav>
  );
}
