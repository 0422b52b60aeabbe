import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_TOO_LONG_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  normalizeMobile,
  REQUIRED_MESSAGE,
  validateProfileForm,
  type ProfileForm,
} from '../../lib/accounts/validation.ts';
import { format } from '../../lib/i18n/format.ts';
import { localeHref, type Locale } from '../../lib/i18n/locales.ts';
import { settings as englishWords } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { GENDER_OPTIONS, type GenderId } from '../../lib/contract/settings.ts';
import { DEFAULT_ALERT_FREQUENCY, isAlertFrequency, type AlertFrequency } from '../../lib/contract/saved-searches.ts';
import type { CurrentUser, ProfilePatch } from '../../lib/contract/users.ts';
import { deleteAccount } from '../../stores/account/deletion.ts';
import { loadMe, saveSettings } from '../../stores/account/profile.ts';
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

type Words = Section<'settings'>;

/** The alert digest's choices (issue 14). */
const ALERT_FREQUENCIES: readonly AlertFrequency[] = ['daily', 'weekly', 'off'];

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

/** A validation message in the page's language (the rules speak English, word for word). */
function say(error: string | undefined, t: Words): string | undefined {
  if (error === REQUIRED_MESSAGE) return t.required;
  if (error === INVALID_MOBILE_MESSAGE) return t.invalidMobile;
  if (error === FULL_NAME_TOO_LONG_MESSAGE) return format(t.fullNameTooLong, { max: FULL_NAME_MAX_LENGTH });
  return error;
}

interface Props {
  /** The page's language and its words (issue 26); English without. */
  locale?: Locale;
  words?: Words;
}

/** /settings (login required): profile fields and currency ('Data have been saved.'), and account deletion. */
export default function SettingsForm({ locale = 'en', words }: Props) {
  const t = words ?? englishWords;
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
    void loadMe(t).then((user) => {
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
    errors: ruleErrors,
    sending: saving,
    submit: save,
  } = useCheckedSubmit<keyof ProfileForm>(
    () => (form ? validateProfileForm(form) : null),
    async () => {
      if (form && auth.user && (await saveSettings(patchOf(form, auth.user), { words: t }))) {
        edited.current = false;
        // The chosen currency is also the one the store shows prices in.
        const option = startup?.currencies.find((currency) => currency.code === form.currency);
        if (option) setCurrency(option);
      }
    },
  );

  const errors = { full_name: say(ruleErrors.full_name, t), mobile: say(ruleErrors.mobile, t), phone_code: say(ruleErrors.phone_code, t) };

  if (!form || !auth.user) {
    return (
      <div className="account-loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">{t.loading}</span>
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
      setDeleteFailure(t.deleteFailed);
      setDeleting(false);
    }
  }

  const currencies = startup?.currencies ?? [];
  const [hintBefore, hintAfter = ''] = t.alertsHint.split('{link}');
  return (
    <>
      <form className="account-card account-form" noValidate onSubmit={(event) => void save(event)}>
        <h2 className="account-card__title">{t.profile}</h2>
        <p className="account-card__lede">{format(t.signedInAs, { email: auth.user.email })}</p>
        <FullNameField label={t.fullName} value={form.full_name} error={errors.full_name} onChange={(event) => update({ full_name: event.target.value })} />
        <PhoneFields words={t} values={form} errors={errors} onPhoneCode={setPhoneCode} onMobile={setMobile} />
        <div className="account-form__row">
          <div className="field">
            <label htmlFor={ids.gender}>{t.gender}</label>
            <select
              id={ids.gender}
              className="select"
              value={form.gender}
              onChange={(event) => update({ gender: GENDER_OPTIONS.find((option) => option.id === event.target.value)?.id ?? '' })}
            >
              <option value="">{t.genderNone}</option>
              <Options items={GENDER_OPTIONS} value={(option) => option.id} label={(option) => (option.id === 'M' ? t.men : t.women)} />
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.dob}>{t.dateOfBirth}</label>
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
        <p className="account-section-label">{t.shopping}</p>
        <div className="field">
          <label htmlFor={ids.currency}>{t.currency}</label>
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
          <span>{t.newsletter}</span>
        </label>
        <p className="account-section-label">{t.alerts}</p>
        <div className="field">
          <label htmlFor={ids.alerts}>{t.alertEmails}</label>
          <select
            id={ids.alerts}
            className="select"
            value={form.alerts}
            aria-describedby={ids.alertsHint}
            onChange={(event) => update({ alerts: ALERT_FREQUENCIES.find((id) => id === event.target.value) ?? form.alerts })}
          >
            <Options items={ALERT_FREQUENCIES} value={(id) => id} label={(id) => t[id]} />
          </select>
          <p id={ids.alertsHint} className="field-hint">
            {hintBefore}
            <a href={localeHref('/saved-searches', locale)}>{t.savedSearches}</a>
            {hintAfter}
          </p>
        </div>
        <div className="account-form__actions">
          <SubmitButton busy={saving} block={false}>
            {t.save}
          </SubmitButton>
        </div>
      </form>

      <section className="account-card danger-zone" aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading" className="account-card__title">
          {t.deleteTitle}
        </h2>
        <p>{t.deleteText}</p>
        <button type="button" className="btn btn--ghost" onClick={() => setConfirmingDelete(true)}>
          {t.deleteButton}
        </button>
      </section>

      {confirmingDelete && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          danger
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            setConfirmingDelete(false);
            setDeleteFailure(null);
          }}
        >
          <p className="confirm-dialog__question">{t.deleteQuestion}</p>
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
