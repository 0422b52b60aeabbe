/**
 * Dates of the account area, in the store's time zone (Singapore) so every shopper reads the same day,
 * written as the page's language writes them (issue 26): '14 Sep 2026' in English, '2026年9月14日' in Chinese.
 */
const STORE_TIME_ZONE = 'Asia/Singapore';
/** English pages keep the day-month-year the store has always shown. */
const ENGLISH_DATES = 'en-GB';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: STORE_TIME_ZONE };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', hour12: false };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(tag: string, options: Intl.DateTimeFormatOptions, kind: string): Intl.DateTimeFormat {
  const key = `${kind} ${tag}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag === 'en' ? ENGLISH_DATES : tag, options);
    formats.set(key, found);
  }
  return found;
}

function instant(iso: string | null | undefined): number {
  return iso ? Date.parse(iso) : Number.NaN;
}

/** '14 Sep 2026'; '' for a missing or unreadable instant. `lang`: the page's BCP 47 tag ('zh-Hant'). */
export function formatDay(iso: string | null | undefined, lang = 'en'): string {
  const ms = instant(iso);
  return Number.isFinite(ms) ? formatOf(lang, DAY, 'day').format(ms) : '';
}

/** '14 Sep 2026, 15:20'. */
export function formatDayTime(iso: string | null | undefined, lang = 'en'): string {
  const ms = instant(iso);
  return Number.isFinite(ms) ? formatOf(lang, DAY_TIME, 'time').format(ms) : '';
}
