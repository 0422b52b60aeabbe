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

const VIEW_ALL: StoreLocation = { ...DEFAULT_LOCATION };
// A constant store to subscribe to while the popup is closed.
const NO_SETTINGS = atom(null);

/**
 * Store location popup (spec section 2): the button shows the country code or 'View all', a dot,
 * the currency code and a flag; the popup holds the Currency and Store Location dropdowns.
 */
export default function StoreLocationPicker() {
  // Hydrate with what the HTML was rendered with (the defaults), then the saved value (README: Persisted state and hydration).
  const { currency, location } = useStore($global, { ssr: () => GLOBAL_DEFAULTS });
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, trigger);
  const ids = { currency: useId(), location: useId(), panel: useId() };

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
        aria-label={`${location.country_code || 'View all'} ${currency.code}, Store location and currency`}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The text reads 'View all SGD', as the name begins; the dot between is drawn by CSS. */}
        <span>{location.country_code || 'View all'}</span> <span className="location-picker__currency">{currency.code}</span>
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
        <div className="location-picker__panel" id={ids.panel} role="group" aria-label="Currency and store location">
          <div className="field">
            <label htmlFor={ids.currency}>Currency</label>
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
                Select a currency
              </option>
              <Options items={currencies} value={(c) => c.code} label={(c) => c.code} />
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.location}>Store Location</label>
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
                Select a City
              </option>
              <Options items={locations} value={(l) => String(l.id)} label={(l) => l.country} />
            </select>
          </div>
        </div>
      )}
    </div>
  );
}
