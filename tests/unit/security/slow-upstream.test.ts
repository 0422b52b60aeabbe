import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDGE_PRODUCT_BUDGET_MS } from '../../../src/edge/product-page.ts';
import { joinUpstream, proxyToUpstream, upstreamTimeoutMs } from '../../../src/server/proxy/upstream.ts';

// Issue 10, finding 12: how long the product page waits before it shows its error when the backend
// hangs. The page's real API client (ofetch: 150 s time-out, one retry of a failed GET) talks to the
// real proxy, whose backend never answers. The proxy's limits run 1:100 so the test takes ~0.2 s.
const SCALE = 100;
const API_ORIGIN = 'https://backend.example';

const { getProductDetail } = await import('../../../src/lib/api/catalog.ts');
const { $auth, EMPTY_AUTH } = await import('../../../src/stores/auth.ts');

interface ProxiedCall {
  method: string;
  path: string;
  limitMs: number;
}
let proxied: ProxiedCall[] = [];

const hangingBackend = ((_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  })) as typeof fetch;

beforeEach(() => {
  proxied = [];
  // The browser's fetch: every /api call goes through the proxy, as on Cloudflare Pages.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'https://shop.example'), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const limitMs = upstreamTimeoutMs(request.method, joinUpstream(API_ORIGIN, path));
    proxied.push({ method: request.method, path, limitMs });
    return proxyToUpstream(request, API_ORIGIN, { timeoutMs: limitMs / SCALE, fetch: hangingBackend });
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  $auth.set({ ...EMPTY_AUTH });
});

async function productFailure(): Promise<{ error: unknown; clientWaitMs: number }> {
  try {
    await getProductDetail(42, 'SGD');
  } catch (error) {
    return { error, clientWaitMs: proxied.reduce((sum, call) => sum + call.limitMs, 0) };
  }
  throw new Error('the product loaded from a backend that never answers');
}

describe('a hanging backend: the product page gives up in seconds, not minutes', () => {
  it('with a session: the GET and its one retry, 8 s each, then the error (16 s + 3 s at the edge)', async () => {
    $auth.set({ ...EMPTY_AUTH, token: 'session-token' });
    const { error, clientWaitMs } = await productFailure();
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).statusCode).toBe(504);
    expect(proxied).toEqual([
      { method: 'GET', path: '/v2/inventories/42', limitMs: 8_000 },
      { method: 'GET', path: '/v2/inventories/42', limitMs: 8_000 },
    ]);
    expect(EDGE_PRODUCT_BUDGET_MS + clientWaitMs).toBeLessThanOrEqual(20_000);
  });

  it('a first visit: guest login fails after 8 s and the page shows its error (11 s with the edge)', async () => {
    const { error, clientWaitMs } = await productFailure();
    expect((error as FetchError).statusCode).toBe(504);
    expect(proxied).toEqual([{ method: 'POST', path: '/login-guest', limitMs: 8_000 }]);
    expect(EDGE_PRODUCT_BUDGET_MS + clientWaitMs).toBeLessThanOrEqual(12_000);
  });
});
