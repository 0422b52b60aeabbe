/**
 * D1's Sessions API for the public reads: with read replication on, a session's queries may go to a
 * replica, and the bookmark a client sends back (x-d1-bookmark) makes the next session start no
 * earlier than the state that client last saw (read-your-writes, and no going back in time between
 * two calls that land on different replicas). Without replication every session is the primary.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

export const BOOKMARK_HEADER = 'x-d1-bookmark';

/** What the public reads query: a session, or the binding itself. */
export type ReadDb = Pick<D1Database, 'prepare' | 'batch'>;

/**
 * D1 bookmarks are short hyphenated hex strings that sort in commit order. Anything else a client
 * sends is ignored (the session then starts unconstrained) rather than handed to D1.
 */
const BOOKMARK = /^[0-9a-f]{8}(-[0-9a-f]{8}){2,}(-[0-9a-f]{16,64})?$/;

export function bookmarkOf(header: string | undefined | null): string | null {
  const value = header?.trim() ?? '';
  return value.length <= 160 && BOOKMARK.test(value) ? value : null;
}

export function openReadSession(db: D1Database, bookmark: string | null): D1DatabaseSession {
  return db.withSession(bookmark ?? 'first-unconstrained');
}

/**
 * The session as the D1Database the catalog queries take: reads go through the session; exec and
 * withSession (never used by a read) go to the binding.
 */
export function sessionAsDatabase(db: D1Database, session: D1DatabaseSession): D1Database {
  const adapter: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query) => db.exec(query),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  };
  return adapter;
}

/** The database a public read queries: its request's session when the public-read layer opened one. */
export function readDb(c: Context<AppEnv>): D1Database {
  return c.get('readDb') ?? c.env.DB;
}
