import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PROVIDER_LABELS } from '../../lib/accounts/social.ts';
import { GENDER_OPTIONS } from '../../lib/contract/settings.ts';
import type { CurrentUser } from '../../lib/contract/users.ts';
import { loadMe } from '../../stores/auth-actions.ts';
import { $auth } from '../../stores/auth.ts';
import './account.css';

const dateFormat = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' });

function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00+08:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function signInMethods(user: CurrentUser): string {
  const methods = [...(user.has_password ? ['Email and password'] : []), ...user.providers.map((p) => PROVIDER_LABELS[p])];
  return methods.join(', ') || 'Email and password';
}

/** The details tab of /profile/{tab}: who the signed-in shopper is, with a way to edit it. */
export default function ProfileDetails() {
  const { user } = useStore($auth);

  useEffect(() => {
    void loadMe();
  }, []);

  if (!user) {
    return (
      <div className="account-loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">Loading your details</span>
      </div>
    );
  }

  const rows: [string, string][] = [
    ['Full name', user.full_name],
    ['Email', user.email],
    ['Mobile', user.mobile ? `${user.phone_code ?? ''} ${user.mobile}`.trim() : 'Not added'],
    ['Currency', user.currency],
    ['Gender', GENDER_OPTIONS.find((option) => option.id === user.gender)?.name ?? 'Not added'],
    ['Date of birth', user.date_of_birth ? formatDate(user.date_of_birth) : 'Not added'],
    ['Signs in with', signInMethods(user)],
    ['Member since', formatDate(user.created_at)],
  ];

  return (
    <section className="account-card profile-card" aria-labelledby="profile-details-heading">
      <p className="eyebrow">My details</p>
      <h2 id="profile-details-heading" className="profile-greeting">
        {user.full_name}
      </h2>
      <dl className="profile-details">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn btn--ghost" href="/settings">
        Edit in Settings
      </a>
    </section>
  );
}
