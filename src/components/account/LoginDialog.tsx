import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { INVALID_EMAIL_MESSAGE, loginInvalidStyling, REQUIRED_MESSAGE, validateLoginForm, type LoginForm } from '../../lib/accounts/validation.ts';
import { auth as authMessages } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { $pendingActivation } from '../../stores/account/activation.ts';
import { logIn } from '../../stores/account/sign-in.ts';
import { $auth, patchAuth } from '../../stores/auth.ts';
import { closeAuthDialog, openAuthDialog } from '../../stores/dialogs.ts';
import ActivationNotice, { type ActivationWords } from './ActivationNotice.tsx';
import AuthDialogFrame from './AuthDialogFrame.tsx';
import EmailField from './EmailField.tsx';
import SocialPanel from './SocialPanel.tsx';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

/** Login dialog (spec sections 2 and 5): validated on submit, spinner and disabled while loading. */
export default function LoginDialog({ messages = authMessages, activationWords }: { messages?: Section<'auth'>; activationWords?: ActivationWords }) {
  const auth = useStore($auth);
  const pendingActivation = useStore($pendingActivation);
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const { errors, sending, submit } = useCheckedSubmit<'email' | 'password'>(
    () => validateLoginForm(form),
    async () => {
      // A new attempt: an activation notice from an earlier one no longer applies.
      patchAuth({ needsActivation: false });
      await logIn(form, messages);
    },
    auth.loading,
  );
  const emailInput = useRef<HTMLInputElement>(null);
  // After the dialog has opened (child effects run first), start typing in Email.
  useEffect(() => emailInput.current?.focus(), []);
  const loading = sending || auth.loading;
  // The rules' messages (spec section 5) in the page's language.
  const say = (error: string | undefined) => (error === REQUIRED_MESSAGE ? messages.required : error === INVALID_EMAIL_MESSAGE ? messages.invalidEmail : error);
  const invalid = loginInvalidStyling(errors);
  const activationEmail = pendingActivation?.email ?? auth.pendingSocial?.email ?? null;
  const showActivation = auth.needsActivation && (pendingActivation !== null || auth.pendingSocial !== null);

  return (
    <AuthDialogFrame title={messages.logInTitle} onClose={closeAuthDialog} className="login-dialog" closeLabel={messages.close}>
      {showActivation && (
        <ActivationNotice email={activationEmail || null} title={messages.activateTitle} {...(activationWords ? { words: activationWords } : {})} />
      )}
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          inputRef={emailInput}
          label={messages.email}
          value={form.email}
          error={say(errors.email)}
          invalid={invalid.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <TextField
          label={messages.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.password}
          error={say(errors.password)}
          invalid={invalid.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <div className="auth-form__aside">
          <button type="button" className="link-button auth-link" onClick={() => openAuthDialog('forgot')}>
            {messages.forgotPassword}
          </button>
        </div>
        <SubmitButton busy={loading}>{messages.logIn}</SubmitButton>
      </form>
      <p className="auth-divider">
        <span>{messages.otherOptions}</span>
      </p>
      <SocialPanel variant="compact" signInWords={messages} />
      <p className="auth-switch">
        {messages.noAccount}{' '}
        <button type="button" className="link-button auth-link" onClick={() => openAuthDialog('register')}>
          {messages.signUp}
        </button>
      </p>
    </AuthDialogFrame>
  );
}
