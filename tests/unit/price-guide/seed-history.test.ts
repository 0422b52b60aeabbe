import { describe, expect, it } from 'vitest';
import { MODEL_LINES } from '../../../src/server/seed/catalog-lines.ts';
import { generateCatalog } from '../../../src/server/seed/generate-catalog.ts';
import { lineTrend } from '../../../src/server/seed/generate-price-history.ts';
import { priceHistoryStatements } from '../../../src/server/seed/seed-statements.ts';
import { monthKey, monthStartUnix, quartiles, twelveMonthTrend } from '../../../src/lib/price-guide/stats.ts';

const ANCHOR = Date.UTC(2026, 10, 26, 9) / 1000;

describe.each([2000, 100_000])('the seeded sold history at %i items', { timeout: 60_000 }, (size) => {
  const catalog = generateCatalog(size, ANCHOR);
  const { lines, sales, priceChanges, itemLines } = catalog.history;
  const byLine = new Map<number, typeof sales>();
  for (const sale of sales) {
    const list = byLine.get(sale.line_id);
    if (list) list.push(sale);
    else byLine.set(sale.line_id, [sale]);
  }

  it('has sales in each of the last 24 months for every line and size', () => {
    expect(lines.length).toBe(MODEL_LINES.reduce((n, l) => n + Math.max(1, l.sizes.length), 0));
    const months = Array.from({ length: 24 }, (_, back) => monthKey(monthStartUnix(ANCHOR, back)));
    const missing: string[] = [];
    for (const line of lines) {
      const seen = new Set((byLine.get(line.id) ?? []).map((s) => monthKey(s.sold_at)));
      for (const month of months) if (!seen.has(month)) missing.push(`${line.brand} ${line.name} ${line.size} in ${month}`);
    }
    expect(missing).toEqual([]);
    const odd = sales.filter((sale) => !(sale.sold_at < ANCHOR && sale.listed_at <= sale.sold_at && Number.isInteger(sale.price_sgd) && sale.price_sgd > 0));
    expect(odd).toEqual([]);
  }, 60_000);

  it('has about two sales per listed item, and every item filed under its line', () => {
    if (size === 100_000) expect(sales.length).toBeGreaterThanOrEqual(200_000);
    expect(itemLines.length).toBe(size);
    const sold = catalog.items.filter((i) => i.status === 2).length;
    expect(sales.filter((s) => s.inventory_id !== null).length).toBe(sold);
  });

  it('prices differ by condition and size as the catalog’s do', () => {
    const birkin = (sizeLabel: string) => lines.find((l) => l.name === 'Birkin' && l.size === sizeLabel)?.id ?? -1;
    const median = (id: number, condition: string) =>
      quartiles((byLine.get(id) ?? []).filter((s) => s.condition === condition && s.material === 'Togo leather').map((s) => s.price_sgd))?.median ?? 0;
    expect(median(birkin('25'), 'Excellent')).toBeGreaterThan(median(birkin('35'), 'Excellent'));
    expect(median(birkin('30'), 'Pristine')).toBeGreaterThan(median(birkin('30'), 'Fair'));
  });

  it('price changes are reductions of available pieces, within their listing', () => {
    expect(priceChanges.length).toBeGreaterThan(size * 0.1);
    const items = new Map(catalog.items.map((i) => [i.id, i]));
    const odd = priceChanges.filter((change) => {
      const item = items.get(change.inventory_id);
      return !(item?.status === 1 && change.new_price_sgd < change.old_price_sgd && change.changed_at > item.created_at);
    });
    expect(odd).toEqual([]);
  }, 60_000);
});

describe('trends by line', () => {
  const catalog = generateCatalog(100_000, ANCHOR);
  const { lines, sales } = catalog.history;
  const trendOf = (name: string) => {
    const ids = new Set(lines.filter((l) => l.name === name).map((l) => l.id));
    return twelveMonthTrend(
      sales.filter((s) => ids.has(s.line_id)).map((s) => ({ price: s.price_sgd, sold_at: s.sold_at, listed_at: s.listed_at })),
      ANCHOR,
    );
  };
  it('classics rise, some lines fall, others hold', () => {
    expect(trendOf('Birkin')?.direction).toBe('up');
    expect(trendOf('Classic Flap')?.direction).toBe('up');
    const falling = MODEL_LINES.filter((l) => lineTrend(l).kind === 'falling');
    const steady = MODEL_LINES.filter((l) => lineTrend(l).kind === 'steady');
    expect(falling.length).toBeGreaterThan(20);
    expect(steady.length).toBeGreaterThan(20);
    const bigFalling = falling.filter((l) => l.category === 1).at(0);
    expect(bigFalling && trendOf(bigFalling.name)?.direction).toBe('down');
  });
  it('writes in bounded statements', () => {
    for (const statement of priceHistoryStatements(catalog.history)) {
      expect(statement.params).toHaveLength(1);
      expect(String(statement.params[0]).length).toBeLessThan(100_000);
    }
  });
});
