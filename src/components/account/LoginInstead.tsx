import { openAuthDialog } from '../../stores/dialogs.ts';

/** 'Already have an account ? Log in' under the registration forms (spec section 4's wording). */
export default function LoginInstead({ className, buttonClassName }: { className: string; buttonClassName: string }) {
  return (
    <p className={className}>
      Already have an account ?{' '}
      <button type="button" className={buttonClassName} onClick={() => openAuthDialog('login')}>
        Log in
      </button>
    </p>
  );
}
