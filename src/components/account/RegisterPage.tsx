import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { homePhoneCode } from '../../lib/accounts/home-phone.ts';
import { localFieldErrors } from '../../lib/accounts/local-errors.ts';
import { PROVIDER_LABELS } from '../../lib/accounts/social.ts';
import { validateRegisterForm, type RegisterField, type RegisterForm } from '../../lib/accounts/validation.ts';
import { PASSWORD_MIN_LENGTH } from '../../lib/contract/users.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { auth as englishAuth } from '../../lib/i18n/messages/en.ts';
import { register as englishWords } from '../../lib/i18n/messages/en-forms.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { register } from '../../stores/account/registration.ts';
import { $auth, $isSignedIn, patchAuth } from '../../stores/auth.ts';
import { openAuthDialog } from '../../stores/dialogs.ts';
import { $startup } from '../../stores/startup.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import ActivationNotice from './ActivationNotice.tsx';
import EmailField from './EmailField.tsx';
import LoginInstead from './LoginInstead.tsx';
import NewPasswordFields from './NewPasswordFields.tsx';
import PhoneFields from './PhoneFields.tsx';
import SocialIcon from './SocialIcons.tsx';
import SubmitButton from './SubmitButton.tsx';
import FullNameField from './FullNameField.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';
import './account.css';

/** The page's words in another language (issue 26): its own section and the login dialog's. */
export interface RegisterPageWords {
  locale: Locale;
  register: Section<'register'>;
  auth: Section<'auth'>;
}

const EMPTY_FORM: RegisterForm = { full_name: '', email: '', mobile: '', phone_code: '', password: '', password_confirmation: '' };

/**
 * The form with the home market's code when none is chosen and the countries are there: a press
 * held while the form hydrated (early-input.ts) is answered before PhoneFields picks that code itself.
 */
function withHomeCode(form: RegisterForm): RegisterForm {
  const home = form.phone_code ? null : homePhoneCode($startup.get()?.countries ?? []);
  return home ? { ...form, phone_code: home } : form;
}

/**
 * /register (spec sections 2 and 4): completes a pending social sign-up (name, email, mobile and
 * phone code), or registers with email and password; then the account waits for its mailed link.
 * Rendered on the server as a guest's email registration and hydrated when used (issue 26's budget);
 * what depends on this browser (a pending sign-up, a session) shows once hydrated, as the server's
 * HTML must be what the first client render is.
 */
export default function RegisterPage({ words }: { words?: RegisterPageWords }) {
  const t = words?.register ?? englishWords;
  const a = words?.auth ?? englishAuth;
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const signedIn = useStore($isSignedIn) && hydrated;
  const pending = hydrated ? auth.pendingSocial : null;
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => setForm((current) => ({ ...current, ...typed })));
  // A pending social sign-up fills what the provider gave (once it can be read: after hydration).
  useEffect(() => {
    if (!pending) return;
    setForm((current) => ({
      ...current,
      full_name: current.full_name || (pending.full_name ?? ''),
      email: pending.email || current.email,
      mobile: current.mobile || (pending.mobile ?? ''),
      phone_code: current.phone_code || (pending.phone_code ?? ''),
    }));
  }, [pending]);
  const [awaitingActivation, setAwaitingActivation] = useState<string | null>(null);
  const { errors, setErrors, sending, submit } = useCheckedSubmit<RegisterField>(
    () => validateRegisterForm(withHomeCode(form), { withPassword: pending === null }),
    async () => {
      const accepted = await register(withHomeCode(form), a);
      // A social sign-up that could sign in has already left for /; otherwise the link must be opened.
      if (accepted && !$isSignedIn.get()) setAwaitingActivation(form.email.trim());
    },
    hydrated && auth.loading,
  );
  const loading = sending || (hydrated && auth.loading);
  const shown = words ? localFieldErrors(errors, { ...t, required: a.required, invalidEmail: a.invalidEmail }) : errors;
  const set = (field: RegisterField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const setPhoneCode = useCallback((value: string) => {
    setForm((current) => ({ ...current, phone_code: value }));
    // The home code fills in once the countries arrive: a 'required' from a press before that is void.
    if (value !== '') setErrors((current) => (current.phone_code ? { ...current, phone_code: undefined } : current));
  }, []);
  const setMobile = useCallback((value: string) => setForm((current) => ({ ...current, mobile: value })), []);
  const home = localizePath('/', words?.locale ?? 'en');

  if (awaitingActivation !== null) {
    return (
      <div className="account-card">
        <ActivationNotice email={awaitingActivation} title={t.checkEmail} {...(words ? { words: t } : {})} />
        <p className="account-form__footnote">
          {t.activatedAlready}{' '}
          <button type="button" className="link-button" onClick={() => openAuthDialog('login')}>
            {a.logInInstead}
          </button>
        </p>
      </div>
    );
  }

  if (signedIn) {
    return (
      <div className="account-card">
        <h2 className="account-card__title">{t.signedInTitle}</h2>
        <p className="account-card__lede">{t.signedInText}</p>
        <a className="btn" href={home}>
          {t.continueShopping}
        </a>
      </div>
    );
  }

  const social = pending !== null;
  return (
    <div className="account-card">
      <h2 className="account-card__title">{social ? t.socialTitle : t.emailTitle}</h2>
      <p className="account-card__lede">{social ? t.socialLede : t.emailLede}</p>
      {pending && (
        <p className="provider-badge">
          <SocialIcon provider={pending.provider} />
          {format(t.signingUpWith, { provider: PROVIDER_LABELS[pending.provider] })}
        </p>
      )}
      {/* POST: before React arrives a press is held (early-input.ts); never a password in an address. */}
      <form ref={formRef} className="account-form" method="post" noValidate onSubmit={(event) => void submit(event)}>
        <FullNameField label={t.fullName} value={form.full_name} error={shown.full_name} onChange={(event) => set('full_name')(event.target.value)} />
        <EmailField
          label={a.email}
          value={form.email}
          error={shown.email}
          // The provider vouches for the email it gave; only a missing one is typed in.
          readOnly={Boolean(pending?.email)}
          onChange={(event) => set('email')(event.target.value)}
        />
        <PhoneFields values={form} errors={shown} onPhoneCode={setPhoneCode} onMobile={setMobile} defaultToHome words={t} />
        {!social && (
          <div className="account-form__row">
            <NewPasswordFields
              labels={[a.password, t.confirmPassword]}
              values={form}
              errors={shown}
              hint={format(t.passwordHint, { min: PASSWORD_MIN_LENGTH })}
              onChange={(field, value) => set(field)(value)}
            />
          </div>
        )}
        <div className="account-form__actions">
          <SubmitButton busy={loading}>{t.submit}</SubmitButton>
        </div>
      </form>
      {social ? (
        <p className="account-form__footnote">
          {t.preferPassword}{' '}
          <button type="button" className="link-button" onClick={() => patchAuth({ pendingSocial: null, needsActivation: false })}>
            {t.registerWithEmail}
          </button>
        </p>
      ) : (
        <LoginInstead className="account-form__footnote" buttonClassName="link-button" text={[a.haveAccount, a.logInInstead]} />
      )}
    </div>
  );
}
