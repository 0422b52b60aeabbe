import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToUpstream } from '../../../src/server/proxy/upstream.ts';

// A local stand-in for the business's backend: echoes what it received, or never answers.
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    if (req.url?.startsWith('/hang')) return; // never answers
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'application/json', 'Keep-Alive': 'timeout=5' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, auth: req.headers.authorization ?? null, te: req.headers['te'] ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('proxyToUpstream (API_ORIGIN set)', () => {
  it('passes method, body, query and Authorization through, without hop-by-hop headers', async () => {
    const request = new Request('https://shop.example/api/v2/users/register?x=1&y=a,b', {
      method: 'POST',
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json', TE: 'trailers' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    const response = await proxyToUpstream(request, origin);
    expect(response.status).toBe(200);
    expect(response.headers.has('keep-alive')).toBe(false);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/v2/users/register?x=1&y=a,b',
      body: '{"email":"a@b.co"}',
      auth: 'Bearer abc',
      te: null,
    });
  });

  it('keeps the upstream status (other statuses pass through unchanged)', async () => {
    const response = await proxyToUpstream(new Request('https://shop.example/api/missing'), origin);
    expect(response.status).toBe(404);
  });

  it('answers 504 with the error body when the backend is too slow', async () => {
    const response = await proxyToUpstream(new Request('https://shop.example/api/hang'), origin, 200);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { type: 'UPSTREAM_TIMEOUT' } });
  });

  it('answers 502 with the error body when the backend cannot be reached', async () => {
    const response = await proxyToUpstream(new Request('https://shop.example/api/startup'), 'http://127.0.0.1:9', 2000);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { type: 'UPSTREAM_ERROR' } });
  });
});
