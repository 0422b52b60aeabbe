import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../lib/api/http.ts';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, validateForgotPasswordForm } from '../../lib/accounts/validation.ts';
import { auth as authMessages, forgot as forgotMessages } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { forgotPassword } from '../../stores/account/password.ts';
import { closeAuthDialog, openAuthDialog } from '../../stores/dialogs.ts';
import AuthDialogFrame from './AuthDialogFrame.tsx';
import EmailField from './EmailField.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

/**
 * Forgot-password dialog (spec sections 2 and 5), reached from login by a back arrow. After
 * sending, 'Check your email' replaces the form and the back arrow and close are hidden.
 */
export default function ForgotPasswordDialog({
  messages = forgotMessages,
  authWords = authMessages,
}: {
  messages?: Section<'forgot'>;
  authWords?: Section<'auth'>;
}) {
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => emailInput.current?.focus(), []);
  const {
    errors,
    sending,
    submit: send,
  } = useCheckedSubmit<'email'>(
    () => {
      setFailure(null);
      return validateForgotPasswordForm({ email });
    },
    async () => {
      try {
        await forgotPassword(email);
        setSentTo(email.trim());
      } catch (error) {
        // Spec section 8: no toast for this failure; the reason shows beside the form instead.
        setFailure(serverMessage(error instanceof Error ? error.cause : error, messages.sendFailed));
      }
    },
  );

  // The rules' messages (spec section 5) in the page's language.
  const say = (error: string | undefined) =>
    error === REQUIRED_MESSAGE ? authWords.required : error === INVALID_EMAIL_MESSAGE ? authWords.invalidEmail : error;

  if (sentTo !== null) {
    const [before = '', after = ''] = messages.sent.split('{email}');
    return (
      <AuthDialogFrame title={messages.sentTitle} onClose={closeAuthDialog} hideClose className="forgot-dialog" closeLabel={authWords.close}>
        <div className="auth-sent">
          <svg className="auth-sent__icon" width="44" height="44" viewBox="0 0 48 48" aria-hidden="true">
            <rect x="6" y="11" width="36" height="26" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M7 13l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <p>
            {before}
            <strong>{sentTo}</strong>
            {after}
          </p>
          <button type="button" className="btn btn--block" onClick={closeAuthDialog}>
            {messages.done}
          </button>
        </div>
      </AuthDialogFrame>
    );
  }

  return (
    <AuthDialogFrame
      title={messages.title}
      onClose={closeAuthDialog}
      className="forgot-dialog"
      closeLabel={authWords.close}
      leading={
        <button type="button" className="icon-button auth-back" aria-label={messages.back} onClick={() => openAuthDialog('login')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M19 12H5M11 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      }
    >
      <p className="auth-lede">{messages.lede}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void send(event)}>
        <EmailField inputRef={emailInput} label={authWords.email} value={email} error={say(errors.email)} onChange={(event) => setEmail(event.target.value)} />
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton busy={sending}>{messages.send}</SubmitButton>
      </form>
    </AuthDialogFrame>
  );
}
