/**
 * The browser's half of the currency cookie (src/lib/config/shopper-prefs-cookie.ts has the rest):
 * which cookie the `global` record in local storage calls for. A module of its own, importing
 * nothing, because the head script (src/early/prefs-cookie.ts) bundles it into every page.
 */

/** The codes the browser-side sync accepts (KNOWN_CHOICES in shopper-prefs-cookie.ts). */
export interface KnownChoices {
  currencies: string[];
  locations: number[];
}

/**
 * The cookie to write for the `global` record in local storage, or null when nothing needs writing:
 * the cookie already says the same, or there is no cookie and the record holds the defaults (which
 * need none). Local storage is the shopper's choice: a cookie that disagrees with it (storage
 * cleared, another tab) is rewritten, so the next page is not rendered in a stale currency.
 * It runs in the head script, before anything else, as well as in the store. Unknown codes are
 * written as the defaults.
 */
export function shopperPrefsCookieToWrite(storedGlobal: string | null, cookieHeader: string, secure: boolean, known: KnownChoices): string | null {
  const name = 'shopper_prefs';
  const current = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.indexOf(name + '=') === 0)[0];
  // No record and no cookie: the defaults, which need no cookie.
  if (!storedGlobal && !current) return null;
  // An unreadable record reads as the defaults, as the store reads it.
  let parsed: unknown = null;
  try {
    parsed = storedGlobal ? JSON.parse(storedGlobal) : null;
  } catch {
    parsed = null;
  }
  const record = (parsed && typeof parsed === 'object' ? parsed : {}) as { currency?: { code?: unknown } | null; location?: { id?: unknown } | null };
  const code = record.currency ? record.currency.code : undefined;
  const id = record.location ? record.location.id : undefined;
  const currency = typeof code === 'string' && known.currencies.indexOf(code) >= 0 ? code : known.currencies[0];
  const location = typeof id === 'number' && known.locations.indexOf(id) >= 0 ? id : known.locations[0];
  const value = currency + '.' + location;
  if (current === name + '=' + value) return null;
  if (!current && currency === known.currencies[0] && location === known.locations[0]) return null;
  return name + '=' + value + '; Path=/; Max-Age=31536000; SameSite=Lax' + (secure ? '; Secure' : '');
}
