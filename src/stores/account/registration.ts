/** /register (spec sections 2 and 4): a new account by email, or a pending social sign-up completed. */
import * as accountsApi from '../../lib/api/accounts.ts';
import { ENGLISH_SIGN_IN_WORDS, type SignInWords } from '../../lib/accounts/social.ts';
import { normalizeMobile, type RegisterForm } from '../../lib/accounts/validation.ts';
import { $auth, patchAuth } from '../auth.ts';
import { $pendingActivation } from './activation.ts';
import { errorToast } from './common.ts';
import { socialLogin } from './sign-in.ts';

/**
 * /register submit. With pending social data it completes through social login with the entered
 * name, email, mobile and phone code; otherwise POST /v2/users/register (failure toast 'Cannot register').
 * Answers true when the form was accepted (signed in, or registered and waiting for activation).
 */
export async function register(form: RegisterForm, words: SignInWords = ENGLISH_SIGN_IN_WORDS): Promise<boolean> {
  const mobile = normalizeMobile(form.mobile);
  const pending = $auth.get().pendingSocial;
  if (pending) {
    const kind = await socialLogin(
      {
        ...pending,
        full_name: form.full_name.trim(),
        email: form.email.trim(),
        mobile,
        phone_code: form.phone_code,
      },
      words,
    );
    return kind === 'signed-in' || kind === 'registered' || kind === 'activation';
  }
  patchAuth({ loading: true });
  try {
    const pendingActivation = await accountsApi.register({
      full_name: form.full_name.trim(),
      email: form.email.trim(),
      mobile,
      phone_code: form.phone_code,
      password: form.password,
      password_confirmation: form.password_confirmation,
    });
    $pendingActivation.set(pendingActivation);
    patchAuth({ registered: true, needsActivation: true });
    return true;
  } catch (error) {
    errorToast(words.cannotRegister, error);
    return false;
  } finally {
    patchAuth({ loading: false });
  }
}
