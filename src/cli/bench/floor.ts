/**
 * Issue 37: figures read against the machine. A page's Lighthouse LCP and TBT are printed beside a
 * floor page's (no script, no stylesheet, no font, served by the same server in the same run), and a
 * page's throughput and p99 under a crowd as ratios to a static file's from the same run, so a busy
 * or slow machine reads as what it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The floor page's address; the build folder gets `bench-floor.html` (Pages serves it without `.html`). */
export const FLOOR_PATH = '/bench-floor';

/** Issue 37's goals against the floor: LCP at most 400 ms above it, TBT at most 50 ms above it. */
export const FLOOR_GOALS = { lcpMs: 400, tbtMs: 50 } as const;
/** Issue 37's goals under a crowd: throughput at least 0.8x the static file's, p99 at most 1.5x. */
export const CROWD_GOALS = { throughput: 0.8, p99: 1.5 } as const;

/** One heading and one line of text: what any page costs this machine before its own work. */
export const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title></head><body><h1>Pre-owned luxury</h1><p>A page with no script, no stylesheet and no font.</p></body></html>\n';

/** Writes the floor page into a build folder the bench serves (never into a build for deploying). */
export function writeFloorPage(outDir: string): void {
  writeFileSync(join(outDir, 'bench-floor.html'), FLOOR_HTML);
}

export interface FloorDistance {
  'LCP - floor ms': number;
  'TBT - floor ms': number;
  /** 'yes', or which goals are missed and by how much. */
  'within floor goals': string;
}

/** A page's LCP and TBT against the floor's, and whether they are within issue 37's goals. */
export function floorDistance(page: { lcpMs: number; tbtMs: number }, floor: { lcpMs: number; tbtMs: number }): FloorDistance {
  const lcp = Math.round(page.lcpMs - floor.lcpMs);
  const tbt = Math.round(page.tbtMs - floor.tbtMs);
  const missed = [
    ...(lcp > FLOOR_GOALS.lcpMs ? [`LCP +${lcp - FLOOR_GOALS.lcpMs} ms`] : []),
    ...(tbt > FLOOR_GOALS.tbtMs ? [`TBT +${tbt - FLOOR_GOALS.tbtMs} ms`] : []),
  ];
  return { 'LCP - floor ms': lcp, 'TBT - floor ms': tbt, 'within floor goals': missed.length === 0 ? 'yes' : `no: ${missed.join(', ')}` };
}

export interface CrowdRatio {
  'x static req/s': number;
  'x static p99': number;
  'within crowd goals': string;
}

/** A target's throughput and p99 as ratios to the static file's in the same run. */
export function crowdRatio(target: { reqPerS: number; p99Ms: number }, staticFile: { reqPerS: number; p99Ms: number }): CrowdRatio {
  const throughput = staticFile.reqPerS > 0 ? target.reqPerS / staticFile.reqPerS : Number.NaN;
  const p99 = staticFile.p99Ms > 0 ? target.p99Ms / staticFile.p99Ms : Number.NaN;
  const missed = [
    ...(!(throughput >= CROWD_GOALS.throughput) ? [`req/s ${throughput.toFixed(2)}x < ${CROWD_GOALS.throughput}x`] : []),
    ...(!(p99 <= CROWD_GOALS.p99) ? [`p99 ${p99.toFixed(2)}x > ${CROWD_GOALS.p99}x`] : []),
  ];
  return {
    'x static req/s': Number(throughput.toFixed(2)),
    'x static p99': Number(p99.toFixed(2)),
    'within crowd goals': missed.length === 0 ? 'yes' : `no: ${missed.join(', ')}`,
  };
}
