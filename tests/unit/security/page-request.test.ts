import { describe, expect, it } from 'vitest';
import { judgePageRequest } from '../../../src/lib/navigation/page-request.ts';

// Issue 35: what the middleware answers itself before the static asset server.
const HAN_100 = '汉'.repeat(100);

describe('judgePageRequest', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/'],
    ['GET', '/about-us'],
    ['GET', '/ms/about-us/'],
    ['GET', '/product/2000'],
    ['GET', '/product-41/book_tote'],
    ['GET', '/search'],
    ['GET', '/_astro/index.CV_WZyoN.js'],
    ['GET', '/images/products/2000/1.jpg'],
    ['GET', '/%E6%B1%89'],
    ['GET', `/product-41/${'a'.repeat(255)}`],
    // The API answers every method and path itself, in its envelope.
    ['POST', '/api/login-guest'],
    ['TRACE', '/api/startup'],
    ['GET', '/api/%00'],
    ['PROPFIND', '/api'],
  ])('%s %s goes on', (method, path) => {
    expect(judgePageRequest(method, path)).toEqual({ kind: 'pass' });
  });

  it.each(['TRACE', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'CONNECT', 'get'])('%s on a page is 405 with Allow: GET, HEAD', (method) => {
    for (const path of ['/', '/about-us', '/search', '/product/2000', '/language/en', '/_headers', '/product/1500%00']) {
      expect(judgePageRequest(method, path)).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD' });
    }
  });

  it.each(['/product/1500%00', '/about-us%00', '/%00', '/_astro/%00', '/a%0a', '/a%0D%0Ab', '/a%1f', '/a%7F', '/a\u0000', '/ms/product/1%09'])(
    '%s is malformed: 400',
    (path) => {
      expect(judgePageRequest('GET', path)).toEqual({ kind: 'bad-request' });
    },
  );

  it.each([
    '/_headers',
    '/_headers/',
    '/_redirects',
    '/_routes.json',
    '/_worker.js',
    '/_worker.js/index.js',
    `/product-${HAN_100}/x`,
    `/product-${encodeURIComponent(HAN_100)}/x`,
    `/${'a'.repeat(256)}`,
    '/about-us/%ZZ',
    '/%E0%A4%A',
  ])('%s is no file of the store: 404', (path) => {
    expect(judgePageRequest('GET', path)).toEqual({ kind: 'not-found' });
  });
});
