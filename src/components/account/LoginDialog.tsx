import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { loginInvalidStyling, validateLoginForm, type LoginForm } from '../../lib/accounts/validation.ts';
import { $pendingActivation, logIn } from '../../stores/auth-actions.ts';
import { $auth, patchAuth } from '../../stores/auth.ts';
import { closeAuthDialog, openAuthDialog } from '../../stores/dialogs.ts';
import ActivationNotice from './ActivationNotice.tsx';
import AuthDialogFrame from './AuthDialogFrame.tsx';
import EmailField from './EmailField.tsx';
import SocialPanel from './SocialPanel.tsx';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

/** Login dialog (spec sections 2 and 5): validated on submit, spinner and disabled while loading. */
export default function LoginDialog() {
  const auth = useStore($auth);
  const pendingActivation = useStore($pendingActivation);
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const { errors, sending, submit } = useCheckedSubmit<'email' | 'password'>(
    () => validateLoginForm(form),
    async () => {
      // A new attempt: an activation notice from an earlier one no longer applies.
      patchAuth({ needsActivation: false });
      await logIn(form);
    },
    auth.loading,
  );
  const emailInput = useRef<HTMLInputElement>(null);
  // After the dialog has opened (child effects run first), start typing in Email.
  useEffect(() => emailInput.current?.focus(), []);
  const loading = sending || auth.loading;
  const invalid = loginInvalidStyling(errors);
  const activationEmail = pendingActivation?.email ?? auth.pendingSocial?.email ?? null;
  const showActivation = auth.needsActivation && (pendingActivation !== null || auth.pendingSocial !== null);

  return (
    <AuthDialogFrame title="Log in" onClose={closeAuthDialog} className="login-dialog">
      {showActivation && <ActivationNotice email={activationEmail || null} />}
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          inputRef={emailInput}
          value={form.email}
          error={errors.email}
          invalid={invalid.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password}
          invalid={invalid.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <div className="auth-form__aside">
          <button type="button" className="link-button auth-link" onClick={() => openAuthDialog('forgot')}>
            Forgot password?
          </button>
        </div>
        <SubmitButton busy={loading}>LOG IN</SubmitButton>
      </form>
      <p className="auth-divider">
        <span>Other Log in options</span>
      </p>
      <SocialPanel variant="compact" />
      <p className="auth-switch">
        Don't have an account?{' '}
        <button type="button" className="link-button auth-link" onClick={() => openAuthDialog('register')}>
          Sign up
        </button>
      </p>
    </AuthDialogFrame>
  );
}
