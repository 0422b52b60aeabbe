import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { localFieldErrors } from '../../lib/accounts/local-errors.ts';
import { resetTokenFrom } from '../../lib/accounts/redirects.ts';
import { validateResetPasswordForm } from '../../lib/accounts/validation.ts';
import { PASSWORD_MIN_LENGTH } from '../../lib/contract/users.ts';
import { format } from '../../lib/i18n/format.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { auth as englishAuth } from '../../lib/i18n/messages/en.ts';
import { resetPassword as englishWords } from '../../lib/i18n/messages/en-forms.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { resetPassword } from '../../stores/account/password.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { openAuthDialog } from '../../stores/dialogs.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import NewPasswordFields from './NewPasswordFields.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';
import './account.css';

type ResetField = 'password' | 'password_confirmation';

/** The page's words in another language (issue 26): its own section and the login dialog's. */
export interface ResetPasswordWords {
  locale: Locale;
  resetPassword: Section<'resetPassword'>;
  auth: Section<'auth'>;
}

/**
 * /reset-password?token=… (the mailed link): a new password, twice. Then the shopper logs in,
 * and login from this page goes to / (spec section 2).
 * Rendered on the server and hydrated when used (issue 26's budget): the server cannot read the
 * address's token, so its HTML holds both answers, the form and 'not complete', and the head's hint
 * (`token`, wake-hints.ts) shows the right one at first paint; once hydrated only that one remains.
 */
export default function ResetPasswordPage({ words }: { words?: ResetPasswordWords }) {
  const t = words?.resetPassword ?? englishWords;
  const a = words?.auth ?? englishAuth;
  const hydrated = useHydrated();
  const [token] = useState(() => (typeof window === 'undefined' ? null : resetTokenFrom(window.location.search)));
  const signedIn = useStore($isSignedIn) && hydrated;
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => setForm((current) => ({ ...current, ...typed })));
  const [done, setDone] = useState(false);
  const {
    errors,
    sending: saving,
    submit,
  } = useCheckedSubmit<ResetField>(
    () => (token ? validateResetPasswordForm(form) : null),
    async () => {
      if (token && (await resetPassword({ token, ...form }, t))) setDone(true);
    },
  );
  const shown = words ? localFieldErrors(errors, { ...t, required: a.required }) : errors;

  if (done) {
    return (
      <div className="account-card">
        <h2 className="account-card__title">{t.doneTitle}</h2>
        <p className="account-card__lede">{t.doneText}</p>
        {signedIn ? (
          <a className="btn" href={localizePath('/', words?.locale ?? 'en')}>
            {t.continueShopping}
          </a>
        ) : (
          <button type="button" className="btn" onClick={() => openAuthDialog('login')}>
            {a.logIn}
          </button>
        )}
      </div>
    );
  }

  return (
    <>
      {(!hydrated || !token) && (
        <div className="account-card if-no-token">
          <h2 className="account-card__title">{t.incompleteTitle}</h2>
          <p className="account-card__lede">{t.incompleteText}</p>
          <button type="button" className="btn" onClick={() => openAuthDialog('forgot')}>
            {a.forgotPassword}
          </button>
        </div>
      )}
      {(!hydrated || token) && (
        <div className="account-card if-token">
          <h2 className="account-card__title">{t.chooseTitle}</h2>
          <p className="account-card__lede">{format(t.chooseLede, { min: PASSWORD_MIN_LENGTH })}</p>
          {/* POST: before React arrives a press is held (early-input.ts); never a password in an address. */}
          <form ref={formRef} className="account-form" method="post" noValidate onSubmit={(event) => void submit(event)}>
            <NewPasswordFields
              labels={[t.newPassword, t.confirmNewPassword]}
              values={form}
              errors={shown}
              onChange={(field, value) => setForm({ ...form, [field]: value })}
            />
            <SubmitButton busy={saving}>{t.submit}</SubmitButton>
          </form>
        </div>
      )}
    </>
  );
}
