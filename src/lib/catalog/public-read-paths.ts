/**
 * Public reads: catalog calls whose answer depends on the URL alone, never on who asks. The built-in
 * API answers them without a session lookup and from the Workers cache (src/server/public-reads); the
 * offline worker keeps them (src/lib/offline/cache-rules.ts). One table for both.
 */
const PUBLIC_READ_PATHS: readonly RegExp[] = [
  /^\/startup$/,
  /^\/v3\/home$/,
  /^\/v2\/inventories$/,
  /^\/v2\/inventories\/[^/]+$/,
  /^\/v1\/inventories\/[^/]+\/recommendation$/,
  /^\/v2\/delivery-rates$/,
  // Price insight (issue 25, docs/price-guide.md)
  /^\/v2\/price-guides$/,
  /^\/v2\/price-guides\/lines$/,
  /^\/v2\/inventories\/[^/]+\/price-history$/,
];

/** `path` is the API path without its `/api` prefix. */
export function isPublicReadPath(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_READ_PATHS.some((pattern) => pattern.test(path));
}
