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

/** API key of `demo-` projects (emulator only: Firebase's demo prefix has no real project behind it). */
export const DEMO_API_KEY = 'demo-key';

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
 * Production by default: without a project, social sign-in is off (null), never a demo project.
 * The emulator is used only when its host is named (the local commands name it, with the `demo-`
 * project); a real project needs its API key. `demo-` projects exist only in the emulator.
 */
export function firebaseClientConfig(env: FirebaseEnv): FirebaseClientConfig | null {
  const projectId = given(env.PUBLIC_FIREBASE_PROJECT_ID);
  if (!projectId) return null;
  const emulatorHost = given(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST);
  const demo = projectId.startsWith('demo-');
  if (demo && !emulatorHost) return null;
  const apiKey = given(env.PUBLIC_FIREBASE_API_KEY) ?? (demo ? DEMO_API_KEY : null);
  if (!apiKey) return null;
  return {
    apiKey,
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
