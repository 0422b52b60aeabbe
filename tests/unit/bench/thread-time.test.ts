import { describe, expect, it } from 'vitest';
import { threadTimeBlocking, type TraceEvent } from '../../../src/cli/bench/thread-time.ts';

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
const FRAME = 'frame-1';

/** A trace of one page load: the navigation at 0, its first contentful paint at 500 ms, then `tasks`. */
function trace(tasks: { at: number; wall: number; cpu?: number; thread?: { pid: number; tid: number } }[]): TraceEvent[] {
  const ms = 1000;
  return [
    { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ...OTHER, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', ...PAGE, ts: 0, args: { frame: FRAME, data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } } },
    { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 500 * ms, args: { frame: FRAME } },
    ...tasks.map(({ at, wall, cpu, thread = PAGE }) => ({
      name: 'RunTask',
      ph: 'X',
      ...thread,
      ts: at * ms,
      dur: wall * ms,
      ...(cpu === undefined ? {} : { tdur: cpu * ms }),
    })),
  ];
}

describe('blocking time from the main thread’s CPU time (issue 37)', () => {
  const cases: [string, Parameters<typeof trace>[0], { cpu: number; share: number }][] = [
    ['a task on the CPU throughout counts whole', [{ at: 600, wall: 30, cpu: 30 }], { cpu: 70, share: 1 }],
    ['a task mostly waiting off the CPU does not block by its CPU time', [{ at: 600, wall: 30, cpu: 6 }], { cpu: 0, share: 0.2 }],
    ['a task of 12.5 ms or less never blocks (4 × 12.5 = 50)', [{ at: 600, wall: 12.5, cpu: 12.5 }], { cpu: 0, share: 1 }],
    ['tasks ending before the first paint are not counted', [{ at: 100, wall: 200, cpu: 200 }], { cpu: 0, share: 1 }],
    ['a task across the first paint is counted whole', [{ at: 490, wall: 20, cpu: 20 }], { cpu: 30, share: 1 }],
    [
      'another thread’s tasks are not the page’s',
      [
        { at: 600, wall: 30, cpu: 30 },
        { at: 600, wall: 90, cpu: 90, thread: OTHER },
        { at: 700, wall: 40, cpu: 40 },
      ],
      { cpu: 180, share: 1 },
    ],
    [
      'several tasks: each counts its part over 50 ms',
      [
        { at: 600, wall: 20, cpu: 20 },
        { at: 700, wall: 25, cpu: 5 },
        { at: 800, wall: 10, cpu: 10 },
      ],
      { cpu: 30, share: (80 + 20) / (80 + 100) },
    ],
    ['a task without thread time counts its wall time as CPU', [{ at: 600, wall: 30 }], { cpu: 70, share: 1 }],
  ];
  it.each(cases)('%s', (_, tasks, expected) => {
    // OTHER runs fewer tasks than the page in every case: it is never taken for the page's thread.
    const result = threadTimeBlocking(trace([...tasks, { at: 0, wall: 1 }, { at: 1, wall: 1 }, { at: 2, wall: 1 }]));
    expect(result?.cpuBlockingMs).toBeCloseTo(expected.cpu, 6);
    expect(result?.onCpuShare).toBeCloseTo(expected.share, 6);
  });

  it('gives no figure for a trace without the page’s navigation or paint', () => {
    expect(threadTimeBlocking(trace([{ at: 600, wall: 30 }]).filter((event) => event.name !== 'firstContentfulPaint'))).toBeNull();
    expect(threadTimeBlocking(trace([{ at: 600, wall: 30 }]).filter((event) => event.name !== 'navigationStart'))).toBeNull();
  });
});
