/**
 * POST /social-login: sign-in and sign-up through Firebase (Google, Facebook, Apple).
 *
 * 1. The ID token is verified; its email wins over the body's. Apple relay addresses are discarded
 *    (spec section 5), so then only an email typed on /register (the body's) can be used.
 * 2. A Firebase uid seen before signs in to its account.
 * 3. Otherwise an account with the email: linked when the provider vouches for the email
 *    (email_verified), refused otherwise, since a typed email proves nothing.
 * 4. Otherwise a new account: it needs full name, mobile and phone code (MISSING_INFO_ERROR until
 *    given). A provider-verified email is active at once; a typed one must be activated by mail.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { discardAppleRelayEmail, isValidEmail, normalizeEmail } from '../../lib/accounts/email.ts';
import { missingEmailMessage, providerFromSignInMethod } from '../../lib/accounts/social.ts';
import type { SocialLoginResponse, SocialProvider } from '../../lib/contract/users.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { activationRequired, sendActivationMail } from './activation.ts';
import { chosenLanguageOf } from './language.ts';
import { limitAttempts, perAddress, readBody, requireSiteOrigin, startUserSession } from './http.ts';
import { RATE_RULES } from './rate-limits.ts';
import { insertNewAccount, requireKnownPhoneCode } from './new-account.ts';
import { DUPLICATE_EMAIL_MESSAGE } from './registration.routes.ts';
import { socialLoginBody } from './schemas.ts';
import { verifySocialToken } from './social-token.ts';
import type { FirebaseIdentity } from './firebase/id-token.ts';
import { activateUser, findUserByEmail, findUserById, findUserByIdentity, linkIdentity, type UserRow } from './users.queries.ts';

const missingInfo = (message: string) => new ApiError(422, 'MISSING_INFO_ERROR', message);

export const EMAIL_TAKEN_SOCIAL_MESSAGE = 'An account with this email address already exists. Please log in with your email and password.';

function missingDetailsMessage(missing: string[]): string {
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''}` : (missing[0] ?? '');
  return `Please add your ${list} to finish signing up.`;
}

type SocialLoginBody = z.infer<typeof socialLoginBody>;

/** Steps 3 and 4: a Firebase uid seen for the first time. A Response when activation is needed. */
async function linkOrCreateAccount(
  c: Context<AppEnv>,
  body: SocialLoginBody,
  identity: FirebaseIdentity,
  provider: SocialProvider,
): Promise<UserRow | Response | null> {
  const db = c.env.DB;
  const tokenEmail = discardAppleRelayEmail(identity.email);
  const emailVerified = tokenEmail !== '' && identity.emailVerified;
  const rawEmail = tokenEmail || discardAppleRelayEmail(body.email);
  if (!rawEmail) throw missingInfo(missingEmailMessage(provider));
  if (!isValidEmail(rawEmail)) throw badRequest('Email is not valid.');
  const email = normalizeEmail(rawEmail);

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!emailVerified) throw badRequest(EMAIL_TAKEN_SOCIAL_MESSAGE);
    await linkIdentity(db, provider, identity.uid, existing.id);
    // The provider proved the address, which is what the activation link would have done.
    await activateUser(db, existing.id);
    return findUserById(db, existing.id);
  }

  const fullName = body.full_name || identity.name?.trim() || '';
  const missing = [...(fullName ? [] : ['full name']), ...(body.mobile ? [] : ['mobile number']), ...(body.phone_code ? [] : ['phone code'])];
  if (missing.length > 0) throw missingInfo(missingDetailsMessage(missing));
  const mobile = body.mobile ?? '';
  const phoneCode = body.phone_code ?? '';
  if (!/^\d{6,15}$/.test(mobile)) throw badRequest('Mobile number is not valid.');
  await requireKnownPhoneCode(db, phoneCode);
  // A typed email needs a mailed link: refuse before creating an account that could never activate.
  if (!emailVerified) requireSiteOrigin(c);
  const language = chosenLanguageOf(c);
  const userId = await insertNewAccount(db, {
    email,
    full_name: fullName.slice(0, 100),
    mobile,
    phone_code: phoneCode,
    password_hash: null,
    activated: emailVerified,
    language,
  });
  if (userId === 'taken') throw new ApiError(409, 'CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  await linkIdentity(db, provider, identity.uid, userId);
  if (!emailVerified) {
    try {
      await sendActivationMail(c, { id: userId, email, full_name: fullName, language });
    } catch (error) {
      console.error('Activation mail failed', error);
    }
    return activationRequired(c, userId);
  }
  return findUserById(db, userId);
}

export const socialRoutes = new Hono<AppEnv>().post('/social-login', async (c) => {
  const body = await readBody(c, socialLoginBody);
  // Before verification: checking a token may fetch Google's keys and may create an account.
  await limitAttempts(c, perAddress(c, RATE_RULES.socialPerAddress));
  const identity = await verifySocialToken(c, body.token);
  let provider: SocialProvider = body.provider;
  if (identity.signInProvider) {
    const fromToken = providerFromSignInMethod(identity.signInProvider);
    if (!fromToken) throw badRequest('This sign-in method is not supported. Please use Google, Facebook or Apple.');
    provider = fromToken; // the token, not the body, says which provider signed the shopper in
  }

  const user = (await findUserByIdentity(c.env.DB, identity.uid)) ?? (await linkOrCreateAccount(c, body, identity, provider));
  if (user instanceof Response) return user;
  if (!user) throw new Error('The account vanished while signing in');
  if (user.activated_at === null) return activationRequired(c, user.id);
  const answer: SocialLoginResponse = { data: { access_token: await startUserSession(c, body.uuid, user.id) } };
  return c.json(answer);
});
