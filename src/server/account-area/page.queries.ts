/** One page of the shopper's own rows and their total, in one D1 round trip (the list calls). */

export interface PageRequest {
  size: number;
  number: number;
}

/**
 * `select` reads the rows of `table` whose user_id is the one bound (its only parameter), already
 * ordered; the page's LIMIT and OFFSET are added here.
 */
export async function ownedPage<Row>(
  db: D1Database,
  select: string,
  table: string,
  userId: number,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, count] = await db.batch([
    db.prepare(`${select} LIMIT ? OFFSET ?`).bind(userId, page.size, (page.number - 1) * page.size),
    db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE user_id = ?`).bind(userId),
  ]);
  const rows = (pageRows?.results ?? []) as Row[];
  const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
  return { rows, total };
}
