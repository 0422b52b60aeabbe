import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useId, useRef, useState } from 'react';
import { DEFAULT_LOCATION } from '../../lib/config/storefront.ts';
import type { StoreLocation } from '../../lib/contract/settings.ts';
import { $global, GLOBAL_DEFAULTS, setCurrency, setLocation } from '../../stores/global.ts';
import { chooseCurrency } from '../../stores/auth-actions.ts';
import { $startup } from '../../stores/startup.ts';
import { useDismiss } from '../ui/useDismiss.ts';
import { Options } from '../ui/Options.tsx';
import { picker } from '../../lib/i18n/messages/en.ts';
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

/**
 * Store location popup (spec section 2): the button shows the country code or 'View all', a dot,
 * the currency code and a flag; the popup holds the Currency and Store Location dropdowns.
 */
export default function StoreLocationPicker({ messages = picker }: { messages?: Section<'picker'> }) {
  // Hydrate with what the HTML was rendered with (the defaults), then the saved value (README: Persisted state and hydration).
  const { currency, location } = useStore($global, { ssr: () => GLOBAL_DEFAULTS });
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, trigger);
  const ids = { currency: useId(), location: useId(), language: useId(), panel: useId() };

  // Subscribing loads /startup only once the popup is opened: no request on first paint.
  const startup = useStore(open ? $startup : NO_SETTINGS);
  const currencies = startup?.currencies ?? [];
  const locations = [VIEW_ALL, ...(startup?.stores ?? [])];
  const flag = currency.country_code || 'XX';

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
          src={`/flags/${flag}.svg`}
          alt=""
          width="20"
          height="14"
          onError={(event) => {
            event.currentTarget.src = '/flags/XX.svg';
          }}
        />
      </button>
      {open && (
        <div className="location-picker__panel" id={ids.panel} role="group" aria-label={messages.panel}>
          <div className="field">
            <label htmlFor={ids.currency}>{messages.currency}</label>
            <select
              id={ids.currency}
              className="select"
              value={currencies.some((c) => c.code === currency.code) ? currency.code : ''}
              onChange={(event) => {
                const next = currencies.find((c) => c.code === event.target.value);
                if (!next) return;
                setCurrency(next);
                void chooseCurrency(next.code);
              }}
            >
              <option value="" disabled>
                {messages.selectCurrency}
              </option>
              <Options items={currencies} value={(c) => c.code} label={(c) => c.code} />
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.location}>{messages.location}</label>
            <select
              id={ids.location}
              className="select"
              value={startup ? String(location.id) : ''}
              onChange={(event) => {
                const next = locations.find((l) => String(l.id) === event.target.value);
                if (next) setLocation({ id: next.id, country: next.country, country_code: next.country_code });
              }}
            >
              <option value="" disabled>
                {messages.selectLocation}
              </option>
              <Options items={locations} value={(l) => String(l.id)} label={(l) => l.country} />
            </select>
          </div>
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
