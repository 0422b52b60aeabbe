import type { ReactNode } from 'react';

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

/** The profile panels' way to change what they show. */
export function EditInSettings() {
  return (
    <a className="btn btn--ghost btn--small" href="/settings">
      Edit in Settings
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
