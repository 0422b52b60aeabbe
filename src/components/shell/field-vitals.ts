/**
 * Field Web Vitals of this page view (issue 22, docs/web-vitals.md): Google's web-vitals library
 * measures LCP, INP, CLS and TTFB; when the page is first hidden (the shopper leaves, switches tab or
 * app) one batch goes to the collector with sendBeacon (fetch keepalive where that is refused).
 * Loaded by after-load.ts after the load event, for the sampled page views only. What is sent names
 * the route pattern, the metrics, the connection type and mobile or desktop: nothing of the shopper.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  CONNECTION_TYPES,
  type ConnectionType,
  type DeviceClass,
  type VitalMeasurement,
  type VitalMetric,
  type WebVitalsBatch,
} from '../../lib/contract/web-vitals.ts';
import { routePattern } from '../../lib/web-vitals/route-pattern.ts';

const CONNECTIONS = new Set<string>(CONNECTION_TYPES);

function connectionType(): ConnectionType {
  const effective = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return effective && CONNECTIONS.has(effective) ? (effective as ConnectionType) : 'unknown';
}

/** The UA-CH mobile hint where the browser gives it, else a coarse pointer on a narrow screen. */
function deviceClass(): DeviceClass {
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  if (typeof hint === 'boolean') return hint ? 'mobile' : 'desktop';
  return matchMedia('(pointer: coarse) and (max-width: 1024px)').matches ? 'mobile' : 'desktop';
}

/** Starts measuring; the batch is sent to `endpoint` once, when the page is first hidden. */
export function reportFieldVitals(endpoint: string): void {
  const measured = new Map<VitalMetric, number>();
  const keep = (metric: Metric) => measured.set(metric.name as VitalMetric, metric.value);
  // Every change is kept, not only the value the library reports as final when the page is hidden:
  // an interaction it has not yet counted (it waits for an idle moment, which a busy page may not
  // have before the shopper leaves) is counted as the page hides, after its forced final report.
  const everyChange = { reportAllChanges: true };
  onTTFB(keep, everyChange);
  onLCP(keep, everyChange);
  onINP(keep, everyChange);
  onCLS(keep, everyChange);

  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    const metrics: VitalMeasurement[] = [...measured].map(([name, value]) => ({ name, value: name === 'CLS' ? Number(value.toFixed(4)) : Math.round(value) }));
    if (metrics.length === 0) return;
    const batch: WebVitalsBatch = { route: routePattern(location.pathname), connection: connectionType(), device: deviceClass(), metrics };
    const body = JSON.stringify(batch);
    // A string is sent as text/plain: no preflight to a collector elsewhere; the API reads it as JSON.
    if (navigator.sendBeacon?.(endpoint, body)) return;
    void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  };
  // The library counts on hiding in capture listeners of the window, some added later than this one
  // (one per batch of entries still waiting for idle time): the batch goes in the bubbling phase,
  // after all of them.
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
}
