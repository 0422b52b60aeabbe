import { describe, expect, it } from 'vitest';
import { INITIAL_WINDOW_BYTES, lcpPath } from '../../../src/cli/bench/lcp-path.ts';

const ORIGIN = 'http://127.0.0.1:8799';
const request = (path: string, resourceType: string, transferSize: number, networkEndTime: number) => ({
  url: path.startsWith('data:') ? path : `${ORIGIN}${path}`,
  resourceType,
  priority: 'High',
  transferSize,
  networkRequestTime: 0,
  networkEndTime,
});

describe('the simulated path to the largest paint (issue 22, npm run bench)', () => {
  const requests = [
    request('/product/2000', 'Document', 17_139, 61),
    request('/_astro/ProductCard.css', 'Stylesheet', 3_516, 206),
    request('/_astro/StoreLayout.css', 'Stylesheet', 8_425, 180),
    request('/images/photos/pump/black/1-800.avif', 'Image', 7_187, 125),
    request('data:image/svg+xml,x', 'Image', 0, 190),
    request('/_astro/product-page.js', 'Script', 5_096, 563),
    request('/fonts/display.woff2', 'Font', 28_966, 340),
  ];

  it('lists what finished by the observed largest paint, in the order it finished, without data: URLs', () => {
    const path = lcpPath({ observedLcpMs: 339, requests }, ORIGIN);
    expect(path.rows.map((row) => row.request)).toStrictEqual([
      '/product/2000',
      '/images/photos/pump/black/1-800.avif',
      '/_astro/StoreLayout.css',
      '/_astro/ProductCard.css',
    ]);
    expect(path.totalBytes).toBe(17_139 + 7_187 + 8_425 + 3_516);
  });

  it.each([
    [339, false],
    [340, true],
  ])('a request that ended at the paint counts (observed LCP %i ms: the font on the path: %s)', (observedLcpMs, fontOnPath) => {
    const rows = lcpPath({ observedLcpMs, requests }, ORIGIN).rows;
    expect(rows.some((row) => row.type === 'Font')).toBe(fontOnPath);
  });

  it.each([
    [12_621, 1],
    [INITIAL_WINDOW_BYTES, 1],
    [INITIAL_WINDOW_BYTES + 1, 2],
    [21_152, 2],
  ])('a %i-byte document spans %i initial TCP window(s)', (bytes, windows) => {
    const path = lcpPath({ observedLcpMs: 500, requests: [request('/', 'Document', bytes, 30)] }, ORIGIN);
    expect(path.documentBytes).toBe(bytes);
    expect(path.documentWindows).toBe(windows);
  });
});
