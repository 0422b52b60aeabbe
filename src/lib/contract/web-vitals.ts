/**
 * Field Web Vitals (issue 22): an extension of the spec's API, served by the built-in API
 * (POST /v1/web-vitals, docs/web-vitals.md). One batch per sampled page view, sent when the page is
 * hidden. Nothing in it identifies a shopper: the route pattern (never the address itself, its query
 * or an id), the metrics, and two coarse classes of the device and its connection.
 */

/** The metrics the store collects: Google's Core Web Vitals and the server's first byte. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The largest value accepted per metric: milliseconds for LCP, INP and TTFB (a minute: anything longer
 * is a tab left in the background, not a shopper's wait), a unitless score for CLS.
 */
export const VITAL_MAX_VALUE: ReadonlyMap<VitalMetric, number> = new Map<VitalMetric, number>([
  ['LCP', 60_000],
  ['INP', 60_000],
  ['CLS', 10],
  ['TTFB', 60_000],
]);

/** navigator.connection.effectiveType, or 'unknown' where the browser does not say (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** From a media query (a coarse pointer on a narrow screen) or the UA-CH mobile hint; nothing finer. */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export interface VitalMeasurement {
  name: VitalMetric;
  value: number;
}

/** The body of POST /v1/web-vitals (answered 204 No Content). */
export interface WebVitalsBatch {
  /** A route pattern of src/lib/web-vitals/route-pattern.ts (ROUTE_PATTERNS). */
  route: string;
  connection: ConnectionType;
  device: DeviceClass;
  /** One entry per metric at most, in any order. */
  metrics: VitalMeasurement[];
}

/** The call's path in the built-in API (the browser adds /api). */
export const WEB_VITALS_PATH = '/v1/web-vitals';
