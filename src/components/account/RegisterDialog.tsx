import { useStore } from '@nanostores/react';
import { registerHref } from '../../lib/accounts/redirects.ts';
import { splitLocalePath } from '../../lib/i18n/locales.ts';
import { $pendingActivation } from '../../stores/account/activation.ts';
import { $auth, patchAuth } from '../../stores/auth.ts';
import { closeAuthDialog } from '../../stores/dialogs.ts';
import ActivationNotice, { type ActivationWords } from './ActivationNotice.tsx';
import AuthDialogFrame from './AuthDialogFrame.tsx';
import LoginInstead from './LoginInstead.tsx';
import SocialPanel from './SocialPanel.tsx';
import { auth as authMessages } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';

/** Register dialog (spec section 2): social sign-up, 'Continue with Email' to /register, or log in. */
export default function RegisterDialog({ messages = authMessages, activationWords }: { messages?: Section<'auth'>; activationWords?: ActivationWords }) {
  const auth = useStore($auth);
  // 'Continue with Email' stays in the page's language (the dialog renders only in the browser).
  const locale = splitLocalePath(window.location.pathname).locale;
  const pendingActivation = useStore($pendingActivation);
  const showActivation = auth.needsActivation && (pendingActivation !== null || auth.pendingSocial !== null);

  return (
    <AuthDialogFrame title={messages.registerTitle} onClose={closeAuthDialog} className="register-dialog" closeLabel={messages.close}>
      <p className="auth-lede">{messages.registerLede}</p>
      {showActivation && (
        <ActivationNotice
          email={pendingActivation?.email ?? auth.pendingSocial?.email ?? null}
          title={messages.activateTitle}
          {...(activationWords ? { words: activationWords } : {})}
        />
      )}
      <SocialPanel variant="continue" continueWith={messages.continueWith} signInWords={messages} />
      <p className="auth-divider">
        <span>{messages.or}</span>
      </p>
      <a
        className="btn btn--block"
        href={registerHref(Date.now(), locale)}
        onClick={(event) => {
          // Choosing email abandons a social sign-up that was waiting for details.
          patchAuth({ pendingSocial: null, needsActivation: false });
          // The date is the moment of the click, not of the render.
          event.currentTarget.href = registerHref(Date.now(), locale);
        }}
      >
        {messages.continueWithEmail}
      </a>
      <LoginInstead className="auth-switch" buttonClassName="link-button auth-link" text={[messages.haveAccount, messages.logInInstead]} />
    </AuthDialogFrame>
  );
}
