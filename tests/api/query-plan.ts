/** Reading D1's query plans in the API tests: the plan's steps, with and without statistics. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect } from 'vitest';
import type { SqlQuery } from '../../src/server/catalog/inventory-sql.ts';

/** The steps of EXPLAIN QUERY PLAN, as D1 itself answers them. */
export async function plan(query: SqlQuery): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** The same plan checks before and after ANALYZE (the statistics a seeded store has). */
export function describePlans(title: string, body: () => void): void {
  describe.each([
    ['without statistics', false],
    ['after ANALYZE', true],
  ])(`${title} %s`, (_name, analyze) => {
    beforeAll(async () => {
      if (analyze) await env.DB.prepare('ANALYZE').run();
    });
    body();
  });
}

/** The plan reads through `access` and never scans the whole table (`tableScan`). */
export function expectIndexed(steps: string[], access: RegExp, tableScan: RegExp): void {
  expect(
    steps.some((step) => access.test(step)),
    steps.join(' | '),
  ).toBe(true);
  expect(
    steps.some((step) => tableScan.test(step)),
    steps.join(' | '),
  ).toBe(false);
}
