import type { Env } from './env.ts';
import type { Session } from './session/sessions.ts';

/** Hono generics shared by every router of the built-in API. */
export interface AppEnv {
  Bindings: Env;
  Variables: { session: Session | null };
}
