/**
 * When a collection is live: its start and end are written in Singapore time ('2027-01-20T00:00',
 * no zone; Singapore keeps UTC+8 all year) and decided when a page is requested, never when the site
 * is built. Pure: the caller passes the clock, so tests move it.
 *
 * The window is [start, end): live from the start minute on, gone at the end minute. No start is
 * 'always begun', no end is 'never ends'.
 */

/** A Singapore date-time as marketing writes it: 2027-01-20T00:00 (24-hour clock). */
export const SG_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
export const SG_DATE_TIME_MESSAGE = 'Write a Singapore date and time as 2027-01-20T09:30 (year-month-day, T, 24-hour time)';

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Epoch milliseconds of a Singapore date-time; null when it is not one (wrong shape, 31 February, 24:00). */
export function singaporeTimeToEpoch(text: string): number | null {
  const match = SG_DATE_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31 February over into March: a date that does not round-trip does not exist.
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc - SINGAPORE_OFFSET_MS;
}

/** An instant as a Singapore date-time (for messages and docs): 2027-01-20T00:00. */
export function epochToSingaporeTime(epochMs: number): string {
  return new Date(epochMs + SINGAPORE_OFFSET_MS).toISOString().slice(0, 16);
}

export interface Schedule {
  /** Singapore date-times as written; undefined: no bound. */
  start?: string | undefined;
  end?: string | undefined;
}

export type SchedulePhase = 'upcoming' | 'live' | 'ended';

/** Where a schedule stands at `nowMs`. A bound that is not a date-time (refused by the schema) counts as absent. */
export function schedulePhase(schedule: Schedule, nowMs: number): SchedulePhase {
  const start = schedule.start === undefined ? null : singaporeTimeToEpoch(schedule.start);
  const end = schedule.end === undefined ? null : singaporeTimeToEpoch(schedule.end);
  if (end !== null && nowMs >= end) return 'ended';
  if (start !== null && nowMs < start) return 'upcoming';
  return 'live';
}

export const isLive = (schedule: Schedule, nowMs: number): boolean => schedulePhase(schedule, nowMs) === 'live';

/**
 * The next instant after `nowMs` at which any of these schedules changes phase, or null when none
 * will. A page that lists live collections is the same until then, so its cache key carries it
 * (with the live set) and a cached copy never outlives a start or an end.
 */
export function nextBoundary(schedules: readonly Schedule[], nowMs: number): number | null {
  let next: number | null = null;
  for (const schedule of schedules) {
    for (const bound of [schedule.start, schedule.end]) {
      if (bound === undefined) continue;
      const at = singaporeTimeToEpoch(bound);
      if (at !== null && at > nowMs && (next === null || at < next)) next = at;
    }
  }
  return next;
}
