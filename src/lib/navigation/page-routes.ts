/**
 * Dynamic routes of the spec's route table. Each is served by a pre-rendered shell page
 * (src/pages/shells/*) that the browser fills in; the product routes are also rendered at the edge.
 */
import { PRODUCT_ID_SOURCE } from '../catalog/inventory-query-rules.ts';

export type ShellName = 'product' | 'recommended' | 'order-detail' | 'consignment' | 'consignment-item';

export interface PageMatch {
  shell: ShellName;
  params: Record<string, string>;
}

/** Product ids by the catalog's one rule (inventory-query-rules.ts): /product/0 or /product/007 is no product route. */
const ID = PRODUCT_ID_SOURCE;

const ROUTES: { pattern: RegExp; shell: ShellName; keys: string[] }[] = [
  { pattern: new RegExp(`^/product/(${ID})/?$`), shell: 'product', keys: ['id'] },
  // /product-{id}/{name}: the name is one or more segments.
  { pattern: new RegExp(`^/product-(${ID})/(.+?)/?$`), shell: 'product', keys: ['id', 'name'] },
  { pattern: new RegExp(`^/recommended/(${ID})/?$`), shell: 'recommended', keys: ['id'] },
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

/**
 * True when a request for an edge-rendered page should get the render: a navigation (Sec-Fetch-Dest
 * document) or a client that says nothing (a crawler, curl). A service worker's precache fetch
 * (Sec-Fetch-Dest empty) gets the page as built: a copy kept for offline use must not be one
 * shopper's prices at one moment, and its island then loads what is current.
 */
export function wantsRenderedPage(request: Request): boolean {
  const destination = request.headers.get('Sec-Fetch-Dest');
  return destination === null || destination === 'document';
}
