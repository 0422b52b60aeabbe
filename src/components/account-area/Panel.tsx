import type { ReactNode } from 'react';
import { profile } from '../../lib/i18n/messages/en-account.ts';

interface Props {
  id: string;
  title: ReactNode;
  /** A link beside the title (e.g. EditInSettings). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled panel of the account area; the title names the section for assistive technology. */
export default function Panel({ id, title, action, children }: Props) {
  const heading = (
    <h2 id={id} className="acct-panel__title">
      {title}
    </h2>
  );
  return (
    <section className="acct-panel" aria-labelledby={id}>
      {action ? (
        <header className="acct-panel__head">
          {heading}
          {action}
        </header>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The profile panels' way to change what they show: /settings in the page's language. */
export function EditInSettings({ href = '/settings', label = profile.editInSettings }: { href?: string; label?: string }) {
  return (
    <a className="btn btn--ghost btn--small" href={href}>
      {label}
    </a>
  );
}

/** Label and value pairs of a profile panel. */
export function Facts({ rows, compact = false }: { rows: readonly (readonly [string, ReactNode])[]; compact?: boolean }) {
  return (
    <dl className={compact ? 'acct-facts acct-facts--compact' : 'acct-facts'}>
      {rows.map(([label, value]) => (
        <div key={label} className="acct-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RecordArticleProps {
  /** id of the title, which names the article. */
  titleId: string;
  back: { href: string; label: string };
  eyebrow: ReactNode;
  title: ReactNode;
  meta: ReactNode;
  status: ReactNode;
  children: ReactNode;
}

/** A record page (order, consignment): the way back, the titled header with its status, then the panels. */
export function RecordArticle({ titleId, back, eyebrow, title, meta, status, children }: RecordArticleProps) {
  return (
    <article className="acct-detail" aria-labelledby={titleId}>
      <a className="acct-back" href={back.href}>
        {back.label}
      </a>
      <header className="acct-detail__head">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={titleId} className="acct-detail__title">
            {title}
          </h1>
          <p className="acct-muted">{meta}</p>
        </div>
        {status}
      </header>
      {children}
    </article>
  );
}
