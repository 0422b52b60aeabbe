import { useState } from 'react';
import { resendRegisterEmail } from '../../stores/auth-actions.ts';

interface ActivationNoticeProps {
  email: string | null;
  /** Heading level text; the register page uses a larger 'Check your email'. */
  title?: string;
}

/** Needs-activation state: the account waits for the mailed link; the email can be sent again. */
export default function ActivationNotice({ email, title = 'Activate your account' }: ActivationNoticeProps) {
  const [sending, setSending] = useState(false);
  return (
    <div className="activation-notice" role="status">
      <p className="activation-notice__title">{title}</p>
      <p className="activation-notice__text">
        We have sent an activation link to {email ? <strong>{email}</strong> : 'your email address'}. Please open it to activate your account, then log in.
      </p>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        disabled={sending}
        onClick={async () => {
          setSending(true);
          try {
            await resendRegisterEmail();
          } finally {
            setSending(false);
          }
        }}
      >
        {sending && <span className="spinner spinner--small" aria-hidden="true" />}
        Resend email
      </button>
    </div>
  );
}
