import { useState, type ReactNode } from 'react';
import { resendRegisterEmail, type ResendToastWords } from '../../stores/account/activation.ts';
import { auth } from '../../lib/i18n/messages/en.ts';
import { register } from '../../lib/i18n/messages/en-forms.ts';

interface ActivationNoticeProps {
  email: string | null;
  /** Heading level text; the register page uses a larger 'Check your email'. */
  title?: string;
  /** The notice's words in the page's language (issue 26); English without. */
  words?: ActivationWords;
}

export interface ActivationWords extends ResendToastWords {
  /** '… to {email}. …': the address, bold, where the language puts it. */
  activationSent: string;
  yourEmail: string;
  resend: string;
}

/** Needs-activation state: the account waits for the mailed link; the email can be sent again. */
export default function ActivationNotice({ email, title = auth.activateTitle, words = register }: ActivationNoticeProps) {
  const [sending, setSending] = useState(false);
  return (
    <div className="activation-notice" role="status">
      <p className="activation-notice__title">{title}</p>
      <p className="activation-notice__text">
        <Sent message={words.activationSent} email={email ? <strong>{email}</strong> : words.yourEmail} />
      </p>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        disabled={sending}
        onClick={async () => {
          setSending(true);
          try {
            await resendRegisterEmail(words);
          } finally {
            setSending(false);
          }
        }}
      >
        {sending && <span className="spinner spinner--small" aria-hidden="true" />}
        {words.resend}
      </button>
    </div>
  );
}

function Sent({ message, email }: { message: string; email: ReactNode }) {
  const [before = '', after = ''] = message.split('{email}');
  return (
    <>
      {before}
      {email}
      {after}
    </>
  );
}
