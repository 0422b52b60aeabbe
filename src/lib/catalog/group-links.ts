import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../config/storefront.ts';
import type { ProductGroup } from '../contract/catalog.ts';

/** Group ids whose 'View all' searches by brand (spec section 5); id 1 links to plain /search. */
const BRAND_GROUP_IDS: ReadonlySet<number> = new Set([2, 3, 4, 5, 7]);
const PLAIN_SEARCH_GROUP_ID = 1;

/** 'key=v1,v2' (several joined by '&') → 'key=v1&key=v2', values URL-encoded. */
export function expandGroupQuery(query: string): string[] {
  const pairs: string[] = [];
  for (const clause of query.split('&')) {
    const equals = clause.indexOf('=');
    if (equals <= 0) continue;
    const key = clause.slice(0, equals).trim();
    for (const value of clause.slice(equals + 1).split(',')) {
      const trimmed = value.trim();
      if (trimmed) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(trimmed)}`);
    }
  }
  return pairs;
}

/**
 * Group 'View all' link (spec section 5): the query becomes repeated key=value pairs joined by '&';
 * ids 2, 3, 4, 5, 7 add group=brand; other ids except 1 add group=category; the heading has '&'
 * replaced by '_'; group 1 links to plain /search.
 */
export function groupViewAllHref(group: Pick<ProductGroup, 'id' | 'query' | 'heading'>): string {
  if (group.id === PLAIN_SEARCH_GROUP_ID) return '/search';
  const kind = BRAND_GROUP_IDS.has(group.id) ? 'brand' : 'category';
  const pairs = [...expandGroupQuery(group.query), `group=${kind}`, `heading=${encodeURIComponent(group.heading.replace(/&/g, '_'))}`];
  return `/search?${pairs.join('&')}`;
}

/** The group whose carousel also shows the SHOP WOMEN and SHOP MEN banners. */
export const GENDER_BANNER_GROUP_ID = 4;

/** SHOP WOMEN / SHOP MEN: /search?p=1&l=50&group=gender&heading={heading}&gender=Women|Men */
export function genderBannerHref(heading: string, gender: 'Women' | 'Men'): string {
  return `/search?p=${SEARCH_START_PAGE}&l=${SEARCH_PAGE_SIZE}&group=gender&heading=${encodeURIComponent(heading)}&gender=${gender}`;
}
