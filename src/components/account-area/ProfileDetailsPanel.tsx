import { useStore } from '@nanostores/react';
import { formatDay } from '../../lib/account-area/dates.ts';
import { $startup } from '../../stores/startup.ts';
import { birthdayText, currencyText, genderText, mobileText, signInText } from './profile-facts.ts';
import { Loading } from './states.tsx';
import { useCurrentUser } from './use-current-user.ts';
import Panel, { EditInSettings, Facts } from './Panel.tsx';

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
    <Panel id="details-title" title="My Details" action={<EditInSettings />}>
      <Facts rows={rows} />
      {user.created_at ? <p className="acct-panel__foot">Member since {formatDay(user.created_at)}</p> : null}
    </Panel>
  );
}
