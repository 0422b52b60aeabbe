import { pageCount, pageLinks } from '../../lib/pagination/pagination.ts';

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
  /** Class name base of the area's styles: `${base}`, `${base}__step`, `${base}__pages`, `${base}__page`, `${base}__gap`. */
  base: string;
}

/** Previous · 1 … 4 5 6 … 12 · Next under a paged list (/search, the account area). */
export default function Pager({ page, total, pageSize, hrefOf, onNavigate, label, base }: Props) {
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
    enabled ? link(target, text, `${base}__step`, `${text} page`) : <span className={`${base}__step is-disabled`}>{text}</span>;
  return (
    <nav className={base} aria-label={label}>
      {step(current - 1, current > 1, 'Previous')}
      <ol className={`${base}__pages`}>
        {pageLinks(current, count).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} className={`${base}__gap`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              {link(target, String(target), target === current ? `${base}__page is-current` : `${base}__page`, `Page ${target}`, target === current)}
            </li>
          ),
        )}
      </ol>
      {step(current + 1, current < count, 'Next')}
    </nav>
  );
}
