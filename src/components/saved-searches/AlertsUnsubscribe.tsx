import { useState } from 'react';
import { unsubscribeAlerts } from '../../lib/api/saved-searches.ts';
import { serverErrorType, serverMessage } from '../../lib/api/http.ts';
import { localeHref, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { alertsUnsubscribe as englishWords } from '../../lib/i18n/messages/en-forms.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import './saved-searches.css';

type Step = { kind: 'ask' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The page's words in another language (issue 26). */
export interface UnsubscribeWords {
  locale: Locale;
  alertsUnsubscribe: Section<'alertsUnsubscribe'>;
}

/**
 * /alerts/unsubscribe?token=…: the digest's unsubscribe link, no login needed. The shopper confirms
 * with a button (a mail scanner that follows the link turns nothing off); the signed token does the rest.
 * Rendered on the server and hydrated when used (issue 26's budget): the server cannot read the
 * token, so its HTML holds the question and the 'incomplete link' answer, and the head's hint
 * (`token`, wake-hints.ts) shows the right one at first paint; once hydrated only that one remains.
 */
export default function AlertsUnsubscribe({ words }: { words?: UnsubscribeWords }) {
  const t = words?.alertsUnsubscribe ?? englishWords;
  const locale = words?.locale ?? 'en';
  const hydrated = useHydrated();
  const [token] = useState(() => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token')?.trim() ?? '')));
  const [step, setStep] = useState<Step>({ kind: 'ask' });

  async function turnOff() {
    setStep({ kind: 'busy' });
    try {
      await unsubscribeAlerts(token);
      setStep({ kind: 'done' });
    } catch (error) {
      console.warn('Unsubscribe failed', error);
      // The API speaks English: another language's page says a refused link in its own words.
      const refused = serverErrorType(error) === 'VALIDATION';
      setStep({ kind: 'failed', message: words ? (refused ? t.invalidLink : t.tryAgain) : serverMessage(error, t.tryAgain) });
    }
  }

  const failed = (message: string, className?: string) => (
    <div role="alert" className={className}>
      <h2>{t.failedTitle}</h2>
      <p>{message}</p>
      <a className="btn btn--ghost" href={localeHref('/settings', locale)}>
        {t.goToSettings}
      </a>
    </div>
  );

  if (step.kind === 'done') {
    return (
      <div className="alerts-unsubscribe">
        <div role="status">
          <h2>{t.offTitle}</h2>
          <p>{t.offText}</p>
          <a className="btn btn--ghost" href={localizePath('/', locale)}>
            {t.continueShopping}
          </a>
        </div>
      </div>
    );
  }
  if (step.kind === 'failed') return <div className="alerts-unsubscribe">{failed(step.message)}</div>;
  return (
    <div className="alerts-unsubscribe">
      {(!hydrated || !token) && failed(t.incomplete, 'if-no-token')}
      {(!hydrated || token) && (
        <div className="if-token">
          <p>{t.question}</p>
          <button type="button" className="btn" onClick={() => void turnOff()} disabled={step.kind === 'busy'} aria-busy={step.kind === 'busy'}>
            {step.kind === 'busy' && <span className="spinner spinner--small" aria-hidden="true" />}
            {t.turnOff}
          </button>
        </div>
      )}
    </div>
  );
}
