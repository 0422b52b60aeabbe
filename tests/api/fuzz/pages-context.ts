import type { Env } from '../../../src/server/env.ts';

type Next = (input?: Request | string, init?: RequestInit) => Promise<Response>;

/** What the Pages runtime hands a function: lets the fuzz tests call functions and middleware directly. */
export function pagesContext(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  {
    functionPath,
    params = {},
    next = async () => new Response('next', { status: 404 }),
  }: { functionPath: string; params?: Record<string, unknown>; next?: Next },
): EventContext<Env, string, Record<string, unknown>> {
  return {
    request,
    env,
    params,
    data: {},
    functionPath,
    waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
    passThroughOnException: () => undefined,
    next,
  } as unknown as EventContext<Env, string, Record<string, unknown>>;
}
