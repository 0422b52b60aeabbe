/**
 * Which page views report field Web Vitals (issue 22). PUBLIC_VITALS_SAMPLE_RATE is read at build
 * time: a share between 0 (none) and 1 (every page view). Unset, production reports one page view in
 * ten: enough for a p75 per route within days on a store of a few thousand views a day, and a tenth
 * of the writes. The local commands build with 1 (src/cli/local-env.ts) so every visit is measured.
 */
export const DEFAULT_SAMPLE_RATE = 0.1;

/** The rate a build variable names; absent, empty or not a number in [0, 1] is the default. */
export function sampleRateFrom(raw: string | undefined): number {
  const text = raw?.trim();
  if (!text) return DEFAULT_SAMPLE_RATE;
  const rate = Number(text);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}

/** Whether this page view is in the sample, given a uniform draw in [0, 1). */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/**
 * Where the beacon goes. PUBLIC_VITALS_ENDPOINT names a collector (an absolute http(s) URL, or a path
 * on this site); unset, the store's own API. null turns the beacon off ('off').
 */
export function vitalsEndpointFrom(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return '/api/v1/web-vitals';
  if (text === 'off') return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The collector's origin when it is elsewhere (the page CSP's connect-src must name it), else null. */
export function vitalsCollectorOrigin(endpoint: string | null): string | null {
  if (endpoint === null || endpoint.startsWith('/')) return null;
  return new URL(endpoint).origin;
}
