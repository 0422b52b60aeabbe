import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth.ts';

/** 'Welcome back, Amelia' under the profile heading, from the stored user. */
export default function ProfileGreeting() {
  const { user } = useStore($auth);
  const first = user?.full_name.trim().split(/\s+/)[0];
  return <p className="acct-frame__greeting">{first ? `Welcome back, ${first}` : '\u00a0'}</p>;
}
