/**
 * The deal countdown of spec section 4 ('SALE ENDS IN'), with no imports: the product page's first
 * script ticks it before anything else of the page loads (issue 12).
 */
export interface CountdownPart {
  value: number;
  unit: 'D' | 'H' | 'M' | 'S';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Countdown in days 'D', hours 'H', minutes 'M'; seconds only when days are zero. Never negative. */
export function countdownParts(remainingMs: number): CountdownPart[] {
  const left = Math.max(0, Math.floor(remainingMs / SECOND) * SECOND);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const parts: CountdownPart[] = [
    { value: days, unit: 'D' },
    { value: hours, unit: 'H' },
    { value: minutes, unit: 'M' },
  ];
  if (days === 0) parts.push({ value: seconds, unit: 'S' });
  return parts;
}

/** '2D 5H 30M' or '0D 5H 30M 12S'. */
export function formatCountdown(remainingMs: number): string {
  return countdownParts(remainingMs)
    .map((part) => `${part.value}${part.unit}`)
    .join(' ');
}
