/**
 * Which paths run the Pages Functions: the rules of a `_routes.json` (`public/_routes.json` is the
 * build's). On Cloudflare a path the rules do not include never reaches a function; the asset server
 * answers it alone. Under `npm start` every path passes the functions (src/cli/start.ts writes an
 * include-everything routes file: the local asset server cannot be trusted with a TRACE or a malformed
 * path, and routes can only name paths, not methods), so the middleware hands a path these rules leave
 * to the asset server straight to it (src/edge/static-files.ts), as Cloudflare would.
 *
 * A rule is a path in which `*` stands for any run of characters; `/foo/*` also matches `/foo`, and a
 * rule without a wildcard also matches its path with a trailing slash (the reading of wrangler's local
 * server, which is the wider one: a path is never taken for a static file where a function may answer).
 * Excludes win over includes.
 */

export interface FunctionRoutes {
  include: readonly string[];
  exclude: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** One rule as the source of a regular expression over the whole path (percent-encoded, as received). */
function ruleSource(rule: string): string {
  if (!rule.startsWith('/')) throw new Error(`a route rule starts with '/': ${rule}`);
  let body: string;
  if (rule === '/' || rule === '/*') body = escapeRegExp(rule);
  else if (rule.endsWith('/*')) body = `${escapeRegExp(rule.slice(0, -2))}(/*)?`;
  else if (rule.endsWith('/')) body = `${escapeRegExp(rule.slice(0, -1))}(/)?`;
  else if (rule.endsWith('*')) body = escapeRegExp(rule);
  else body = `${escapeRegExp(rule)}(/)?`;
  return body.replaceAll('*', '.*');
}

/** One rule as a regular expression. */
export function routeRuleRegExp(rule: string): RegExp {
  return new RegExp(`^${ruleSource(rule)}$`);
}

/** Any of the rules, as one expression (none: matches nothing). */
function anyRule(rules: readonly string[]): RegExp {
  return rules.length === 0 ? /(?!)/ : new RegExp(`^(?:${rules.map(ruleSource).join('|')})$`);
}

/** Whether a path runs the functions under these rules: compiled once, asked per request. */
export function functionRoutesMatcher(routes: FunctionRoutes): (pathname: string) => boolean {
  const include = anyRule(routes.include);
  const exclude = anyRule(routes.exclude);
  return (pathname) => !exclude.test(pathname) && include.test(pathname);
}
