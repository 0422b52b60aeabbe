import { allowsLocalConveniences, type Env } from '../env.ts';
import { NON_PAGE_CSP, PAGE_POLICY_ASSET, pageContentSecurityPolicy, withSecurityHeaderValues } from './headers.ts';

// The build's page policy, read once per isolate (it changes only with a deploy).
let pagePolicy: Promise<string | null> | null = null;

/** Without the build's file the safe answer is a policy that runs no inline script at all. */
const STRICT_PAGE_POLICY = pageContentSecurityPolicy({ scriptHashes: [], firebase: null, imageOrigins: [] });

async function readPagePolicy(context: EventContext<Env, string, unknown>): Promise<string | null> {
  try {
    const answer = await context.env.ASSETS.fetch(new URL(PAGE_POLICY_ASSET, context.request.url));
    if (answer.ok) return (await answer.text()).trim() || null;
  } catch (error) {
    console.error('page policy unavailable', error);
  }
  return null;
}

/**
 * Every function response leaves with the security headers (static files get the same from the
 * build's _headers). Pages keep the build's CSP; an HTML answer that lacks one gets it here, and
 * anything else gets a policy that allows nothing.
 */
export const withSecurityHeaders: PagesFunction<Env> = async (context) => {
  const response = await context.next();
  let policy = NON_PAGE_CSP;
  if ((response.headers.get('Content-Type') ?? '').startsWith('text/html') && !response.headers.has('Content-Security-Policy')) {
    pagePolicy ??= readPagePolicy(context).then((found) => {
      if (!found) pagePolicy = null; // a later request tries again
      return found;
    });
    const found = await pagePolicy;
    // `npm run dev` serves Vite's pages, which carry no build and run inline scripts of their own.
    if (!found && allowsLocalConveniences(context.env, context.request)) return response;
    policy = found ?? STRICT_PAGE_POLICY;
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: withSecurityHeaderValues(response.headers, policy),
  });
};
