import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { allowsLocalConveniences } from '../env.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { currentSigningKeySource, IdTokenError, verifyFirebaseIdToken, type FirebaseIdentity } from './firebase/id-token.ts';
import { KeySourceUnavailableError } from './firebase/google-keys.ts';

export const SOCIAL_UNAVAILABLE_MESSAGE = 'Social sign-in is not available right now. Please try again later.';
export const SOCIAL_UNVERIFIED_MESSAGE = 'Your sign-in could not be verified. Please sign in again.';

/**
 * Verifies a Firebase ID token for this deployment. The emulator's unsigned (alg none) tokens count
 * only for local development on this machine (allowsLocalConveniences: local ENVIRONMENT and a
 * loopback request) with FIREBASE_AUTH_EMULATOR_HOST set; anywhere else they are forgeries.
 */
export async function verifySocialToken(c: Context<AppEnv>, token: string): Promise<FirebaseIdentity> {
  const projectId = c.env.FIREBASE_PROJECT_ID?.trim();
  if (!projectId) {
    console.error('FIREBASE_PROJECT_ID is not set: social sign-in is off');
    throw new ApiError(503, 'UPSTREAM_ERROR', SOCIAL_UNAVAILABLE_MESSAGE);
  }
  try {
    return await verifyFirebaseIdToken(token, {
      projectId,
      acceptEmulatorTokens: allowsLocalConveniences(c.env, c.req.raw) && Boolean(c.env.FIREBASE_AUTH_EMULATOR_HOST?.trim()),
      keySource: currentSigningKeySource(),
      nowSeconds: Math.floor(Date.now() / 1000),
    });
  } catch (error) {
    if (error instanceof KeySourceUnavailableError) {
      console.error('Firebase signing keys unavailable', error);
      throw new ApiError(503, 'UPSTREAM_ERROR', SOCIAL_UNAVAILABLE_MESSAGE);
    }
    if (error instanceof IdTokenError) {
      console.warn('Rejected a Firebase ID token:', error.message);
      throw badRequest(SOCIAL_UNVERIFIED_MESSAGE);
    }
    throw error;
  }
}
