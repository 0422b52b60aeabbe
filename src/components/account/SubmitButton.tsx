import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** A request is under way: the button is disabled, busy and shows the spinner. */
  busy: boolean;
  /** Full width (the dialogs and account pages); the settings form keeps its own width. */
  block?: boolean;
  children: ReactNode;
}

/** The submit button of every account form: disabled with a spinner while its request runs. */
export default function SubmitButton({ busy, block = true, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={block ? 'btn btn--block' : 'btn'} disabled={busy} aria-busy={busy}>
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
