import { describe, expect, it } from 'vitest';
import { epochToSingaporeTime, isLive, nextBoundary, schedulePhase, singaporeTimeToEpoch } from '../../../src/lib/collections/schedule.ts';

const at = (iso: string) => Date.parse(iso);

describe('singaporeTimeToEpoch: Singapore is UTC+8 all year', () => {
  it.each<[string, string | null]>([
    ['2027-01-20T00:00', '2027-01-19T16:00:00.000Z'],
    ['2026-12-31T23:59', '2026-12-31T15:59:00.000Z'],
    ['2028-02-29T08:00', '2028-02-29T00:00:00.000Z'],
    ['2027-02-29T08:00', null],
    ['2027-04-31T08:00', null],
    ['2027-01-20T24:00', null],
    ['2027-01-20T10:60', null],
    ['2027-13-01T00:00', null],
    ['2027-01-20', null],
    ['2027-01-20T00:00Z', null],
    ['20 Jan 2027', null],
  ])('%s', (text, iso) => {
    const epoch = singaporeTimeToEpoch(text);
    expect(epoch === null ? null : new Date(epoch).toISOString()).toBe(iso);
  });

  it('round-trips', () => {
    expect(epochToSingaporeTime(singaporeTimeToEpoch('2027-03-04T09:30') ?? 0)).toBe('2027-03-04T09:30');
  });
});

describe('schedulePhase: the clock moves across a campaign', () => {
  const campaign = { start: '2027-01-20T00:00', end: '2027-02-20T00:00' };
  it.each<[string, string, 'upcoming' | 'live' | 'ended']>([
    ['a day before the start', '2027-01-18T16:00:00Z', 'upcoming'],
    ['a minute before the start', '2027-01-19T15:59:00Z', 'upcoming'],
    ['a millisecond before the start', '2027-01-19T15:59:59.999Z', 'upcoming'],
    ['at the start (midnight in Singapore)', '2027-01-19T16:00:00Z', 'live'],
    ['in the middle', '2027-02-01T04:00:00Z', 'live'],
    ['a millisecond before the end', '2027-02-19T15:59:59.999Z', 'live'],
    ['at the end', '2027-02-19T16:00:00Z', 'ended'],
    ['a year after', '2028-02-19T16:00:00Z', 'ended'],
  ])('%s: %s', (_name, now, phase) => {
    expect(schedulePhase(campaign, at(now))).toBe(phase);
  });

  it('no start is begun, no end never ends', () => {
    expect(schedulePhase({}, at('1999-01-01T00:00:00Z'))).toBe('live');
    expect(schedulePhase({ end: '2027-01-01T00:00' }, at('2026-12-31T15:59:00Z'))).toBe('live');
    expect(schedulePhase({ start: '2027-01-01T00:00' }, at('2099-01-01T00:00:00Z'))).toBe('live');
    expect(isLive({ start: '2027-01-01T00:00' }, at('2026-12-31T15:59:59Z'))).toBe(false);
  });
});

describe('nextBoundary: when the set of live collections next changes', () => {
  const schedules = [{ start: '2027-01-20T00:00', end: '2027-02-20T00:00' }, { end: '2027-01-25T12:00' }, {}];
  it.each<[string, string, string | null]>([
    ['before everything: the first start', '2027-01-01T00:00:00Z', '2027-01-19T16:00:00.000Z'],
    ['at a start: the next bound after it', '2027-01-19T16:00:00Z', '2027-01-25T04:00:00.000Z'],
    ['between: the last end', '2027-01-30T00:00:00Z', '2027-02-19T16:00:00.000Z'],
    ['after all: none', '2027-03-01T00:00:00Z', null],
  ])('%s', (_name, now, next) => {
    const found = nextBoundary(schedules, at(now));
    expect(found === null ? null : new Date(found).toISOString()).toBe(next);
  });
});
