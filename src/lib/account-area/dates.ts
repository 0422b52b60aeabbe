/** Dates of the account area, in the store's time zone (Singapore) so every shopper reads the same day. */
const STORE_TIME_ZONE = 'Asia/Singapore';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: STORE_TIME_ZONE });
const dayTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: STORE_TIME_ZONE,
});

/** '14 Sep 2026'; '' for a missing or unreadable instant. */
export function formatDay(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? dayFormat.format(ms) : '';
}

/** '14 Sep 2026, 15:20'. */
export function formatDayTime(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? dayTimeFormat.format(ms) : '';
}
