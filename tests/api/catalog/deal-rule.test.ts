/**
 * The deal rule has one definition (src/lib/catalog/deal.ts): the SQL of GET /v2/inventories?deal=true
 * must answer, on real D1, exactly what the pure function answers, for items around every boundary.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealInEffectSql, dealWindowOpen, isDealInEffect } from '../../../src/lib/catalog/deal.ts';
import type { ProductCard } from '../../../src/lib/contract/catalog.ts';
import { EMPTY_FILTER } from '../../../src/server/catalog/inventory-query.ts';
import { countQuery, pageIdsQuery } from '../../../src/server/catalog/inventory-sql.ts';
import { list, seedTestCatalog } from './fixture.ts';

const NOW = 1_900_000_000;

/** [name, deal_price, deal_start, deal_end] relative to NOW: active, future, expired, open-ended and the exact edges. */
const WINDOWS: [string, number | null, number | null, number | null][] = [
  ['no deal', null, null, null],
  ['no deal price, window open', null, NOW - 10, NOW + 10],
  ['open-ended both sides', 500, null, null],
  ['open start, ends later', 500, null, NOW + 3600],
  ['open start, ended', 500, null, NOW - 3600],
  ['open start, ends exactly now', 500, null, NOW],
  ['open start, ends a second from now', 500, null, NOW + 1],
  ['started, open end', 500, NOW - 3600, null],
  ['starts exactly now, open end', 500, NOW, null],
  ['starts in a second, open end', 500, NOW + 1, null],
  ['active window', 500, NOW - 3600, NOW + 3600],
  ['future window', 500, NOW + 3600, NOW + 7200],
  ['expired window', 500, NOW - 7200, NOW - 3600],
  ['one-second window at now', 500, NOW, NOW + 1],
  ['empty window at now', 500, NOW, NOW],
];

let ids: number[] = [];

beforeAll(async () => {
  const catalog = await seedTestCatalog(WINDOWS.length);
  ids = catalog.items.map((item) => item.id).sort((a, b) => a - b);
  await env.DB.batch(
    WINDOWS.map(([, price, start, end], index) =>
      env.DB.prepare('UPDATE inventories SET deal_price = ?, deal_start = ?, deal_end = ? WHERE id = ?').bind(price, start, end, ids[index]),
    ),
  );
});

const expectedIds = (now: number) => WINDOWS.flatMap(([, price, start, end], index) => (price !== null && dealWindowOpen(start, end, now) ? [ids[index]] : []));

describe('deal=true SQL agrees with the pure rule', () => {
  it.each([NOW - 3600, NOW - 1, NOW, NOW + 1, NOW + 3600])('at now = NOW%+d s', async (now) => {
    const deal = dealInEffectSql('i');
    const rows = await env.DB.prepare(`SELECT i.id FROM inventories i WHERE ${deal.sql} ORDER BY i.id`)
      .bind(...deal.params(now))
      .all<{ id: number }>();
    expect(rows.results.map((row) => row.id)).toStrictEqual(expectedIds(now));

    // The statements the route runs, with the filter as the parser builds it.
    const filter = { ...EMPTY_FILTER, dealOnly: true };
    const page = pageIdsQuery(filter, 'newest', 100, 0, now);
    const pageRows = await env.DB.prepare(page.sql)
      .bind(...page.params)
      .all<{ id: number }>();
    expect(pageRows.results.map((row) => row.id).sort((a, b) => a - b)).toStrictEqual(expectedIds(now));
    const count = countQuery(filter, now);
    expect(
      await env.DB.prepare(count.sql)
        .bind(...count.params)
        .first('total'),
    ).toBe(expectedIds(now).length);
  });

  it('has at least one case on each side of every boundary', () => {
    const answers = WINDOWS.map(([, price, start, end]) => price !== null && dealWindowOpen(start, end, NOW));
    expect(answers.filter(Boolean).length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((open) => !open).length).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /v2/inventories?deal=true against the card rule', () => {
  it('lists exactly the items whose answered deal the client shows as in effect', async () => {
    // Windows relative to the real clock, wide enough that the request cannot cross an edge.
    const now = Math.floor(Date.now() / 1000);
    const live: [number | null, number | null][] = [
      [null, null],
      [now - 600, null],
      [null, now + 600],
      [now + 600, null],
      [null, now - 600],
      [now - 1200, now - 600],
      [now - 600, now + 600],
    ];
    await env.DB.batch(
      live.map(([start, end], index) =>
        env.DB.prepare('UPDATE inventories SET deal_price = 500, deal_start = ?, deal_end = ? WHERE id = ?').bind(start, end, ids[index]),
      ),
    );
    const all = await list('l=100&p=1');
    const dealt = await list('deal=true&l=100&p=1');
    const shownAsDeal = (card: ProductCard) => isDealInEffect(card.deal, Date.now());
    expect(dealt.data.map((card) => card.id).sort((a, b) => a - b)).toStrictEqual(
      all.data
        .filter(shownAsDeal)
        .map((card) => card.id)
        .sort((a, b) => a - b),
    );
    expect(dealt.data.every(shownAsDeal)).toBe(true);
    expect(dealt.total_count).toBe(dealt.data.length);
  });
});
