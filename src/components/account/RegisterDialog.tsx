import { useStore } from '@nanostores/react';
import { registerHref } from '../../lib/accounts/redirects.ts';
import { $pendingActivation } from '../../stores/auth-actions.ts';
import { $auth, patchAuth } from '../../stores/auth.ts';
import { closeAuthDialog } from '../../stores/dialogs.ts';
import ActivationNotice from './ActivationNotice.tsx';
import AuthDialogFrame from './AuthDialogFrame.tsx';
import LoginInstead from './LoginInstead.tsx';
import SocialPanel from './SocialPanel.tsx';

/** Register dialog (spec section 2): social sign-up, 'Continue with Email' to /register, or log in. */
export default function RegisterDialog() {
  const auth = useStore($auth);
  const pendingActivation = useStore($pendingActivation);
  const showActivation = auth.needsActivation && (pendingActivation !== null || auth.pendingSocial !== null);

  return (
    <AuthDialogFrame title="Register" onClose={closeAuthDialog} className="register-dialog">
      <p className="auth-lede">Create your account to buy, sell and save the pieces you love.</p>
      {showActivation && <ActivationNotice email={pendingActivation?.email ?? auth.pendingSocial?.email ?? null} />}
      <SocialPanel variant="continue" />
      <p className="auth-divider">
        <span>or</span>
      </p>
      <a
        className="btn btn--block"
        href={registerHref(Date.now())}
        onClick={(event) => {
          // Choosing email abandons a social sign-up that was waiting for details.
          patchAuth({ pendingSocial: null, needsActivation: false });
          // The date is the moment of the click, not of the render.
          event.currentTarget.href = registerHref(Date.now());
        }}
      >
        Continue with Email
      </a>
      <LoginInstead className="auth-switch" buttonClassName="link-button auth-link" />
    </AuthDialogFrame>
  );
}
