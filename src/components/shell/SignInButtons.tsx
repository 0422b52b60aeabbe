import { account } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';

/** LOG IN and REGISTER (spec section 2), for a guest: `size` is the top bar's small pair or the drawer's full-width one. */
export default function SignInButtons({
  size,
  onOpen,
  messages = account,
}: {
  size: 'small' | 'block';
  onOpen: (dialog: 'login' | 'register') => void;
  messages?: Section<'account'>;
}) {
  return (
    <>
      <button type="button" className={`btn btn--ghost btn--${size}`} onClick={() => onOpen('login')}>
        {messages.logIn}
      </button>
      <button type="button" className={`btn btn--${size}`} onClick={() => onOpen('register')}>
        {messages.register}
      </button>
    </>
  );
}
