import { useStore } from '@nanostores/react';
import { ENGLISH_SIGN_IN_WORDS, PROVIDER_LABELS, type SignInWords } from '../../lib/accounts/social.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../lib/contract/users.ts';
import { $auth } from '../../stores/auth.ts';
import { $socialBusy, continueWithProvider, prepareSocialSignIn } from '../../stores/social-sign-in.ts';
import SocialIcon from './SocialIcons.tsx';
import { auth } from '../../lib/i18n/messages/en.ts';

interface SocialPanelProps {
  /** 'continue': full-width 'Continue with Google' rows (register); 'compact': a row of three (login). */
  variant?: 'continue' | 'compact';
  /** 'Continue with {provider}' in the page's language. */
  continueWith?: string;
  /** Sign-in's toasts in the page's language. */
  signInWords?: SignInWords;
}

/** Google, Facebook and Apple sign-in (spec section 2: social panel). */
export default function SocialPanel({ variant = 'continue', continueWith = auth.continueWith, signInWords = ENGLISH_SIGN_IN_WORDS }: SocialPanelProps) {
  const busy = useStore($socialBusy);
  const { loading } = useStore($auth);
  const label = (provider: SocialProvider) =>
    variant === 'continue' ? continueWith.replace('{provider}', PROVIDER_LABELS[provider]) : PROVIDER_LABELS[provider];

  return (
    <div className={`social-panel social-panel--${variant}`}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className="social-button"
          disabled={busy !== null || loading}
          aria-busy={busy === provider}
          onPointerDown={prepareSocialSignIn}
          onClick={() => void continueWithProvider(provider, signInWords)}
        >
          {busy === provider ? <span className="spinner spinner--small" aria-hidden="true" /> : <SocialIcon provider={provider} />}
          <span>{label(provider)}</span>
        </button>
      ))}
    </div>
  );
}
