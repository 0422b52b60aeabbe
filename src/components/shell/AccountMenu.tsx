import { useCallback, useEffect, useRef, useState } from 'react';
import { takeEarlyTaps } from '../../lib/navigation/early-input.ts';
import { $auth, EMPTY_AUTH } from '../../stores/auth.ts';
import { logOut } from '../../stores/auth-actions.ts';
import { openAuthDialog } from '../../stores/dialogs.ts';
import { useHydratedStore } from '../ui/use-hydrated-store.ts';
import { useDismiss } from '../ui/useDismiss.ts';

/** Desktop top bar: LOG IN / REGISTER for guests; the user's name with Profile, Settings, Log Out. */
export default function AccountMenu() {
  const auth = useHydratedStore($auth, EMPTY_AUTH);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, trigger);
  // LOG IN / REGISTER tapped before this island hydrated (the layout's capture script kept the tap).
  useEffect(() => {
    for (const action of takeEarlyTaps(['login', 'register'])) openAuthDialog(action === 'login' ? 'login' : 'register');
  }, []);

  if (!auth.authenticator?.id) {
    return (
      <div className="account-menu guest-only">
        <button type="button" className="btn btn--ghost btn--small" data-early="login" onClick={() => openAuthDialog('login')}>
          LOG IN
        </button>
        <button type="button" className="btn btn--small" data-early="register" onClick={() => openAuthDialog('register')}>
          REGISTER
        </button>
      </div>
    );
  }

  const name = auth.user?.full_name || auth.authenticator.email;
  return (
    <div className="account-menu" ref={ref}>
      <button
        ref={trigger}
        type="button"
        className="account-menu__trigger"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-menu__name" title={name}>
          {name}
        </span>
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <ul className="account-menu__list">
          <li>
            <a href="/profile/0">Profile</a>
          </li>
          <li>
            <a href="/settings">Settings</a>
          </li>
          <li>
            <button type="button" onClick={() => void logOut()}>
              Log Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
