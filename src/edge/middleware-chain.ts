import type { Env } from '../server/env.ts';

type Step = PagesFunction<Env>;
type StepContext = Parameters<Step>[0];

/**
 * The middleware's steps run as one Pages function. Pages runs each function of a chain with a copy of
 * the request and copies each answer on its way back (a new Request and a new Response per step, per
 * request: a fifth of the CPU of a cached /search under a crowd went there); here a step's next() calls
 * the following step directly, with the same request unless the step passes another, and the last
 * step's next() is the platform's (the other functions, then the static assets).
 * Steps read no request body before calling next(), so sharing the request is safe.
 */
export function chainSteps(steps: readonly Step[]): Step {
  return (context) => {
    const at = async (index: number, request: StepContext['request']): Promise<Response> => {
      const step = steps[index];
      if (!step) return request === context.request ? context.next() : context.next(request);
      const stepContext: StepContext = {
        request,
        functionPath: context.functionPath,
        params: context.params,
        env: context.env,
        waitUntil: (promise) => context.waitUntil(promise),
        passThroughOnException: () => context.passThroughOnException(),
        get data() {
          return context.data;
        },
        set data(value) {
          context.data = value;
        },
        next: (input, init) => at(index + 1, input === undefined ? request : nextRequest(input, init, request)),
      };
      return step(stepContext);
    };
    return at(0, context.request);
  };
}

/**
 * The request next(input, init) hands on, as Pages builds it: a string is a URL against the current
 * request's. `cf` describes an incoming request: a step cannot set it for the next one.
 */
function nextRequest(input: Request | string, init: RequestInit | undefined, current: Request): StepContext['request'] {
  const { cf: _incomingOnly, ...rest } = init ?? {};
  return new Request<unknown, IncomingRequestCfProperties>(typeof input === 'string' ? new URL(input, current.url).toString() : input, rest);
}
