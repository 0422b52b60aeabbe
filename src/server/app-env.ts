import type { Env } from './env.ts';
import type { Session } from './session/sessions.ts';

/** Hono generics shared by every router of the built-in API. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    session: Session | null;
    /** Public reads: the request's D1 session (src/server/public-reads/read-db.ts). */
    readDb?: D1Database;
  };
}
