import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../lib/api/http.ts';
import { validateForgotPasswordForm } from '../../lib/accounts/validation.ts';
import { forgotPassword } from '../../stores/auth-actions.ts';
import { closeAuthDialog, openAuthDialog } from '../../stores/dialogs.ts';
import AuthDialogFrame from './AuthDialogFrame.tsx';
import EmailField from './EmailField.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

const SEND_FAILED_MESSAGE = 'We could not send the email. Please try again.';

/**
 * Forgot-password dialog (spec sections 2 and 5), reached from login by a back arrow. After
 * sending, 'Check your email' replaces the form and the back arrow and close are hidden.
 */
export default function ForgotPasswordDialog() {
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
        setFailure(serverMessage(error instanceof Error ? error.cause : error, SEND_FAILED_MESSAGE));
      }
    },
  );

  if (sentTo !== null) {
    return (
      <AuthDialogFrame title="Check your email" onClose={closeAuthDialog} hideClose className="forgot-dialog">
        <div className="auth-sent">
          <svg className="auth-sent__icon" width="44" height="44" viewBox="0 0 48 48" aria-hidden="true">
            <rect x="6" y="11" width="36" height="26" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M7 13l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <p>
            We have sent an email to <strong>{sentTo}</strong> to help you reset your password.
          </p>
          <button type="button" className="btn btn--block" onClick={closeAuthDialog}>
            Done
          </button>
        </div>
      </AuthDialogFrame>
    );
  }

  return (
    <AuthDialogFrame
      title="Forgot Password?"
      onClose={closeAuthDialog}
      className="forgot-dialog"
      leading={
        <button type="button" className="icon-button auth-back" aria-label="Back to log in" onClick={() => openAuthDialog('login')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M19 12H5M11 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      }
    >
      <p className="auth-lede">Enter the email you used to create your account to reset your password.</p>
      <form className="auth-form" noValidate onSubmit={(event) => void send(event)}>
        <EmailField inputRef={emailInput} value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton busy={sending}>Send email</SubmitButton>
      </form>
    </AuthDialogFrame>
  );
}
