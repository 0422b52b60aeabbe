import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { $auth, EMPTY_AUTH } from '../../stores/auth.ts';
import { syncLanguageChoice } from '../../stores/account/profile.ts';
import { logOut } from '../../stores/account/sign-in.ts';
import { openAuthDialog } from '../../stores/dialogs.ts';
import { useDismiss } from '../ui/useDismiss.ts';
import SignInButtons from './SignInButtons.tsx';
import { account } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';

/** Desktop top bar: LOG IN / REGISTER for guests; the user's name with Profile, Settings, Log Out. */
export default function AccountMenu({ messages = account }: { messages?: Section<'account'> }) {
  // Hydrate with what the HTML was rendered with (the defaults), then the saved value (README: Persisted state and hydration).
  const auth = useStore($auth, { ssr: () => EMPTY_AUTH });
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, trigger);
  // The menu wakes at idle on every page of a signed-in shopper: a language chosen since is saved then.
  const signedIn = Boolean(auth.authenticator?.id);
  useEffect(() => {
    if (signedIn) void syncLanguageChoice();
  }, [signedIn]);

  if (!auth.authenticator?.id) {
    return (
      <div className="account-menu guest-only">
        <SignInButtons size="small" onOpen={openAuthDialog} messages={messages} />
      </div>
    );
  }

  const name = auth.user?.full_name || auth.authenticator.email;
  return (
    <div className="account-menu" ref={ref}>
      <button ref={trigger} type="button" className="account-menu__trigger" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
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
            <a href="/profile/0">{messages.profile}</a>
          </li>
          <li>
            <a href="/settings">{messages.settings}</a>
          </li>
          <li>
            <button type="button" onClick={() => void logOut()}>
              {messages.logOut}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
