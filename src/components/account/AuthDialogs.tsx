import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { activationNotice } from '../../lib/accounts/redirects.ts';
import { onUrlChange, updateUrl } from '../../lib/navigation/history.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { $authDialog, closeAuthDialog } from '../../stores/dialogs.ts';
import { showToast } from '../../stores/toasts.ts';
import type { ActivationWords } from './ActivationNotice.tsx';
import ForgotPasswordDialog from './ForgotPasswordDialog.tsx';
import JoinAccountsDialog from './JoinAccountsDialog.tsx';
import LoginDialog from './LoginDialog.tsx';
import RegisterDialog from './RegisterDialog.tsx';
import './account.css';
import type { Section } from '../../lib/i18n/messages/types.ts';

/**
 * The sign-in dialogs of every page (spec section 2): exactly one of login, register and
 * forgot-password at a time, driven by $authDialog; plus the account-join confirmation.
 */
export default function AuthDialogs({
  messages,
  forgotMessages,
  activationWords,
}: {
  messages?: Section<'auth'>;
  forgotMessages?: Section<'forgot'>;
  /** The activation notice's words (the `register` section's) on another language's page. */
  activationWords?: ActivationWords;
}) {
  const dialog = useStore($authDialog);
  const signedIn = useStore($isSignedIn);
  // ?login=1 may open a dialog before this island hydrates: render dialogs only after hydration,
  // so the first client render matches the server's empty one.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Every route change closes the register dialog; page loads do that by themselves, in-place
  // URL changes (filters, paging) do it here.
  useEffect(
    () =>
      onUrlChange(() => {
        if ($authDialog.get() === 'register') closeAuthDialog();
      }),
    [],
  );

  // The activation link lands on /?activated=1&login=1 (or activated=0): say how it went, once.
  useEffect(() => {
    const notice = activationNotice(window.location.search, messages);
    if (!notice) return;
    showToast(notice);
    const url = new URL(window.location.href);
    url.searchParams.delete('activated');
    updateUrl(`${url.pathname}${url.search}${url.hash}`, 'replace');
  }, []);

  // Guest-only and user-only parts of the page follow a sign-in or sign-out without a reload.
  useEffect(() => {
    document.documentElement.dataset.auth = signedIn ? 'user' : 'guest';
  }, [signedIn]);

  if (!hydrated) return null;
  return (
    <>
      {dialog === 'login' && <LoginDialog {...(messages ? { messages } : {})} {...(activationWords ? { activationWords } : {})} />}
      {dialog === 'register' && <RegisterDialog {...(messages ? { messages } : {})} {...(activationWords ? { activationWords } : {})} />}
      {dialog === 'forgot' && <ForgotPasswordDialog {...(forgotMessages ? { messages: forgotMessages } : {})} {...(messages ? { authWords: messages } : {})} />}
      <JoinAccountsDialog {...(messages ? { messages } : {})} />
    </>
  );
}
