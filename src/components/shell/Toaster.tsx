import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';

/** The one toast outlet: top-center, each toast leaves after 5000 ms (spec section 9). */
export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div className="toaster" role="region" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.severity}`}
          role={toast.severity === 'error' ? 'alert' : 'status'}
        >
          <div className="toast__text">
            <p className="toast__summary">{toast.summary}</p>
            {toast.detail && <p className="toast__detail">{toast.detail}</p>}
          </div>
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
