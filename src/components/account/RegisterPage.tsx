import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { PROVIDER_LABELS } from '../../lib/accounts/social.ts';
import { validateRegisterForm, type RegisterField, type RegisterForm } from '../../lib/accounts/validation.ts';
import { PASSWORD_MIN_LENGTH } from '../../lib/contract/users.ts';
import { register } from '../../stores/auth-actions.ts';
import { $auth, $isSignedIn, patchAuth } from '../../stores/auth.ts';
import { openAuthDialog } from '../../stores/dialogs.ts';
import ActivationNotice from './ActivationNotice.tsx';
import EmailField from './EmailField.tsx';
import LoginInstead from './LoginInstead.tsx';
import NewPasswordFields from './NewPasswordFields.tsx';
import PhoneFields from './PhoneFields.tsx';
import SocialIcon from './SocialIcons.tsx';
import SubmitButton from './SubmitButton.tsx';
import FullNameField from './FullNameField.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';
import './account.css';

/**
 * /register (spec sections 2 and 4): completes a pending social sign-up (name, email, mobile and
 * phone code), or registers with email and password; then the account waits for its mailed link.
 */
export default function RegisterPage() {
  const auth = useStore($auth);
  const signedIn = useStore($isSignedIn);
  const pending = auth.pendingSocial;
  const [form, setForm] = useState<RegisterForm>(() => ({
    full_name: pending?.full_name ?? '',
    email: pending?.email ?? '',
    mobile: pending?.mobile ?? '',
    phone_code: pending?.phone_code ?? '',
    password: '',
    password_confirmation: '',
  }));
  const [awaitingActivation, setAwaitingActivation] = useState<string | null>(null);
  const { errors, setErrors, sending, submit } = useCheckedSubmit<RegisterField>(
    () => validateRegisterForm(form, { withPassword: pending === null }),
    async () => {
      const accepted = await register(form);
      // A social sign-up that could sign in has already left for /; otherwise the link must be opened.
      if (accepted && !$isSignedIn.get()) setAwaitingActivation(form.email.trim());
    },
    auth.loading,
  );
  const loading = sending || auth.loading;
  const set = (field: RegisterField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setPhoneCode = useCallback((value: string) => {
    setForm((current) => ({ ...current, phone_code: value }));
    // The home code fills in once the countries arrive: a 'required' from a press before that is void.
    if (value !== '') setErrors((current) => (current.phone_code ? { ...current, phone_code: undefined } : current));
  }, []);
  const setMobile = useCallback((value: string) => setForm((current) => ({ ...current, mobile: value })), []);

  if (awaitingActivation !== null) {
    return (
      <div className="account-card">
        <ActivationNotice email={awaitingActivation} title="Check your email" />
        <p className="account-form__footnote">
          Activated already?{' '}
          <button type="button" className="link-button" onClick={() => openAuthDialog('login')}>
            Log in
          </button>
        </p>
      </div>
    );
  }

  if (signedIn) {
    return (
      <div className="account-card">
        <h2 className="account-card__title">You are signed in</h2>
        <p className="account-card__lede">Your account is ready. Continue exploring the collection.</p>
        <a className="btn" href="/">
          Continue shopping
        </a>
      </div>
    );
  }

  const social = pending !== null;
  return (
    <div className="account-card">
      <h2 className="account-card__title">{social ? 'Complete your registration' : 'Register with email'}</h2>
      <p className="account-card__lede">
        {social ? 'Almost there: add your details to finish signing up.' : 'We will email you a link to activate your account.'}
      </p>
      {pending && (
        <p className="provider-badge">
          <SocialIcon provider={pending.provider} />
          Signing up with {PROVIDER_LABELS[pending.provider]}
        </p>
      )}
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FullNameField value={form.full_name} error={errors.full_name} onChange={(event) => set('full_name')(event.target.value)} />
        <EmailField
          value={form.email}
          error={errors.email}
          // The provider vouches for the email it gave; only a missing one is typed in.
          readOnly={Boolean(pending?.email)}
          onChange={(event) => set('email')(event.target.value)}
        />
        <PhoneFields values={form} errors={errors} onPhoneCode={setPhoneCode} onMobile={setMobile} defaultToHome />
        {!social && (
          <div className="account-form__row">
            <NewPasswordFields
              labels={['Password', 'Confirm password']}
              values={form}
              errors={errors}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
              onChange={(field, value) => set(field)(value)}
            />
          </div>
        )}
        <div className="account-form__actions">
          <SubmitButton busy={loading}>REGISTER</SubmitButton>
        </div>
      </form>
      {social ? (
        <p className="account-form__footnote">
          Prefer a password?{' '}
          <button type="button" className="link-button" onClick={() => patchAuth({ pendingSocial: null, needsActivation: false })}>
            Register with email
          </button>
        </p>
      ) : (
        <LoginInstead className="account-form__footnote" buttonClassName="link-button" />
      )}
    </div>
  );
}
