import { providerFromSignInMethod } from '../accounts/social.ts';
import type { SocialProvider } from '../contract/users.ts';

/**
 * The provider an email signed in with before (spec section 4, account linking): the first
 * social sign-in method of the lookup that is not the provider just refused. Password and
 * unknown methods cannot be joined through a popup, so they are skipped.
 */
export function earlierProviderOf(signInMethods: readonly string[], refused: SocialProvider): SocialProvider | null {
  for (const method of signInMethods) {
    const provider = providerFromSignInMethod(method);
    if (provider && provider !== refused) return provider;
  }
  return null;
}
