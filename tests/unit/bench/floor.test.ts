import { describe, expect, it } from 'vitest';
import { crowdRatio, FLOOR_HTML, floorDistance } from '../../../src/cli/bench/floor.ts';

describe('a page against the floor page (issue 37)', () => {
  it.each([
    { page: { lcpMs: 1100, tbtMs: 20 }, floor: { lcpMs: 800, tbtMs: 10 }, lcp: 300, tbt: 10, verdict: 'yes' },
    { page: { lcpMs: 1200, tbtMs: 60 }, floor: { lcpMs: 800, tbtMs: 10 }, lcp: 400, tbt: 50, verdict: 'yes' },
    { page: { lcpMs: 1450, tbtMs: 10 }, floor: { lcpMs: 800, tbtMs: 10 }, lcp: 650, tbt: 0, verdict: 'no: LCP +250 ms' },
    { page: { lcpMs: 900, tbtMs: 200 }, floor: { lcpMs: 800, tbtMs: 121 }, lcp: 100, tbt: 79, verdict: 'no: TBT +29 ms' },
    { page: { lcpMs: 1500, tbtMs: 90 }, floor: { lcpMs: 1000, tbtMs: 0 }, lcp: 500, tbt: 90, verdict: 'no: LCP +100 ms, TBT +40 ms' },
    { page: { lcpMs: 700, tbtMs: 0 }, floor: { lcpMs: 800, tbtMs: 30 }, lcp: -100, tbt: -30, verdict: 'yes' },
  ])('LCP $page.lcpMs / TBT $page.tbtMs over a floor of $floor.lcpMs / $floor.tbtMs: $verdict', ({ page, floor, lcp, tbt, verdict }) => {
    expect(floorDistance(page, floor)).toStrictEqual({ 'LCP - floor ms': lcp, 'TBT - floor ms': tbt, 'within floor goals': verdict });
  });

  it('the floor page has no script, stylesheet, font or image', () => {
    expect(FLOOR_HTML).not.toMatch(/<script|<link|<style|@font-face|<img/i);
    expect(FLOOR_HTML).toContain('<h1>');
  });
});

describe('a target under a crowd against the static file (issue 37)', () => {
  it.each([
    { target: { reqPerS: 900, p99Ms: 300 }, verdict: 'yes', throughput: 0.9, p99: 1.2 },
    { target: { reqPerS: 800, p99Ms: 375 }, verdict: 'yes', throughput: 0.8, p99: 1.5 },
    { target: { reqPerS: 730, p99Ms: 250 }, verdict: 'no: req/s 0.73x < 0.8x', throughput: 0.73, p99: 1 },
    { target: { reqPerS: 940, p99Ms: 450 }, verdict: 'no: p99 1.80x > 1.5x', throughput: 0.94, p99: 1.8 },
    { target: { reqPerS: 500, p99Ms: 500 }, verdict: 'no: req/s 0.50x < 0.8x, p99 2.00x > 1.5x', throughput: 0.5, p99: 2 },
  ])('$target.reqPerS req/s, p99 $target.p99Ms ms against 1000 req/s, 250 ms: $verdict', ({ target, verdict, throughput, p99 }) => {
    expect(crowdRatio(target, { reqPerS: 1000, p99Ms: 250 })).toStrictEqual({
      'x static req/s': throughput,
      'x static p99': p99,
      'within crowd goals': verdict,
    });
  });

  it('a static file that answered nothing gives no ratio and no pass', () => {
    expect(crowdRatio({ reqPerS: 900, p99Ms: 300 }, { reqPerS: 0, p99Ms: 0 })['within crowd goals']).toMatch(/^no:/);
  });
});
