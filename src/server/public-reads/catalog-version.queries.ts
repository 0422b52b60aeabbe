/**
 * The catalog version (migration 0041): one primary-key read. An isolate trusts what it read for
 * CATALOG_VERSION_MEMO_MS (default 1 s), so a steady stream of cache hits costs no D1 round trip; a
 * catalog change reaches cache keys within that time, and at once for a client whose bookmark is
 * newer than the one the memo was read at (bookmarks sort in commit order).
 */
import type { ReadDb } from './read-db.ts';

export const CATALOG_VERSION_SQL = 'SELECT version, epoch FROM catalog_version WHERE id = 1';
export const DEFAULT_VERSION_MEMO_MS = 1000;

interface Memo {
  version: string;
  /** The session bookmark right after the read; null where D1 gives none. */
  bookmark: string | null;
  at: number;
}

// Per binding: the API tests run several databases in one isolate.
const memos = new WeakMap<D1Database, Memo>();

export function versionMemoMs(setting: string | undefined): number {
  const ms = Number(setting);
  return setting !== undefined && setting !== '' && Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_VERSION_MEMO_MS;
}

function memoServes(memo: Memo, bookmark: string | null, now: number, memoMs: number): boolean {
  if (now - memo.at >= memoMs) return false;
  return bookmark === null || (memo.bookmark !== null && bookmark <= memo.bookmark);
}

/** `${epoch}-${version}`: the catalog's state as this session sees it. */
export async function catalogVersion(
  binding: D1Database,
  session: ReadDb & { getBookmark(): string | null },
  bookmark: string | null,
  memoMs: number,
  now = Date.now(),
): Promise<string> {
  const memo = memos.get(binding);
  if (memo && memoServes(memo, bookmark, now, memoMs)) return memo.version;
  const row = await session.prepare(CATALOG_VERSION_SQL).first<{ version: number; epoch: string }>();
  if (!row) throw new Error('catalog_version has no row: migration 0041 is missing');
  const version = `${row.epoch}-${row.version}`;
  const seen = session.getBookmark();
  // Never replace a fresher memo with an older replica's view.
  const keep = memo && now - memo.at < memoMs && memo.bookmark !== null && seen !== null && seen < memo.bookmark;
  if (!keep) memos.set(binding, { version, bookmark: seen, at: now });
  return version;
}
