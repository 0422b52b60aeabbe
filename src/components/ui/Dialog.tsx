import { useEffect, useId, useRef, type ReactNode } from 'react';

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
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
        {!hideClose && (
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
