import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { resetTokenFrom } from '../../lib/accounts/redirects.ts';
import { validateResetPasswordForm } from '../../lib/accounts/validation.ts';
import { PASSWORD_MIN_LENGTH } from '../../lib/contract/users.ts';
import { resetPassword } from '../../stores/auth-actions.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { openAuthDialog } from '../../stores/dialogs.ts';
import NewPasswordFields from './NewPasswordFields.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';
import './account.css';

type ResetField = 'password' | 'password_confirmation';

/**
 * /reset-password?token=… (the mailed link): a new password, twice. Then the shopper logs in,
 * and login from this page goes to / (spec section 2).
 */
export default function ResetPasswordPage() {
  const [token] = useState(() => resetTokenFrom(window.location.search));
  const signedIn = useStore($isSignedIn);
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const [done, setDone] = useState(false);
  const {
    errors,
    sending: saving,
    submit,
  } = useCheckedSubmit<ResetField>(
    () => (token ? validateResetPasswordForm(form) : null),
    async () => {
      if (token && (await resetPassword({ token, ...form }))) setDone(true);
    },
  );

  if (!token) {
    return (
      <div className="account-card">
        <h2 className="account-card__title">This link is not complete</h2>
        <p className="account-card__lede">Open the link from the password reset email again, or ask for a new one.</p>
        <button type="button" className="btn" onClick={() => openAuthDialog('forgot')}>
          Forgot password?
        </button>
      </div>
    );
  }

  if (done) {
    return (
      <div className="account-card">
        <h2 className="account-card__title">Your password has been reset</h2>
        <p className="account-card__lede">You can now log in with your new password.</p>
        {signedIn ? (
          <a className="btn" href="/">
            Continue shopping
          </a>
        ) : (
          <button type="button" className="btn" onClick={() => openAuthDialog('login')}>
            LOG IN
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="account-card">
      <h2 className="account-card__title">Choose a new password</h2>
      <p className="account-card__lede">Use at least {PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.</p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          labels={['New password', 'Confirm new password']}
          values={form}
          errors={errors}
          onChange={(field, value) => setForm({ ...form, [field]: value })}
        />
        <SubmitButton busy={saving}>RESET PASSWORD</SubmitButton>
      </form>
    </div>
  );
}
