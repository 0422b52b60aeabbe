/**
 * Popup sign-in with Google, Facebook and Apple through Firebase Auth (spec sections 4 and 6).
 * The ONLY module that imports firebase: islands load it with a dynamic import when a shopper
 * chooses a provider, so the SDK never weighs on a page that does not need it.
 *
 * Firebase is used only to prove who the shopper is: its ID token goes to POST /social-login and
 * the storefront's own session takes over, so Firebase keeps its user in memory only.
 */
import { FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  fetchSignInMethodsForEmail,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  linkWithCredential,
  OAuthProvider,
  signInWithPopup,
  signOut,
  type Auth,
  type AuthCredential,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import { signInMethodOf, type SocialFailure } from '../accounts/social.ts';
import type { SocialProvider } from '../contract/users.ts';
import { emulatorOrigin, firebaseClientConfig, type FirebaseClientConfig } from './config.ts';
import { earlierProviderOf } from './earlier-provider.ts';

/** What a popup sign-in gave: the identity to send to POST /social-login, or why there is none. */
export type SocialAuthResult =
  | { kind: 'signed-in'; provider: SocialProvider; token: string; email: string | null; fullName: string }
  /** The email already signs in with another provider: confirm, then joinPendingAccount(). */
  | { kind: 'account-exists'; email: string; earlierProvider: SocialProvider }
  | { kind: 'cancelled' }
  /** The shopper is told why in the page's language (socialFailureMessage). */
  | { kind: 'failed'; failure: SocialFailure };

/** Where the emulator proxy serves the offline gapi.iframes stand-in (see src/cli/auth-emulator.ts). */
const EMULATOR_GAPI_SHIM_PATH = '/__reluxe/gapi-iframes-shim.js';

const CANCELLED_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

function buildConfig(): FirebaseClientConfig | null {
  return firebaseClientConfig({
    PUBLIC_FIREBASE_API_KEY: import.meta.env.PUBLIC_FIREBASE_API_KEY,
    PUBLIC_FIREBASE_AUTH_DOMAIN: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
    PUBLIC_FIREBASE_PROJECT_ID: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID,
    PUBLIC_FIREBASE_APP_ID: import.meta.env.PUBLIC_FIREBASE_APP_ID,
    PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: import.meta.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  });
}

const config = buildConfig();

/** Loads the emulator's local gapi stand-in; without it (a plain emulator) the SDK loads Google's. */
function loadEmulatorGapiShim(origin: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = `${origin}${EMULATOR_GAPI_SHIM_PATH}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => resolve();
    document.head.append(script);
  });
}

let authReady: Promise<Auth> | null = null;

/** This build has no Firebase project (README: Social sign-in): the shopper is told, nothing loads. */
export class SocialSignInUnavailableError extends Error {}

function firebaseAuth(): Promise<Auth> {
  authReady ??= (async () => {
    if (!config) throw new SocialSignInUnavailableError('Social sign-in is not configured for this site');
    // Before the SDK starts: it looks for gapi when it sets up its popup helper iframe.
    if (config.emulatorHost) await loadEmulatorGapiShim(emulatorOrigin(config.emulatorHost));
    const app: FirebaseApp = initializeApp(
      {
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        ...(config.appId ? { appId: config.appId } : {}),
      },
      'storefront',
    );
    const auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    if (config.emulatorHost) connectAuthEmulator(auth, emulatorOrigin(config.emulatorHost), { disableWarnings: true });
    return auth;
  })();
  return authReady;
}

/** Starts loading the SDK (and the emulator shim) early, e.g. on pointerdown before the click. */
export function prepareSocialAuth(): void {
  firebaseAuth().catch(() => undefined); // the click that follows reports any failure
}

function providerFor(provider: SocialProvider): AuthProvider {
  switch (provider) {
    case 'google': {
      const google = new GoogleAuthProvider();
      google.setCustomParameters({ prompt: 'select_account' });
      return google;
    }
    case 'facebook': {
      const facebook = new FacebookAuthProvider();
      facebook.addScope('email');
      return facebook;
    }
    case 'apple': {
      // Spec section 6: Apple requests the email and name scopes.
      const apple = new OAuthProvider('apple.com');
      apple.addScope('email');
      apple.addScope('name');
      return apple;
    }
  }
}

async function identityOf(auth: Auth, user: User, provider: SocialProvider): Promise<SocialAuthResult> {
  const token = await user.getIdToken();
  const email = user.email ?? user.providerData.find((info) => info.email)?.email ?? null;
  const fullName = user.displayName ?? user.providerData.find((info) => info.displayName)?.displayName ?? '';
  // The storefront's session takes over from here.
  await signOut(auth).catch(() => undefined);
  return { kind: 'signed-in', provider, token, email, fullName };
}

interface PendingLink {
  email: string;
  earlierProvider: SocialProvider;
  credential: AuthCredential;
}

/** The credential of the provider that was refused, kept until the shopper confirms joining. */
let pendingLink: PendingLink | null = null;

function customDataOf(error: FirebaseError): Record<string, unknown> {
  const data: unknown = error.customData;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

function tokenResponseOf(error: FirebaseError): Record<string, unknown> {
  const response = customDataOf(error)['_tokenResponse'];
  return typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
}

function pendingCredentialOf(error: FirebaseError, provider: SocialProvider): AuthCredential | null {
  const response = tokenResponseOf(error);
  const idToken = response['oauthIdToken'];
  // The emulator's fake identity providers answer with an ID token even for Facebook, and it only
  // links credentials that carry one; real Facebook credentials are access tokens.
  if (config?.emulatorHost && typeof idToken === 'string' && idToken !== '') {
    const accessToken = response['oauthAccessToken'];
    return new OAuthProvider(signInMethodOf(provider)).credential({
      idToken,
      ...(typeof accessToken === 'string' ? { accessToken } : {}),
    });
  }
  switch (provider) {
    case 'google':
      return GoogleAuthProvider.credentialFromError(error);
    case 'facebook':
      return FacebookAuthProvider.credentialFromError(error);
    case 'apple':
      return OAuthProvider.credentialFromError(error);
  }
}

async function accountExists(auth: Auth, error: FirebaseError, provider: SocialProvider): Promise<SocialAuthResult> {
  const emailValue = customDataOf(error)['email'];
  const email = typeof emailValue === 'string' ? emailValue : '';
  const credential = pendingCredentialOf(error, provider);
  // Projects with email enumeration protection answer no methods; the refused sign-in still names them.
  const methods = email ? await fetchSignInMethodsForEmail(auth, email).catch((): string[] => []) : [];
  const verified = tokenResponseOf(error)['verifiedProvider'];
  const earlierProvider = earlierProviderOf(
    [...methods, ...(Array.isArray(verified) ? verified.filter((m): m is string => typeof m === 'string') : [])],
    provider,
  );
  if (!email || !credential || !earlierProvider) {
    return { kind: 'failed', failure: { reason: 'email-taken' } };
  }
  pendingLink = { email, earlierProvider, credential };
  return { kind: 'account-exists', email, earlierProvider };
}

function failureOf(error: unknown, provider: SocialProvider): SocialAuthResult {
  if (error instanceof SocialSignInUnavailableError) {
    return { kind: 'failed', failure: { reason: 'unavailable' } };
  }
  if (error instanceof FirebaseError) {
    if (CANCELLED_CODES.has(error.code)) return { kind: 'cancelled' };
    if (error.code === 'auth/popup-blocked') {
      return { kind: 'failed', failure: { reason: 'popup-blocked', provider } };
    }
    if (error.code === 'auth/network-request-failed') {
      return { kind: 'failed', failure: { reason: 'unreachable' } };
    }
  }
  console.error('Social sign-in failed', error);
  return { kind: 'failed', failure: { reason: 'failed', provider } };
}

/** Opens the provider's popup; must run from the shopper's click (browsers block other popups). */
export async function signInWithProvider(provider: SocialProvider): Promise<SocialAuthResult> {
  pendingLink = null;
  let auth: Auth;
  try {
    auth = await firebaseAuth();
  } catch (error) {
    return failureOf(error, provider);
  }
  try {
    const credential = await signInWithPopup(auth, providerFor(provider));
    return await identityOf(auth, credential.user, provider);
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'auth/account-exists-with-different-credential') {
      return accountExists(auth, error, provider);
    }
    return failureOf(error, provider);
  }
}

/**
 * 'Yes, join accounts': sign in with the earlier provider, link the refused credential to it, and
 * answer the joined identity. From the shopper's click, like signInWithProvider.
 */
export async function joinPendingAccount(): Promise<SocialAuthResult> {
  const pending = pendingLink;
  if (!pending) return { kind: 'failed', failure: { reason: 'join-again' } };
  let user: User;
  let auth: Auth;
  try {
    auth = await firebaseAuth();
    user = (await signInWithPopup(auth, providerFor(pending.earlierProvider))).user;
  } catch (error) {
    return failureOf(error, pending.earlierProvider);
  }
  if (user.email && user.email.toLowerCase() !== pending.email.toLowerCase()) {
    await signOut(auth).catch(() => undefined);
    return { kind: 'failed', failure: { reason: 'wrong-account', provider: pending.earlierProvider, email: pending.email } };
  }
  try {
    await linkWithCredential(user, pending.credential);
  } catch (error) {
    // Already linked (a second attempt) still signs the shopper in with the earlier provider.
    console.warn('Linking the accounts failed', error);
  }
  pendingLink = null;
  return identityOf(auth, user, pending.earlierProvider);
}

/** 'Cancel' on the join confirmation. */
export function discardPendingLink(): void {
  pendingLink = null;
}
