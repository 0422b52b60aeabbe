import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useId, useRef, useState } from 'react';
import { DEFAULT_LOCATION } from '../../lib/config/storefront.ts';
import { FLAG_BOX, flagSrc, UNKNOWN_FLAG } from '../../lib/config/shell-pictures.ts';
import type { StoreLocation } from '../../lib/contract/settings.ts';
import { KNOWN_CURRENCIES, KNOWN_LOCATIONS } from '../../lib/config/shopper-prefs-cookie.ts';
import { $global, GLOBAL_DEFAULTS, setCurrency, setLocation } from '../../stores/global.ts';
import { chooseCurrency } from '../../stores/account/profile.ts';
import { $startup } from '../../stores/startup.ts';
import { useDismiss } from '../ui/useDismiss.ts';
import { Options } from '../ui/Options.tsx';
import { countries as englishCountries, picker } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { endonym, hasLocalizedPage, langTag, LOCALES, splitLocalePath, toLocale, type Locale } from '../../lib/i18n/locales.ts';
import { languageChoiceHref, readLanguageChoice } from '../../lib/i18n/language-choice.ts';

const VIEW_ALL: StoreLocation = { ...DEFAULT_LOCATION };
// A constant store to subscribe to while the popup is closed.
const NO_SETTINGS = atom(null);

/** The page's language; on a page that exists only in English, the language the shopper chose. */
function currentLanguage(): Locale {
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (locale !== 'en' || hasLocalizedPage(path)) return locale;
  return readLanguageChoice(document.cookie) ?? locale;
}

interface PickerFieldProps<T> {
  label: string;
  /** Shown, disabled, when the saved value is not among the rows. */
  prompt: string;
  items: readonly T[];
  selected: string;
  value: (item: T) => string;
  text: (item: T) => string;
  onPick: (item: T) => void;
}

/** One of the popup's dropdowns (currencies, store locations). */
function PickerField<T>({ label, prompt, items, selected, value, text, onPick }: PickerFieldProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={selected}
        onChange={(event) => {
          const next = items.find((item) => value(item) === event.target.value);
          if (next) onPick(next);
        }}
      >
        <option value="" disabled>
          {prompt}
        </option>
        <Options items={items} value={value} label={text} />
      </select>
    </div>
  );
}

/** A location's name in the page's language: a known country by its code, else the name the list gives. */
function placeName(location: StoreLocation, places: Section<'countries'>, viewAll: string): string {
  if (location.id === VIEW_ALL.id) return viewAll;
  return new Map(Object.entries(places)).get(location.country_code) ?? location.country;
}

/**
 * Store location popup (spec section 2): the button shows the country code or 'View all', a dot,
 * the currency code and a flag; the popup holds the Currency and Store Location dropdowns.
 * Both lists are complete when the popup first opens: the store's own currencies and locations
 * (the rows migration 0001 serves, src/lib/config/shopper-prefs-cookie.ts) until GET /startup
 * answers, then /startup's rows (a backend's lists replace the built ones; the selection is the
 * shopper's saved choice either way, so it does not move).
 */
export default function StoreLocationPicker({
  messages = picker,
  places = englishCountries,
}: {
  messages?: Section<'picker'>;
  /** Country names of the page's language, by country code. */
  places?: Section<'countries'>;
}) {
  // Hydrate with what the HTML was rendered with (the defaults), then the saved value (README: Persisted state and hydration).
  const { currency, location } = useStore($global, { ssr: () => GLOBAL_DEFAULTS });
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, trigger);
  const ids = { language: useId(), panel: useId() };

  // Subscribing loads /startup only once the popup is opened: no request on first paint. Until it
  // answers, the built lists stand in for its rows.
  const startup = useStore(open ? $startup : NO_SETTINGS);
  const currencies = startup?.currencies ?? KNOWN_CURRENCIES;
  const locations = [VIEW_ALL, ...(startup?.stores ?? KNOWN_LOCATIONS)];
  const flag = currency.country_code || UNKNOWN_FLAG;

  return (
    <div className="location-picker" ref={ref}>
      <button
        ref={trigger}
        type="button"
        className="location-picker__button"
        aria-expanded={open}
        aria-controls={ids.panel}
        // Label in Name (WCAG 2.5.3): the name starts with the visible text, so voice users can say it.
        aria-label={`${location.country_code || messages.viewAll} ${currency.code}, ${messages.buttonName}`}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The text reads 'View all SGD', as the name begins; the dot between is drawn by CSS. */}
        <span>{location.country_code || messages.viewAll}</span> <span className="location-picker__currency">{currency.code}</span>
        <img
          src={flagSrc(flag)}
          alt=""
          width={FLAG_BOX.width}
          height={FLAG_BOX.height}
          // Never on the path to the first paint: a flag finishing before it joins the largest paint's chain.
          fetchPriority="low"
          onError={(event) => {
            // Once: if the blank flag fails too, setting it again would ask for it again, endlessly.
            const blank = flagSrc(UNKNOWN_FLAG);
            if (!event.currentTarget.src.endsWith(blank)) event.currentTarget.src = blank;
          }}
        />
      </button>
      {open && (
        <div className="location-picker__panel" id={ids.panel} role="group" aria-label={messages.panel}>
          <PickerField
            label={messages.currency}
            prompt={messages.selectCurrency}
            items={currencies}
            selected={currencies.some((c) => c.code === currency.code) ? currency.code : ''}
            value={(c) => c.code}
            text={(c) => c.code}
            onPick={(next) => {
              setCurrency(next);
              void chooseCurrency(next.code);
            }}
          />
          <PickerField
            label={messages.location}
            prompt={messages.selectLocation}
            items={locations}
            selected={locations.some((l) => l.id === location.id) ? String(location.id) : ''}
            value={(l) => String(l.id)}
            text={(l) => placeName(l, places, messages.viewAll)}
            onPick={(next) => setLocation({ id: next.id, country: next.country, country_code: next.country_code })}
          />
          <div className="field">
            <label htmlFor={ids.language}>{messages.language}</label>
            <select
              id={ids.language}
              className="select"
              defaultValue={currentLanguage()}
              onChange={(event) => {
                const next = toLocale(event.target.value);
                // The choice is remembered and the page opens in it, query kept (lib/i18n/language-choice.ts).
                if (next) window.location.assign(languageChoiceHref(next, `${window.location.pathname}${window.location.search}`));
              }}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={langTag(locale)}>
                  {endonym(locale)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </div>
  );
}
