import { useStore } from '@nanostores/react';
import { formatDay } from '../../lib/account-area/dates.ts';
import { $startup } from '../../stores/startup.ts';
import { birthdayText, currencyText, genderText, mobileText, signInText } from './profile-facts.ts';
import { Loading } from './states.tsx';
import { useCurrentUser } from './use-current-user.ts';

/** /profile/1: My Details — what the mobile menu's Profile opens. Changes are made in /settings. */
export default function ProfileDetailsPanel() {
  const { user, loading } = useCurrentUser();
  const startup = useStore($startup);
  if (!user) return loading ? <Loading label="Loading your details" /> : null;
  const rows: [string, string][] = [
    ['Full name', user.full_name],
    ['Email', user.email],
    ['Mobile', mobileText(user)],
    ['Gender', genderText(user.gender)],
    ['Date of birth', birthdayText(user.date_of_birth)],
    ['Currency', currencyText(user.currency, startup?.currencies)],
    ['Newsletter', user.newsletter ? 'Subscribed' : 'Not subscribed'],
    ['Sign-in', signInText(user)],
  ];
  return (
    <section className="acct-panel" aria-labelledby="details-title">
      <header className="acct-panel__head">
        <h2 id="details-title" className="acct-panel__title">
          My Details
        </h2>
        <a className="btn btn--ghost btn--small" href="/settings">
          Edit in Settings
        </a>
      </header>
      <dl className="acct-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="acct-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {user.created_at ? <p className="acct-panel__foot">Member since {formatDay(user.created_at)}</p> : null}
    </section>
  );
}
