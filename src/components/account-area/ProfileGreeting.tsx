import { useStore } from '@nanostores/react';
import { format } from '../../lib/i18n/format.ts';
import { $auth } from '../../stores/auth.ts';
import { profile } from '../../lib/i18n/messages/en-account.ts';

/** 'Welcome back, Amelia' under the profile heading, from the stored user; `welcome`: the page language's. */
export default function ProfileGreeting({ welcome = profile.welcome }: { welcome?: string }) {
  const { user } = useStore($auth);
  const first = user?.full_name.trim().split(/\s+/)[0];
  return <p className="acct-frame__greeting">{first ? format(welcome, { name: first }) : '\u00a0'}</p>;
}
