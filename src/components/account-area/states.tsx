/** Loading, empty and error states shared by the account pages. */
import type { ReactNode } from 'react';
import { profile } from '../../lib/i18n/messages/en-account.ts';

export function Loading({ label }: { label: string }) {
  return (
    <div className="acct-state" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: { label: string; href: string } }) {
  return (
    <div className="acct-empty">
      <svg className="acct-empty__mark" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="27" fill="none" stroke="currentColor" strokeWidth="1" />
        <path d="M19 24h18l-2 16H21z M23 24a5 5 0 0 1 10 0" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
      <h2 className="acct-empty__title">{title}</h2>
      <p className="acct-empty__text">{children}</p>
      {action ? (
        <a className="btn btn--ghost" href={action.href}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}

/** The failure's heading and button, English unless the page gives its language's (issue 26). */
export interface ErrorWords {
  errorTitle: string;
  tryAgain: string;
}
const ENGLISH_ERROR: ErrorWords = profile;

export function ErrorState({ message, onRetry, words = ENGLISH_ERROR }: { message: string; onRetry: () => void; words?: ErrorWords }) {
  return (
    <div className="acct-empty" role="alert">
      <h2 className="acct-empty__title">{words.errorTitle}</h2>
      <p className="acct-empty__text">{message}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {words.tryAgain}
      </button>
    </div>
  );
}

/** A record page before its record is ready: loading, or the failure with a retry. */
export function RecordStatus({
  state,
  retry,
  loadingLabel,
  words,
}: {
  state: { status: 'loading' } | { status: 'error'; message: string };
  retry: () => void;
  loadingLabel: string;
  words?: ErrorWords;
}) {
  return state.status === 'loading' ? <Loading label={loadingLabel} /> : <ErrorState message={state.message} onRetry={retry} words={words} />;
}
