import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH_ESCAPE_PIECES } from './path-pieces.ts';
import { proxyToUpstream } from '../../../src/server/proxy/upstream.ts';

// Issue 10, finding 6, as a property: whatever path arrives under /api, the proxy calls the
// API origin's own base path or no one, never throws, and answers every refusal in the envelope.
const PIECES = [...PATH_ESCAPE_PIECES, '%5c', '%2E%2E', 'http:', 'HTTP:', '127.0.0.1:18703', 'v2', 'inventories', '1', '%ZZ', '%', '\t', '?', '#', ' '];
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 4 }, { arbitrary: fc.string({ maxLength: 4 }), weight: 1 });
const apiPath = fc.array(piece, { maxLength: 10 }).map((parts) => `/api/${parts.join('')}`);

const ORIGINS = ['https://backend.example', 'https://backend.example/base', 'http://127.0.0.1:9000/api/'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('proxyToUpstream as a property (fixed seed, bounded)', () => {
  it('only ever calls the API origin under its base path', async () => {
    await fc.assert(
      fc.asyncProperty(apiPath, fc.constantFrom(...ORIGINS), fc.constantFrom('GET', 'POST', 'DELETE'), async (path, origin, method) => {
        let url: URL;
        try {
          url = new URL(path, 'https://shop.example');
        } catch {
          return; // not a URL a request could carry
        }
        const called: string[] = [];
        // The global fetch, as the Pages Function uses it: nothing leaves the test either way.
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
          called.push(input instanceof Request ? input.url : String(input));
          return Response.json({ data: 'ok' });
        });
        const response = await proxyToUpstream(new Request(url, { method, headers: { Cookie: 'sid=1', Authorization: 'Bearer t' } }), origin);
        vi.restoreAllMocks();
        const base = new URL(origin.endsWith('/') ? origin : `${origin}/`);
        for (const target of called) {
          const parsed = new URL(target);
          expect(parsed.origin, path).toBe(base.origin);
          expect(parsed.pathname.startsWith(base.pathname), path).toBe(true);
          expect(parsed.pathname.slice(base.pathname.length), path).not.toMatch(/^\/|(^|\/)\.\.?(\/|$)|\/\//);
        }
        if (called.length === 0) {
          expect(response.status, path).toBe(400);
          expect(await response.json()).toMatchObject({ error: { type: 'VALIDATION' } });
        } else {
          expect(response.status, path).toBe(200);
        }
      }),
      { numRuns: 1000, seed: 20261123 },
    );
  });
});
