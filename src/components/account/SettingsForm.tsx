import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { normalizeMobile, validateProfileForm, type ProfileForm } from '../../lib/accounts/validation.ts';
import { GENDER_OPTIONS, type GenderId } from '../../lib/contract/settings.ts';
import { DEFAULT_ALERT_FREQUENCY, isAlertFrequency, type AlertFrequency } from '../../lib/contract/saved-searches.ts';
import type { CurrentUser, ProfilePatch } from '../../lib/contract/users.ts';
import { deleteAccount, loadMe, saveSettings } from '../../stores/auth-actions.ts';
import { $auth } from '../../stores/auth.ts';
import { setCurrency } from '../../stores/global.ts';
import { $startup } from '../../stores/startup.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import PhoneFields from './PhoneFields.tsx';
import SubmitButton from './SubmitButton.tsx';
import FullNameField from './FullNameField.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';
import { Options } from '../ui/Options.tsx';
import './account.css';

interface SettingsState extends ProfileForm {
  gender: GenderId | '';
  date_of_birth: string;
  newsletter: boolean;
  currency: string;
  alerts: AlertFrequency;
}

/** The alert digest's choices (issue 14). */
const ALERT_OPTIONS: readonly { id: AlertFrequency; label: string }[] = [
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'off', label: 'Off' },
];

function stateOf(user: CurrentUser): SettingsState {
  return {
    full_name: user.full_name,
    mobile: user.mobile ?? '',
    phone_code: user.phone_code ?? '',
    gender: user.gender ?? '',
    date_of_birth: user.date_of_birth ?? '',
    newsletter: user.newsletter,
    currency: user.currency,
    // A backend without the alerts extension answers no field: show the default, send it only when changed.
    alerts: isAlertFrequency(user.alerts) ? user.alerts : DEFAULT_ALERT_FREQUENCY,
  };
}

function patchOf(state: SettingsState, user: CurrentUser): ProfilePatch {
  const mobile = normalizeMobile(state.mobile);
  return {
    full_name: state.full_name.trim(),
    mobile: mobile === '' ? null : mobile,
    phone_code: mobile === '' ? null : state.phone_code,
    gender: state.gender === '' ? null : state.gender,
    date_of_birth: state.date_of_birth === '' ? null : state.date_of_birth,
    newsletter: state.newsletter,
    currency: state.currency,
    ...(isAlertFrequency(user.alerts) || state.alerts !== DEFAULT_ALERT_FREQUENCY ? { alerts: state.alerts } : {}),
  };
}

const DELETE_FAILED_MESSAGE = 'We could not delete your account. Please try again.';

/** /settings (login required): profile fields and currency ('Data have been saved.'), and account deletion. */
export default function SettingsForm() {
  const auth = useStore($auth);
  const startup = useStore($startup);
  const [form, setForm] = useState<SettingsState | null>(() => (auth.user ? stateOf(auth.user) : null));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const edited = useRef(false);
  const ids = { gender: useId(), dob: useId(), currency: useId(), newsletter: useId(), alerts: useId(), alertsHint: useId() };

  // Fresh data from GET /v1/users/me; what the shopper already typed is kept.
  useEffect(() => {
    void loadMe().then((user) => {
      if (user && !edited.current) setForm(stateOf(user));
    });
  }, []);

  const update = useCallback((patch: Partial<SettingsState>) => {
    edited.current = true;
    setForm((current) => (current ? { ...current, ...patch } : current));
  }, []);
  const setPhoneCode = useCallback((phone_code: string) => update({ phone_code }), [update]);
  const setMobile = useCallback((mobile: string) => update({ mobile }), [update]);
  const {
    errors,
    sending: saving,
    submit: save,
  } = useCheckedSubmit<keyof ProfileForm>(
    () => (form ? validateProfileForm(form) : null),
    async () => {
      if (form && auth.user && (await saveSettings(patchOf(form, auth.user)))) {
        edited.current = false;
        // The chosen currency is also the one the store shows prices in.
        const option = startup?.currencies.find((currency) => currency.code === form.currency);
        if (option) setCurrency(option);
      }
    },
  );

  if (!form || !auth.user) {
    return (
      <div className="account-loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">Loading your settings</span>
      </div>
    );
  }

  async function confirmDelete() {
    setDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteAccount();
    } catch (error) {
      // Spec section 8: a generic error, no toast; the dialog says it instead.
      console.error(error);
      setDeleteFailure(DELETE_FAILED_MESSAGE);
      setDeleting(false);
    }
  }

  const currencies = startup?.currencies ?? [];
  return (
    <>
      <form className="account-card account-form" noValidate onSubmit={(event) => void save(event)}>
        <h2 className="account-card__title">Profile</h2>
        <p className="account-card__lede">Signed in as {auth.user.email}</p>
        <FullNameField value={form.full_name} error={errors.full_name} onChange={(event) => update({ full_name: event.target.value })} />
        <PhoneFields values={form} errors={errors} onPhoneCode={setPhoneCode} onMobile={setMobile} />
        <div className="account-form__row">
          <div className="field">
            <label htmlFor={ids.gender}>Gender</label>
            <select
              id={ids.gender}
              className="select"
              value={form.gender}
              onChange={(event) => update({ gender: GENDER_OPTIONS.find((option) => option.id === event.target.value)?.id ?? '' })}
            >
              <option value="">Prefer not to say</option>
              <Options items={GENDER_OPTIONS} value={(option) => option.id} label={(option) => option.name} />
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.dob}>Date of birth</label>
            <input
              id={ids.dob}
              type="date"
              className="input"
              value={form.date_of_birth}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(event) => update({ date_of_birth: event.target.value })}
            />
          </div>
        </div>
        <p className="account-section-label">Shopping</p>
        <div className="field">
          <label htmlFor={ids.currency}>Currency</label>
          <select id={ids.currency} className="select" value={form.currency} onChange={(event) => update({ currency: event.target.value })}>
            {currencies.length === 0 && <option value={form.currency}>{form.currency}</option>}
            {currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code} · {currency.name}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox-field" htmlFor={ids.newsletter}>
          <input id={ids.newsletter} type="checkbox" checked={form.newsletter} onChange={(event) => update({ newsletter: event.target.checked })} />
          <span>Send me news of new arrivals and private sales</span>
        </label>
        <p className="account-section-label">Alerts</p>
        <div className="field">
          <label htmlFor={ids.alerts}>Alert emails</label>
          <select
            id={ids.alerts}
            className="select"
            value={form.alerts}
            aria-describedby={ids.alertsHint}
            onChange={(event) => update({ alerts: ALERT_OPTIONS.find((option) => option.id === event.target.value)?.id ?? form.alerts })}
          >
            <Options items={ALERT_OPTIONS} value={(option) => option.id} label={(option) => option.label} />
          </select>
          <p id={ids.alertsHint} className="field-hint">
            One email at most a day: price drops and sales of your favourites, and new pieces for your <a href="/saved-searches">saved searches</a>.
          </p>
        </div>
        <div className="account-form__actions">
          <SubmitButton busy={saving} block={false}>
            SAVE CHANGES
          </SubmitButton>
        </div>
      </form>

      <section className="account-card danger-zone" aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading" className="account-card__title">
          Delete account
        </h2>
        <p>Your profile and personal data are removed and you are signed out everywhere. This cannot be undone.</p>
        <button type="button" className="btn btn--ghost" onClick={() => setConfirmingDelete(true)}>
          DELETE ACCOUNT
        </button>
      </section>

      {confirmingDelete && (
        <ConfirmDialog
          title="Delete account"
          confirmLabel="Yes, delete my account"
          danger
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            setConfirmingDelete(false);
            setDeleteFailure(null);
          }}
        >
          <p className="confirm-dialog__question">Are you sure you want to delete your account?</p>
          {deleteFailure && (
            <p className="form-failure" role="alert">
              {deleteFailure}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
