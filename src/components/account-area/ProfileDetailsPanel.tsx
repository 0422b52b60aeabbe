import { useStore } from '@nanostores/react';
import { formatDay } from '../../lib/account-area/dates.ts';
import { format } from '../../lib/i18n/format.ts';
import { $startup } from '../../stores/startup.ts';
import { birthdayText, currencyText, genderText, mobileText, signInText } from './profile-facts.ts';
import { useProfileTexts } from './profile-words.ts';
import type { ProfileIslandWords } from '../../lib/i18n/island-messages.ts';
import { provideWords } from '../ui/words.tsx';
import { Loading } from './states.tsx';
import { useCurrentUser } from './use-current-user.ts';
import Panel, { EditInSettings, Facts } from './Panel.tsx';

/** /profile/1: My Details — what the mobile menu's Profile opens. Changes are made in /settings. */
export default provideWords<ProfileIslandWords>(Details);

function Details() {
  const { words, lang, href } = useProfileTexts();
  const { user, loading } = useCurrentUser(words);
  const startup = useStore($startup);
  if (!user) return loading ? <Loading label={words.loadingDetails} /> : null;
  const rows: [string, string][] = [
    [words.fullName, user.full_name],
    [words.email, user.email],
    [words.mobile, mobileText(user, words)],
    [words.gender, genderText(user.gender, words)],
    [words.dateOfBirth, birthdayText(user.date_of_birth, words, lang)],
    [words.currency, currencyText(user.currency, startup?.currencies)],
    [words.newsletter, user.newsletter ? words.subscribed : words.notSubscribed],
    [words.signIn, signInText(user, words)],
  ];
  return (
    <Panel id="details-title" title={words.tabDetails} action={<EditInSettings href={href('/settings')} label={words.editInSettings} />}>
      <Facts rows={rows} />
      {user.created_at ? <p className="acct-panel__foot">{format(words.memberSince, { date: formatDay(user.created_at, lang) })}</p> : null}
    </Panel>
  );
}
