import { allowsLocalConveniences, type Env } from '../env.ts';
import { BASE_SECURITY_HEADERS, BUILD_ASSET_PATHS, NON_PAGE_CSP, PAGE_POLICY_ASSET, pageContentSecurityPolicy, withSecurityHeaderValues } from './headers.ts';

/** The build's hashed files and the typeface: _headers sends them without the Permissions-Policy. */
const BUILD_ASSET_PREFIXES = BUILD_ASSET_PATHS.map((path) => path.replace(/\*$/, ''));

// The build's page policy, read once per isolate (it changes only with a deploy).
let pagePolicy: Promise<string | null> | null = null;

const SECURITY_HEADER_NAMES = ['Content-Security-Policy', ...Object.keys(BASE_SECURITY_HEADERS)];

/** Whether an answer already carries every security header (a page kept in the page cache does). */
function carriesSecurityHeaders(headers: Headers): boolean {
  return SECURITY_HEADER_NAMES.every((name) => headers.has(name));
}

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
  const document = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  // Nothing to add (a cached page under a crowd): the answer goes out as it is, not copied.
  if (document && carriesSecurityHeaders(response.headers)) return response;
  let policy = NON_PAGE_CSP;
  if (document && !response.headers.has('Content-Security-Policy')) {
    pagePolicy ??= readPagePolicy(context).then((found) => {
      if (!found) pagePolicy = null; // a later request tries again
      return found;
    });
    const found = await pagePolicy;
    // `npm run dev` serves Vite's pages, which carry no build and run inline scripts of their own.
    if (!found && allowsLocalConveniences(context.env, context.request)) return response;
    policy = found ?? STRICT_PAGE_POLICY;
  }
  const headers = withSecurityHeaderValues(response.headers, policy);
  // A build file that passes the functions (a routes file that includes it) keeps _headers' rule:
  // no Permissions-Policy, which governs documents only (a page answered there keeps it).
  const { pathname } = new URL(context.request.url);
  if (!document && BUILD_ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix))) headers.delete('Permissions-Policy');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
