import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from '../../../src/lib/device/device.ts';
import { matchPageRoute, wantsRenderedPage } from '../../../src/lib/navigation/page-routes.ts';
import { stripHopByHop, upstreamUrl } from '../../../src/server/proxy/upstream.ts';
import { answers } from '../answers.ts';

describe('dynamic page routes of the route table', () => {
  answers(
    matchPageRoute,
    [
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
    ],
    '%s',
  );
});

describe('API proxy', () => {
  it.each([
    ['https://shop.example/api/v3/home?currency=SGD', 'https://backend.example', 'https://backend.example/v3/home?currency=SGD'],
    ['https://shop.example/api/login-guest', 'https://backend.example/base/', 'https://backend.example/base/login-guest'],
    [
      'https://shop.example/api/v2/inventories?brand=Herm%C3%A8s,Dior&l=50',
      'https://backend.example/base',
      'https://backend.example/base/v2/inventories?brand=Herm%C3%A8s,Dior&l=50',
    ],
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

describe('which requests get a page rendered at the edge (issue 12)', () => {
  const cases: { headers: Record<string, string>; rendered: boolean }[] = [
    { headers: { 'Sec-Fetch-Dest': 'document' }, rendered: true },
    // Crawlers and curl send no fetch metadata: the render is the page.
    { headers: {}, rendered: true },
    // A service worker's precache fetch, a fetch() from a page, a frame: the page as built.
    { headers: { 'Sec-Fetch-Dest': 'empty' }, rendered: false },
    { headers: { 'Sec-Fetch-Dest': 'iframe' }, rendered: false },
  ];
  it.each(cases)('$headers', ({ headers, rendered }) => {
    expect(wantsRenderedPage(new Request('https://shop.example/', { headers }))).toBe(rendered);
  });
});

describe('a phone asking (the home page is rendered at the edge for larger screens only)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const firefoxPhone = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const cases: { name: string; headers: Record<string, string>; phone: boolean }[] = [
    // The client hint wins over the user agent, both ways.
    { name: 'hint ?1', headers: { 'Sec-CH-UA-Mobile': '?1', 'User-Agent': desktop }, phone: true },
    { name: 'hint ?0 (Chromium on a tablet)', headers: { 'Sec-CH-UA-Mobile': '?0', 'User-Agent': android }, phone: false },
    { name: 'Android phone, no hint', headers: { 'User-Agent': android }, phone: true },
    { name: 'Android tablet, no hint', headers: { 'User-Agent': androidTablet }, phone: false },
    { name: 'iPhone Safari', headers: { 'User-Agent': iphone }, phone: true },
    { name: 'iPad Safari (a Mac user agent)', headers: { 'User-Agent': ipad }, phone: false },
    { name: 'Firefox on a phone', headers: { 'User-Agent': firefoxPhone }, phone: true },
    { name: 'desktop', headers: { 'User-Agent': desktop }, phone: false },
    { name: 'nothing said', headers: {}, phone: false },
    { name: 'a malformed hint falls back to the user agent', headers: { 'Sec-CH-UA-Mobile': 'yes', 'User-Agent': iphone }, phone: true },
  ];
  it.each(cases)('$name', ({ headers, phone }) => {
    expect(isPhoneRequest(new Headers(headers))).toBe(phone);
  });
});
