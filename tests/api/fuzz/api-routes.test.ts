/**
 * Issue 10: a bounded property-based run over every route of the built-in API, through the Pages
 * Function that serves /api/* (functions/api/[[path]].ts), with malformed paths, queries, bodies,
 * methods and tokens. Whatever arrives: never a 5xx, and every error is the JSON envelope.
 *
 * Two deployments are fuzzed: production as configured for real (SITE_URL and FIREBASE_PROJECT_ID
 * set, reached on its public host) and local development (npm start: loopback, emulator tokens,
 * outbox). A deploy missing its configuration answers 503 by design; that is not an input's doing.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onRequest as apiFunction } from '../../../functions/api/[[path]].ts';
import { googleSigningKeys, type SigningKeySource } from '../../../src/server/accounts/firebase/google-keys.ts';
import { setSigningKeySource } from '../../../src/server/accounts/firebase/id-token.ts';
import { enforceRateLimits } from '../../../src/server/accounts/rate-limits.ts';
import { apiApp } from '../../../src/server/app.ts';
import type { Env } from '../../../src/server/env.ts';
import { sha256Hex } from '../../../src/server/http/crypto.ts';
import { createSession, revokeSession } from '../../../src/server/session/sessions.ts';
import { createTestSigningKey, keySetAnswer, type TestSigningKey } from '../accounts/test-signing-key.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { authorization, b64url, bodyFor, FUZZ_SEED, headerSafe, METHODS, query, segment, SIGN_MARKER, type FuzzRequest } from './arbitraries.ts';
import { pagesContext } from './pages-context.ts';
import { insertShopper } from '../shoppers.ts';

const noAssets = { fetch: async () => new Response('no assets here', { status: 404 }) };
const DEPLOYMENTS = {
  production: {
    origin: 'https://shop.example',
    env: {
      ...(env as unknown as Env),
      ENVIRONMENT: 'production',
      SITE_URL: 'https://shop.example',
      FIREBASE_PROJECT_ID: 'demo-reluxe',
      ASSETS: noAssets,
    } as unknown as Env,
  },
  local: {
    origin: 'http://127.0.0.1:8788',
    env: {
      ...(env as unknown as Env),
      ENVIRONMENT: 'development',
      FIREBASE_PROJECT_ID: 'demo-reluxe',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      ASSETS: noAssets,
    } as unknown as Env,
  },
};
type Deployment = keyof typeof DEPLOYMENTS;

/** Every route the built-in API mounts (method and path pattern), read from the app itself. */
const ROUTES = apiApp.routes
  .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
  .map((route) => ({ method: route.method, path: route.path }));

const tokens = { guest: '', user: '', revoked: '' };
const TEST_KID = 'fuzz-kid';
let signingKey: TestSigningKey;
let previousKeySource: SigningKeySource | null = null;

async function fuzzUser(): Promise<number> {
  return (await insertShopper('fuzz', 'Fuzz Shopper')).id;
}

beforeAll(async () => {
  // Thousands of refusals and unsent mails would bury the report; a failure names its request.
  for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
  await seedTestCatalog(60);
  tokens.revoked = await createSession(env.DB, crypto.randomUUID(), await fuzzUser());
  await revokeSession(env.DB, await sha256Hex(tokens.revoked));
  // Google's key set, as this test's own: properly signed tokens reach the account logic offline.
  signingKey = await createTestSigningKey();
  previousKeySource = setSigningKeySource(
    googleSigningKeys({
      fetch: async () => keySetAnswer([signingKey.publicJwk(TEST_KID)]),
    }),
  );
});

afterAll(() => {
  if (previousKeySource) setSigningKeySource(previousKeySource);
  vi.restoreAllMocks();
});

/** Replaces each SIGN_MARKER token in a body by a JWT over its claims, signed with the test key. */
async function signMarkedTokens(raw: string | null): Promise<string | null> {
  if (raw === null || !raw.includes(SIGN_MARKER)) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return raw;
  const fields = parsed as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || !value.startsWith(SIGN_MARKER)) continue;
    const signed = `${b64url(JSON.stringify({ alg: 'RS256', kid: TEST_KID, typ: 'JWT' }))}.${b64url(value.slice(SIGN_MARKER.length))}`;
    const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', signingKey.privateKey, new TextEncoder().encode(signed)));
    fields[key] = `${signed}.${b64url(signature)}`;
  }
  return JSON.stringify(fields);
}

let addressCounter = 0;

/** Calls /api<path> the way Pages calls the function; a throw is a 5xx too (the platform answers 500). */
async function callApi(request: FuzzRequest, deployment: Deployment, authHeader: string | null): Promise<Response> {
  const { origin, env: deployedEnv } = DEPLOYMENTS[deployment];
  const headers = new Headers();
  if (authHeader !== null) headers.set('Authorization', headerSafe(authHeader));
  if (request.body.contentType) headers.set('Content-Type', request.body.contentType);
  // A client address of its own: the per-address limits must not turn the whole run into 429s.
  addressCounter += 1;
  if (deployment === 'production') headers.set('CF-Connecting-IP', `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body.body !== null;
  const httpRequest = new Request(`${origin}/api${request.path}${request.query}`, {
    method: request.method,
    headers,
    body: hasBody ? await signMarkedTokens(request.body.body) : null,
  });
  const ctx = createExecutionContext();
  const context = pagesContext(httpRequest, deployedEnv, ctx, {
    functionPath: '/api/[[path]]',
    params: { path: request.path.split('/').filter(Boolean) },
  }) as Parameters<typeof apiFunction>[0];
  try {
    return await apiFunction(context);
  } finally {
    await waitOnExecutionContext(ctx);
  }
}

/** The property itself: below 500, and an error is `{error:{type,message}}` in JSON. */
async function expectWellFormed(label: string, method: string, response: Response): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400 || method === 'HEAD') {
    await response.body?.cancel();
    return;
  }
  expect(response.headers.get('Content-Type') ?? '', label).toMatch(/^application\/json\b/);
  const answer = (await response.json()) as { error?: { type?: unknown; message?: unknown } };
  expect(typeof answer.error?.type, label).toBe('string');
  expect(typeof answer.error?.message, label).toBe('string');
}

/** A concrete path for a route pattern: each ':param' filled by the fuzzer, sometimes bent further. */
function pathFor(pattern: string): fc.Arbitrary<string> {
  const params = pattern.split('/').filter((part) => part.startsWith(':')).length;
  return fc
    .tuple(
      fc.array(segment, { minLength: params, maxLength: params }),
      // Mostly the route's own shape; sometimes bent so it almost matches.
      fc.oneof({ arbitrary: fc.constant(''), weight: 8 }, { arbitrary: fc.constantFrom('/', '//', '/x', '/%ZZ', '/..', '%2F..', '.json'), weight: 2 }),
    )
    .map(([values, suffix]) => {
      let next = 0;
      const path = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? (values[next++] ?? '') : part))
        .join('/');
      return `${path}${suffix}`;
    });
}

interface Case {
  request: FuzzRequest;
  deployment: Deployment;
  header: (t: typeof tokens) => string | null;
}

function caseOf(method: fc.Arbitrary<string>, path: fc.Arbitrary<string>, body: ReturnType<typeof bodyFor>): fc.Arbitrary<Case> {
  return fc
    .record({ method, path, query, body, auth: authorization, deployment: fc.constantFrom<Deployment>('production', 'local') })
    .map(({ auth, deployment, ...rest }) => ({ request: { ...rest, token: auth.kind }, deployment, header: auth.header }));
}

async function check({ request, deployment, header }: Case): Promise<void> {
  // Fresh sessions per case: a fuzzed logout, password change or account deletion ends them.
  if (request.token === 'guest') tokens.guest = await createSession(env.DB, crypto.randomUUID(), null);
  if (request.token === 'user') tokens.user = await createSession(env.DB, crypto.randomUUID(), await fuzzUser());
  const label = JSON.stringify({ deployment, ...request });
  await expectWellFormed(label, request.method, await callApi(request, deployment, header(tokens)));
}

describe('fuzz: every route of the built-in API (fixed seed, bounded)', () => {
  it('finds every route the spec lists', () => {
    const names = ROUTES.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /login-guest',
      'GET /startup',
      'GET /v2/inventories/:id',
      'POST /v2/users/register',
      'POST /social-login',
      'DELETE /v1/users',
      'GET /v1/orders/:id',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: no 5xx, every error in the envelope`, async () => {
      const method = fc.oneof({ arbitrary: fc.constant(route.method), weight: 6 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 });
      await fc.assert(fc.asyncProperty(caseOf(method, pathFor(route.path), bodyFor(`${route.method} ${route.path}`)), check), {
        numRuns: 60,
        seed: FUZZ_SEED,
      });
    }, 30_000);
  }

  it('any path at all under /api: no 5xx, every error in the envelope', async () => {
    const anyPath = fc
      .array(fc.oneof(segment, fc.constantFrom('v1', 'v2', 'v3', 'users', 'inventories', 'orders', 'dev', 'outbox')), { minLength: 0, maxLength: 5 })
      .map((parts) => `/${parts.join('/')}`);
    await fc.assert(fc.asyncProperty(caseOf(fc.constantFrom(...METHODS), anyPath, bodyFor('any')), check), {
      numRuns: 300,
      seed: FUZZ_SEED,
    });
  }, 30_000);

  it('what this run found: an empty list of rate-limit checks counts nothing (D1 refuses an empty batch: was a 500)', async () => {
    await expect(enforceRateLimits(env.DB, [])).resolves.toBeUndefined();
  });

  it('the harness sees a failure when there is one (a database that throws answers 500)', async () => {
    const broken = {
      ...DEPLOYMENTS.production.env,
      DB: {
        prepare: () => {
          throw new Error('database down');
        },
      },
    } as unknown as Env;
    const ctx = createExecutionContext();
    const response = await apiFunction(
      pagesContext(new Request('https://shop.example/api/startup'), broken, ctx, { functionPath: '/api/[[path]]' }) as Parameters<typeof apiFunction>[0],
    );
    await expect(expectWellFormed('broken database', 'GET', response)).rejects.toThrow(/less than 500/);
  });
});
