/**
 * Issue 37: how much of a page's blocking time is the page's own CPU. Lighthouse's simulation (Lantern)
 * takes each main-thread task's wall time from the trace and multiplies it by its CPU slowdown (4). On
 * a 2-core machine shared by Chromium's processes, the local server and Lighthouse itself, a task's
 * wall time also holds the time the page's main thread waited off the CPU, and the trace says how much:
 * each task carries its thread time (`tdur`) beside its wall time (`dur`). Here the thread time is counted
 * the way TBT counts (each task's part over 50 ms, after the first contentful paint), so a bench row shows
 * the blocking time of the work itself beside Lighthouse's. Pure: the bench passes Lighthouse's trace.
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface ThreadTimeBlocking {
  /** The same from the main thread's CPU time: Σ max(0, 4·cpu − 50) after FCP. */
  cpuBlockingMs: number;
  /** Of the wall time of the tasks that count (4·wall over 50 ms) after FCP, the share spent on the CPU. */
  onCpuShare: number;
}

/** Lighthouse's mobile preset: its simulated phone's CPU is 4 times slower than the machine's. */
export const CPU_SLOWDOWN = 4;
/** A task blocks input for whatever it lasts over 50 ms (TBT's definition). */
const BLOCKING_OVER_MS = 50;

/** The page's main thread: the renderer main thread that ran the most tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  for (const event of events) if (event.name === 'RunTask') counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  let best: { pid: number; tid: number } | null = null;
  let most = 0;
  for (const event of events) {
    if (event.name !== 'thread_name' || event.args?.name !== 'CrRendererMain') continue;
    const count = counts.get(`${event.pid}:${event.tid}`) ?? 0;
    if (count > most) [best, most] = [{ pid: event.pid, tid: event.tid }, count];
  }
  return best;
}

/** When the page's first contentful paint happened (trace microseconds), or null. */
function firstContentfulPaint(events: TraceEvent[]): number | null {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame === true && /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.args?.frame === navigation.args?.frame && event.ts >= navigation.ts);
  return paint?.ts ?? null;
}

/** Blocking time from CPU time, and the CPU's share of the counted tasks; null without the page's thread or paint. */
export function threadTimeBlocking(events: TraceEvent[], slowdown = CPU_SLOWDOWN): ThreadTimeBlocking | null {
  const thread = mainThread(events);
  const fcp = firstContentfulPaint(events);
  if (!thread || fcp === null) return null;
  let cpuBlocking = 0;
  let countedWall = 0;
  let countedCpu = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.pid !== thread.pid || task.tid !== thread.tid || task.dur === undefined) continue;
    if (task.ts + task.dur <= fcp) continue;
    const wallMs = (slowdown * task.dur) / 1000;
    const cpuMs = (slowdown * Math.min(task.tdur ?? task.dur, task.dur)) / 1000;
    if (wallMs <= BLOCKING_OVER_MS) continue;
    cpuBlocking += Math.max(0, cpuMs - BLOCKING_OVER_MS);
    countedWall += wallMs;
    countedCpu += cpuMs;
  }
  return { cpuBlockingMs: cpuBlocking, onCpuShare: countedWall > 0 ? countedCpu / countedWall : 1 };
}
