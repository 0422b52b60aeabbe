/**
 * Which of the store's languages a browser prefers, from its `Accept-Language` header (issue 26).
 * Only used to offer a language in a banner on a first visit: the store never redirects by itself.
 */
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/** Traditional Chinese is written in Hong Kong, Macau and Taiwan; Simplified elsewhere. */
const TRADITIONAL_REGIONS = new Set(['hk', 'mo', 'tw']);

/** Our locale for one language range (`zh-HK`, `zh-Hans-SG`, `ms-MY`, `en-GB`), or null. */
export function localeOfRange(range: string): Locale | null {
  const subtags = range.toLowerCase().split('-');
  const [language, ...rest] = subtags;
  if (language === 'en') return 'en';
  if (language === 'ms') return 'ms';
  if (language !== 'zh') return null;
  if (rest.includes('hant')) return 'zh-hant';
  if (rest.includes('hans')) return 'zh-hans';
  return rest.some((subtag) => TRADITIONAL_REGIONS.has(subtag)) ? 'zh-hant' : 'zh-hans';
}

const RANGE = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;
/** Headers longer than this are not read (a browser's is well under 200 characters). */
const MAX_HEADER = 512;

/**
 * The store's language the header prefers most (by quality, then by order), or null when it names
 * none of them. Malformed entries are skipped; `q=0` means "not this one".
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header || header.length > MAX_HEADER) return null;
  let best: { locale: Locale; quality: number } | null = null;
  for (const entry of header.split(',')) {
    const [rawRange = '', ...params] = entry.trim().split(';');
    const range = rawRange.trim();
    if (!RANGE.test(range)) continue;
    let quality = 1;
    for (const param of params) {
      const trimmed = param.trim();
      if (!/^q=/i.test(trimmed)) continue;
      const match = QUALITY.exec(trimmed);
      // An unreadable quality makes the entry unreadable: skipped, like any malformed entry.
      quality = match ? Number(match[1]) : 0;
    }
    const locale = localeOfRange(range);
    if (!locale || quality <= 0) continue;
    if (!best || quality > best.quality) best = { locale, quality };
  }
  return best?.locale ?? null;
}

/** The language to offer in the banner: the preferred one when it is not the page's own. */
export function languageToOffer(header: string | null | undefined, pageLocale: Locale = DEFAULT_LOCALE): Locale | null {
  const preferred = preferredLocale(header);
  return preferred && preferred !== pageLocale ? preferred : null;
}
