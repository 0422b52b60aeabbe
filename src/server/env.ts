/** Bindings and variables the built-in API and the Pages Functions read (see wrangler.toml). */
export interface Env {
  DB: D1Database;
  /** Static assets of the Pages project (the pre-rendered site). */
  ASSETS: Fetcher;
  /** development | uat | production */
  ENVIRONMENT?: string;
  /** When set, /api/* is proxied there instead of served by the built-in API. */
  API_ORIGIN?: string;
  /** Firebase project id used to verify ID tokens (audience and issuer). */
  FIREBASE_PROJECT_ID?: string;
  /** host:port of the Firebase Auth emulator; only honoured outside production. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}

export function isProduction(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return (env.ENVIRONMENT ?? 'production') === 'production';
}
