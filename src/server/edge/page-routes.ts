/**
 * Dynamic routes of the spec's route table. Each is served by a pre-rendered shell page
 * (src/pages/shells/*) that the browser fills in; the product routes are also rendered at the edge.
 */
export type ShellName = 'product' | 'recommended' | 'order-detail' | 'consignment' | 'consignment-item';

export interface PageMatch {
  shell: ShellName;
  params: Record<string, string>;
}

const ROUTES: { pattern: RegExp; shell: ShellName; keys: string[] }[] = [
  { pattern: /^\/product\/(\d+)\/?$/, shell: 'product', keys: ['id'] },
  // /product-{id}/{name}: the name is one or more segments.
  { pattern: /^\/product-(\d+)\/(.+?)\/?$/, shell: 'product', keys: ['id', 'name'] },
  { pattern: /^\/recommended\/(\d+)\/?$/, shell: 'recommended', keys: ['id'] },
  { pattern: /^\/order-detail\/([A-Za-z0-9-]+)\/?$/, shell: 'order-detail', keys: ['orderid'] },
  { pattern: /^\/consignment\/(\d+)\/?$/, shell: 'consignment', keys: ['id'] },
  { pattern: /^\/consignment-(\d+)\/(.+?)\/?$/, shell: 'consignment-item', keys: ['cid', 'name'] },
];

/** A route of the table whose path cannot be decoded ('%ZZ', a cut-off UTF-8 sequence): a 404, never a 500. */
export const MALFORMED = 'malformed';

function decodeParam(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function matchPageRoute(pathname: string): PageMatch | typeof MALFORMED | null {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [index, key] of route.keys.entries()) {
      const value = decodeParam(match[index + 1] ?? '');
      if (value === null) return MALFORMED;
      params[key] = value;
    }
    return { shell: route.shell, params };
  }
  return null;
}

export function shellPath(shell: ShellName): string {
  return `/shells/${shell}`;
}
