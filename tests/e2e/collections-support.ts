/** The seeded campaign of the collections tests (issue 36). */
import { singaporeTimeToEpoch } from '../../src/lib/collections/schedule.ts';

export const CAMPAIGN = '/collections/lunar-new-year-edit';
/** Its window (src/content/collections/en/lunar-new-year-edit.md), Singapore time, in ms since the epoch. */
export const CAMPAIGN_START = singaporeTimeToEpoch('2026-11-20T00:00') ?? 0;
export const CAMPAIGN_END = singaporeTimeToEpoch('2027-03-04T00:00') ?? 0;
