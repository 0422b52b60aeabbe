import { describe, expect, it } from 'vitest';
import { addToHistogram, bucketValue, bucketOf } from '../../../src/lib/web-vitals/histogram.ts';
import { sampleRateFrom, vitalsCollectorOrigin, vitalsEndpointFrom, DEFAULT_SAMPLE_RATE } from '../../../src/lib/web-vitals/sampling.ts';
import { summarizeVitals, vitalsTable } from '../../../src/lib/web-vitals/summary.ts';

describe('summarizeVitals', () => {
  it('p75 and count per route, connection and metric, raw and rolled-up together', () => {
    const rows = summarizeVitals(
      [
        { route: '/', connection: '4g', metric: 'LCP', value: 1000 },
        { route: '/', connection: '4g', metric: 'LCP', value: 1200 },
        { route: '/', connection: '4g', metric: 'CLS', value: 0.01 },
        { route: '/', connection: '3g', metric: 'LCP', value: 3000 },
        { route: '/product/[id]', connection: '4g', metric: 'TTFB', value: 90 },
      ],
      [{ route: '/', connection: '4g', metric: 'LCP', histogram: addToHistogram('LCP', [], [2000, 2000]) }],
    );
    expect(rows.map((row) => [row.route, row.connection])).toEqual([
      ['/', '3g'],
      ['/', '4g'],
      ['/product/[id]', '4g'],
    ]);
    // 1000, 1200, ~2000, ~2000: rank 3 is the rolled-up bucket's value.
    expect(rows[1]?.metrics.LCP).toEqual({ p75: bucketValue('LCP', bucketOf('LCP', 2000)), count: 4 });
    expect(rows[1]?.metrics.CLS).toEqual({ p75: 0.01, count: 1 });
    expect(rows[1]?.metrics.INP).toBeUndefined();
    expect(rows[0]?.metrics.LCP).toEqual({ p75: 3000, count: 1 });
    const table = vitalsTable(rows).split('\n');
    expect(table[0]).toMatch(/^route\s+connection\s+LCP p75\s+INP p75\s+CLS p75\s+TTFB p75$/);
    expect(table[3]).toMatch(/^\/\s+4g\s+(1,9\d\d|2,0\d\d) ms \(n=4\)\s+-\s+0\.010 \(n=1\)\s+-$/);
    expect(table[4]).toMatch(/^\/product\/\[id\]\s+4g\s+-\s+-\s+-\s+90 ms \(n=1\)$/);
  });
});

describe('sampling and the collector', () => {
  it.each([
    [undefined, DEFAULT_SAMPLE_RATE],
    ['', DEFAULT_SAMPLE_RATE],
    ['1', 1],
    ['0', 0],
    ['0.25', 0.25],
    ['1.5', DEFAULT_SAMPLE_RATE],
    ['-0.1', DEFAULT_SAMPLE_RATE],
    ['ten percent', DEFAULT_SAMPLE_RATE],
  ])('PUBLIC_VITALS_SAMPLE_RATE=%s samples %d', (raw, rate) => {
    expect(sampleRateFrom(raw)).toBe(rate);
  });

  it.each([
    [undefined, '/api/v1/web-vitals', null],
    ['off', null, null],
    ['/collect', '/collect', null],
    ['https://rum.example.com/v1/vitals', 'https://rum.example.com/v1/vitals', 'https://rum.example.com'],
    ['//evil.example/x', null, null],
    ['javascript:alert(1)', null, null],
    ['not a url', null, null],
  ])('PUBLIC_VITALS_ENDPOINT=%s sends to %s (CSP origin %s)', (raw, endpoint, origin) => {
    expect(vitalsEndpointFrom(raw)).toBe(endpoint);
    expect(vitalsCollectorOrigin(vitalsEndpointFrom(raw))).toBe(origin);
  });
});
