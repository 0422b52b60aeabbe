import { pageCount, pageLinks } from '../../lib/pagination/pagination.ts';
import { format } from '../../lib/i18n/format.ts';
import './pager.css';
import { pager as englishWords } from '../../lib/i18n/messages/en.ts';
import { useWords } from './words.tsx';

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

/** Previous · 1 … 4 5 6 … 12 · Next under a paged list (/search, the account area); its words are the island's `pager` section. */
export default function Pager({ page, total, pageSize, hrefOf, onNavigate, label, className }: Props) {
  const words = useWords('pager', englishWords);
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
  const step = (target: number, enabled: boolean, text: string, ariaLabel: string) =>
    enabled ? link(target, text, 'pager__step', ariaLabel) : <span className="pager__step is-disabled">{text}</span>;
  return (
    <nav className={`pager ${className}`} aria-label={label}>
      {step(current - 1, current > 1, words.previous, words.previousPage)}
      <ol className="pager__pages">
        {pageLinks(current, count).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              {link(
                target,
                String(target),
                target === current ? 'pager__page is-current' : 'pager__page',
                format(words.pageNumber, { page: target }),
                target === current,
              )}
            </li>
          ),
        )}
      </ol>
      {step(current + 1, current < count, words.next, words.nextPage)}
    </nav>
  );
}
