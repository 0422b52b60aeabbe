import { useState } from 'react';
import { unsubscribeAlerts } from '../../lib/api/saved-searches.ts';
import { serverMessage } from '../../lib/api/http.ts';
import './saved-searches.css';

type Step = { kind: 'ask' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /alerts/unsubscribe?token=…: the digest's unsubscribe link, no login needed. The shopper confirms
 * with a button (a mail scanner that follows the link turns nothing off); the signed token does the rest.
 */
export default function AlertsUnsubscribe() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token')?.trim() ?? '');
  const [step, setStep] = useState<Step>(
    token ? { kind: 'ask' } : { kind: 'failed', message: 'This link is incomplete. Turn alerts off in your settings instead.' },
  );

  async function turnOff() {
    setStep({ kind: 'busy' });
    try {
      await unsubscribeAlerts(token);
      setStep({ kind: 'done' });
    } catch (error) {
      console.warn('Unsubscribe failed', error);
      setStep({ kind: 'failed', message: serverMessage(error, 'Please try again in a moment.') });
    }
  }

  return (
    <div className="alerts-unsubscribe">
      {step.kind === 'done' ? (
        <div role="status">
          <h2>Alerts are off</h2>
          <p>We will not send you alert emails any more. You can turn them back on in your settings at any time.</p>
          <a className="btn btn--ghost" href="/">
            Continue shopping
          </a>
        </div>
      ) : step.kind === 'failed' ? (
        <div role="alert">
          <h2>We could not turn alerts off</h2>
          <p>{step.message}</p>
          <a className="btn btn--ghost" href="/settings">
            Go to settings
          </a>
        </div>
      ) : (
        <div>
          <p>Stop the emails about price drops, sold favourites and new pieces for your saved searches?</p>
          <button type="button" className="btn" onClick={() => void turnOff()} disabled={step.kind === 'busy'} aria-busy={step.kind === 'busy'}>
            {step.kind === 'busy' && <span className="spinner spinner--small" aria-hidden="true" />}
            Turn off alert emails
          </button>
        </div>
      )}
    </div>
  );
}
