import { useEffect, useId, useRef, type ReactNode } from 'react';
import CloseButton from './CloseButton.tsx';
import { cancelWith } from './dialog-cancel.ts';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** CSS width, e.g. '25rem' (spec section 9 dialog widths). */
  width: string;
  /** Non-modal dialogs leave the page interactive (the full-screen mobile sign-in dialogs). */
  modal?: boolean;
  /** Full screen below 768 px. */
  fullScreenOnMobile?: boolean;
  /** Hides the close button (e.g. forgot-password after sending). */
  hideClose?: boolean;
  /** Extra control left of the title, e.g. a back arrow. */
  leading?: ReactNode;
  className?: string;
  /** The close button's name in the page's language. */
  closeLabel?: string;
}

/**
 * Native <dialog>: focus moves in and returns on close, Escape closes, the backdrop click closes.
 * Scroll blocking is handled globally from the dialog stores.
 */
export default function Dialog({
  open,
  title,
  onClose,
  children,
  width,
  modal = true,
  fullScreenOnMobile = false,
  hideClose = false,
  leading,
  className,
  closeLabel = 'Close',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Focus goes back to what opened the dialog. <dialog> does that when closed in place, not when it
  // is unmounted while open (the sign-in and confirmation dialogs), which would drop focus on <body>.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || ref.current?.contains(active);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (modal) dialog.showModal();
      else dialog.show();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, modal]);

  return (
    <dialog
      ref={ref}
      className={['modal', fullScreenOnMobile ? 'modal--fullscreen-mobile' : '', className ?? ''].join(' ').trim()}
      style={{ width }}
      aria-labelledby={titleId}
      onCancel={cancelWith(onClose)}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        // Non-modal (full screen on phones): Escape closes it as it closes a modal one (no 'cancel'
        // event then). Tab cannot reach the page behind: global.css hides it meanwhile.
        if (!modal && event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="modal__header">
        {leading}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {!hideClose && <CloseButton label={closeLabel} onClose={onClose} />}
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
