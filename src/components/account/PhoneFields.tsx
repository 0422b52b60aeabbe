import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { $startup } from '../../stores/startup.ts';
import { homePhoneCode } from '../../lib/accounts/home-phone.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import TextField from './TextField.tsx';
import { settings } from '../../lib/i18n/messages/en.ts';

interface PhoneFieldsProps {
  /** The form's two fields, and their errors by the same names. */
  values: { phone_code: string; mobile: string };
  errors: { phone_code?: string | undefined; mobile?: string | undefined };
  onPhoneCode: (value: string) => void;
  onMobile: (value: string) => void;
  /** Picks the home country's code when none is chosen (registration). */
  defaultToHome?: boolean;
  required?: boolean;
  /** The labels in the page's language (issue 26); English without. */
  words?: PhoneWords;
}

/** The phone fields' words (the settings section's). */
export interface PhoneWords {
  phoneCode: string;
  phoneCodeLoading: string;
  phoneCodeSelect: string;
  mobile: string;
}

const ENGLISH: PhoneWords = settings;

/** Phone code (from the startup countries) and mobile number side by side; the number is a text field like the form's others. */
export default function PhoneFields({ values, errors, onPhoneCode, onMobile, defaultToHome = false, required = false, words = ENGLISH }: PhoneFieldsProps) {
  const { phone_code: phoneCode, mobile } = values;
  const { phone_code: phoneCodeError, mobile: mobileError } = errors;
  const startup = useStore($startup);
  // A form rendered on the server (/register) lists the countries once hydrated: the server had none
  // (before that, early-phone-code.ts shows them in its HTML and puts back what was served).
  const hydrated = useHydrated();
  const countries = (hydrated ? startup?.countries : undefined) ?? [];
  const codeId = useId();

  useEffect(() => {
    if (!defaultToHome || phoneCode !== '') return;
    const home = homePhoneCode(countries);
    if (home) onPhoneCode(home);
  }, [defaultToHome, phoneCode, countries, onPhoneCode]);

  return (
    <div className="phone-field">
      <div className="field">
        <label htmlFor={codeId}>{words.phoneCode}</label>
        <select
          id={codeId}
          name="phone_code"
          className={`select${phoneCodeError ? ' is-invalid' : ''}`}
          value={phoneCode}
          required={required}
          aria-invalid={phoneCodeError ? true : undefined}
          onChange={(event) => onPhoneCode(event.target.value)}
          {...(defaultToHome ? { 'data-home-default': '', 'data-select-label': words.phoneCodeSelect } : {})}
        >
          <option value="">{countries.length === 0 ? words.phoneCodeLoading : words.phoneCodeSelect}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.phone_code}>
              {country.phone_code} {country.name}
            </option>
          ))}
        </select>
        {phoneCodeError && <p className="field-error">{phoneCodeError}</p>}
      </div>
      <TextField
        label={words.mobile}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={mobile}
        required={required}
        error={mobileError}
        onChange={(event) => onMobile(event.target.value)}
      />
    </div>
  );
}
