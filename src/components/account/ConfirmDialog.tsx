import type { ReactNode } from 'react';
import Dialog from '../ui/Dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  /** The cancel button's word in the page's language (issue 26); 'Cancel' without. */
  cancelLabel?: string;
}

/** A yes/cancel question in a small modal dialog. */
export default function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Dialog open title={title} onClose={onCancel} width="26rem" className="confirm-dialog">
      {children}
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn${danger ? ' btn--danger' : ''}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner spinner--small" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
