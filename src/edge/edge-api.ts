/**
 * The catalog API as the edge renders see it: in-process on the built-in API (so the public-read
 * cache rules apply: anonymous, keyed on the parameters), or from API_ORIGIN with a guest token,
 * always before a deadline. Shared by the product page and /search renders.
 */
import { apiApp } from '../server/app.ts';
import type { Env } from '../server/env.ts';
import { joinUpstream } from '../server/proxy/upstream.ts';
import { CACHE_STATUS_HEADER } from '../server/public-reads/edge-cache.ts';

export interface EdgeContext {
  waitUntil: (promise: Promise<unknown>) => void;
  passThroughOnException: () => void;
}

// A real backend (API_ORIGIN) wants a bearer token on every call; the edge logs in as a guest once
// per isolate, as the spec's client does, and again if the token is refused.
let upstreamToken: Promise<string> | null = null;

/**
 * The budget of one page's reads: its time, or the client going away (request.signal aborts when
 * the connection closes), whichever comes first: a render nobody waits for stops.
 */
export function edgeDeadline(request: Request, budgetMs: number): AbortSignal {
  return AbortSignal.any([AbortSignal.timeout(budgetMs), request.signal]);
}

/** `promise`, or the signal's reason once it aborts: a login shared with another request cannot outlast this one's budget. */
export function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function upstreamGuestToken(origin: string, signal: AbortSignal): Promise<string> {
  const answer = await fetch(joinUpstream(origin, '/login-guest'), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ uuid: crypto.randomUUID() }),
    signal,
  });
  if (!answer.ok) throw new Error(`guest login answered ${answer.status}`);
  const body: unknown = await answer.json();
  const token = typeof body === 'object' && body !== null ? (body as { access_token?: unknown }).access_token : undefined;
  if (typeof token !== 'string' || !token) throw new Error('guest login answered no access_token');
  return token;
}

async function upstreamGet(origin: string, path: string, search: string, signal: AbortSignal): Promise<Response> {
  const url = joinUpstream(origin, path, search);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    upstreamToken ??= upstreamGuestToken(origin, signal).catch((error: unknown) => {
      upstreamToken = null;
      throw error;
    });
    const token = await beforeDeadline(upstreamToken, signal);
    const answer = await beforeDeadline(
      fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal,
      }),
      signal,
    );
    if (answer.status !== 401 || attempt > 0) return answer;
    upstreamToken = null;
  }
  throw new Error('unreachable');
}

/** One GET of the catalog API at the edge: in-process, or from API_ORIGIN when set, before the deadline. */
export async function edgeApiGet(path: string, search: string, request: Request, env: Env, ctx: EdgeContext, deadline: AbortSignal): Promise<Response> {
  if (env.API_ORIGIN) return upstreamGet(env.API_ORIGIN, path, search, deadline);
  const inProcess = () =>
    apiApp.fetch(new Request(new URL(`${path}${search}`, request.url), { headers: { Accept: 'application/json' } }), env, {
      waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
      passThroughOnException: () => ctx.passThroughOnException(),
      props: {},
    });
  return beforeDeadline(Promise.resolve(inProcess()), deadline);
}

/** What the home page and /search fetched at the edge: the answer their island hydrates from, and the cache's word on it. */
export interface EdgeEmbedded<Embed> {
  embed: Embed;
  /** The public-read cache's answer (HIT, STALE, MISS), when it was asked. */
  cacheStatus: string | null;
}

export interface EdgeJsonAnswer {
  status: number;
  body: unknown;
  /** The public-read cache's answer (HIT, STALE, MISS), when it was asked. */
  cacheStatus: string | null;
}

/**
 * A catalog GET's JSON answer at the edge: a 2xx, or a 4xx that is the query's fault (not 401 or
 * 429); null for anything else, after which the page goes out as built and its island asks itself.
 */
export async function edgeApiJson(
  path: string,
  search: string,
  request: Request,
  env: Env,
  ctx: EdgeContext,
  deadline: AbortSignal,
): Promise<EdgeJsonAnswer | null> {
  const answer = await edgeApiGet(path, search, request, env, ctx, deadline);
  const usable = answer.ok || (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 429);
  if (!usable || !(answer.headers.get('Content-Type') ?? '').includes('json')) {
    void answer.body?.cancel();
    return null;
  }
  return { status: answer.status, body: await beforeDeadline(answer.json(), deadline), cacheStatus: answer.headers.get(CACHE_STATUS_HEADER) };
}
