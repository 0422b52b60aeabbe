import { openAuthDialog } from '../../stores/dialogs.ts';
import { auth } from '../../lib/i18n/messages/en.ts';

/** 'Already have an account ? Log in' under the registration forms (spec section 4's wording). */
export default function LoginInstead({
  className,
  buttonClassName,
  text = [auth.haveAccount, auth.logInInstead],
}: {
  className: string;
  buttonClassName: string;
  /** The question and the button in the page's language. */
  text?: readonly [string, string];
}) {
  return (
    <p className={className}>
      {text[0]}{' '}
      <button type="button" className={buttonClassName} onClick={() => openAuthDialog('login')}>
        {text[1]}
      </button>
    </p>
  );
}
