/**
 * Firebase web configuration of the storefront, from PUBLIC_FIREBASE_* build variables.
 * No firebase import here: pages read it without loading the SDK.
 */

export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Optional for Auth; a real project's web app id. */
  appId: string | null;
  /** host:port of the Firebase Auth emulator, or null to talk to Firebase itself. */
  emulatorHost: string | null;
}

/** The local demo project (Firebase's `demo-` prefix: emulator only, no real project behind it). */
export const DEMO_FIREBASE_CONFIG = {
  apiKey: 'demo-key',
  authDomain: 'demo-reluxe.firebaseapp.com',
  projectId: 'demo-reluxe',
} as const;
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

export interface FirebaseEnv {
  PUBLIC_FIREBASE_API_KEY?: string | undefined;
  PUBLIC_FIREBASE_AUTH_DOMAIN?: string | undefined;
  PUBLIC_FIREBASE_PROJECT_ID?: string | undefined;
  PUBLIC_FIREBASE_APP_ID?: string | undefined;
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
}

const given = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Unset variables fall back to the demo project. The emulator is used when its host is given, or,
 * when not given at all, for `demo-` projects (they exist only in the emulator). An empty
 * PUBLIC_FIREBASE_AUTH_EMULATOR_HOST turns it off explicitly.
 */
export function firebaseClientConfig(env: FirebaseEnv): FirebaseClientConfig {
  const projectId = given(env.PUBLIC_FIREBASE_PROJECT_ID) ?? DEMO_FIREBASE_CONFIG.projectId;
  const emulatorSetting = env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
  const emulatorHost =
    emulatorSetting === undefined
      ? projectId.startsWith('demo-')
        ? DEFAULT_EMULATOR_HOST
        : null
      : given(emulatorSetting);
  return {
    apiKey: given(env.PUBLIC_FIREBASE_API_KEY) ?? DEMO_FIREBASE_CONFIG.apiKey,
    authDomain: given(env.PUBLIC_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: given(env.PUBLIC_FIREBASE_APP_ID),
    emulatorHost,
  };
}

/** The emulator's origin for the SDK (connectAuthEmulator wants a URL). */
export function emulatorOrigin(host: string): string {
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, '') : `http://${host}`;
}
