/**
 * The figures `npm run vitals` prints (issue 22): p75 and the count behind it, per route pattern,
 * connection type and metric, from raw measurements and rolled-up daily histograms together.
 */
import { VITAL_METRICS, type VitalMetric } from '../contract/web-vitals.ts';
import { type Histogram, histogramValues } from './histogram.ts';
import { p75, type WeightedValue } from './percentile.ts';

export interface RawVital {
  route: string;
  connection: string;
  metric: VitalMetric;
  value: number;
}

export interface RolledUpVital {
  route: string;
  connection: string;
  metric: VitalMetric;
  histogram: Histogram;
}

export interface MetricFigure {
  p75: number;
  count: number;
}

export interface VitalsSummaryRow {
  route: string;
  connection: string;
  /** Only the metrics measured at least once. */
  metrics: Partial<Record<VitalMetric, MetricFigure>>;
}

/** Rows sorted by route, then connection; metrics in VITAL_METRICS order. */
export function summarizeVitals(raw: readonly RawVital[], rolledUp: readonly RolledUpVital[]): VitalsSummaryRow[] {
  const groups = new Map<string, { route: string; connection: string; values: Map<VitalMetric, WeightedValue[]> }>();
  const group = (route: string, connection: string) => {
    const key = JSON.stringify([route, connection]);
    let found = groups.get(key);
    if (!found) {
      found = { route, connection, values: new Map() };
      groups.set(key, found);
    }
    return found.values;
  };
  const push = (values: Map<VitalMetric, WeightedValue[]>, metric: VitalMetric, entries: WeightedValue[]) => {
    const list = values.get(metric) ?? [];
    list.push(...entries);
    values.set(metric, list);
  };
  for (const row of raw) push(group(row.route, row.connection), row.metric, [{ value: row.value, count: 1 }]);
  for (const row of rolledUp) push(group(row.route, row.connection), row.metric, histogramValues(row.metric, row.histogram));

  const rows: VitalsSummaryRow[] = [];
  for (const { route, connection, values } of groups.values()) {
    const metrics: Partial<Record<VitalMetric, MetricFigure>> = {};
    for (const metric of VITAL_METRICS) {
      const entries = values.get(metric) ?? [];
      const figure = p75(entries);
      if (figure !== null) metrics[metric] = { p75: figure, count: entries.reduce((sum, entry) => sum + entry.count, 0) };
    }
    rows.push({ route, connection, metrics });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route) || a.connection.localeCompare(b.connection));
}

/** A figure as the table shows it: whole milliseconds, or CLS to three decimals. */
export function formatFigure(metric: VitalMetric, figure: MetricFigure | undefined): string {
  if (!figure) return '-';
  const value = metric === 'CLS' ? figure.p75.toFixed(3) : `${Math.round(figure.p75).toLocaleString('en-US')} ms`;
  return `${value} (n=${figure.count})`;
}

/** The summary as a plain-text table with aligned columns. */
export function vitalsTable(rows: readonly VitalsSummaryRow[]): string {
  const header = ['route', 'connection', ...VITAL_METRICS.map((metric) => `${metric} p75`)];
  const body = rows.map((row) => [row.route, row.connection, ...VITAL_METRICS.map((metric) => formatFigure(metric, row.metrics[metric]))]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
