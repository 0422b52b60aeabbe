import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '../../../src/server/edge/page-routes.ts';
import { stripHopByHop, upstreamUrl } from '../../../src/server/proxy/upstream.ts';
import { answers } from '../answers.ts';

describe('dynamic page routes of the route table', () => {
  answers(matchPageRoute, [
    ['/product/42', { shell: 'product', params: { id: '42' } }],
    ['/product-42/birkin_30', { shell: 'product', params: { id: '42', name: 'birkin_30' } }],
    ['/product-42/a/b/c', { shell: 'product', params: { id: '42', name: 'a/b/c' } }],
    ['/recommended/7', { shell: 'recommended', params: { id: '7' } }],
    ['/order-detail/ORD-2026-001', { shell: 'order-detail', params: { orderid: 'ORD-2026-001' } }],
    ['/consignment/5', { shell: 'consignment', params: { id: '5' } }],
    ['/consignment-5/kelly_25', { shell: 'consignment-item', params: { cid: '5', name: 'kelly_25' } }],
    ['/product/abc', null],
    ['/product-42', null],
    ['/products/42', null],
    ['/search', null],
    ['/product-42/herm%C3%A8s_kelly', { shell: 'product', params: { id: '42', name: 'hermès_kelly' } }],
    // Issue 10, finding 8: a name that cannot be decoded is a 404 page, not a thrown URIError (500).
    ['/product-2000/%ZZ', 'malformed'],
    ['/consignment-3108/%E0%A4%A', 'malformed'],
    ['/product-2000/ok/%C3', 'malformed'],
  ], '%s');
});

describe('API proxy', () => {
  it.each([
    ['https://shop.example/api/v3/home?currency=SGD', 'https://backend.example', 'https://backend.example/v3/home?currency=SGD'],
    ['https://shop.example/api/login-guest', 'https://backend.example/base/', 'https://backend.example/base/login-guest'],
    ['https://shop.example/api/v2/inventories?brand=Herm%C3%A8s,Dior&l=50', 'https://backend.example/base', 'https://backend.example/base/v2/inventories?brand=Herm%C3%A8s,Dior&l=50'],
  ])('%s → %s', (incoming, origin, expected) => {
    expect(upstreamUrl(incoming, origin).toString()).toBe(expected);
  });

  it.each([
    ['https://shop.example/api/http:127.0.0.1:18703/steal', 'https://backend.example'],
    ['https://shop.example/api//evil.example/x', 'https://backend.example/base/'],
    ['https://shop.example/api/%2F%2Fevil/x', 'https://backend.example'],
  ])('%s is refused rather than resolved against %s', (incoming, origin) => {
    expect(() => upstreamUrl(incoming, origin)).toThrow();
  });

  it('drops hop-by-hop headers and those named by Connection, keeps Authorization', () => {
    const headers = new Headers({
      Authorization: 'Bearer t',
      Connection: 'keep-alive, x-private',
      'Keep-Alive': 'timeout=5',
      'X-Private': '1',
      'Transfer-Encoding': 'chunked',
      Accept: 'application/json',
    });
    const out = stripHopByHop(headers);
    expect(out.get('authorization')).toBe('Bearer t');
    expect(out.get('accept')).toBe('application/json');
    for (const name of ['connection', 'keep-alive', 'x-private', 'transfer-encoding']) expect(out.has(name)).toBe(false);
  });
});
