import { useStore } from '@nanostores/react';
import { toaster as englishWords } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { $toasts, dismissToast, type Toast } from '../../stores/toasts.ts';

const NO_TOASTS: Toast[] = [];

/** The one toast outlet: top-center, each toast leaves after 5000 ms (spec section 9); its labels in the page's language. */
export default function Toaster({ words = englishWords }: { words?: Section<'toaster'> }) {
  // A toast carried over from the previous page is in the store before hydration: hydrate with the
  // empty list the HTML was rendered with, then show it (no hydration mismatch).
  const toasts = useStore($toasts, { ssr: () => NO_TOASTS });
  return (
    <div className="toaster" role="region" aria-label={words.notifications}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.severity}`} role={toast.severity === 'error' ? 'alert' : 'status'}>
          <div className="toast__text">
            <p className="toast__summary">{toast.summary}</p>
            {toast.detail && <p className="toast__detail">{toast.detail}</p>}
          </div>
          <button type="button" className="toast__close" aria-label={words.dismiss} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
