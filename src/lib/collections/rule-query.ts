/**
 * A collection's rule as the catalog query /search's reader takes (GET /v2/inventories, the
 * parameters of src/lib/catalog/inventory-query-rules.ts), so the built-in API and a backend behind
 * API_ORIGIN are asked the very same query string. Pure.
 */
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE, sortInEffect } from '../catalog/inventory-query-rules.ts';
import { categoryIdOf } from '../catalog/reference-lists.ts';
import type { InventorySort } from '../contract/catalog.ts';
import type { CollectionRule } from '../content/schemas.ts';

/** The rule's filter parameters, in a fixed order (a stable query string is a stable cache key). */
export function collectionRuleParams(rule: CollectionRule): [string, string][] {
  const params: [string, string][] = [];
  const words = rule.words?.trim();
  if (words) params.push(['product', words]);
  if (rule.houses.length) params.push(['brand', rule.houses.join(',')]);
  const categories = rule.categories.map(categoryIdOf).filter((id): id is number => id !== undefined);
  if (categories.length) params.push(['category', categories.join(',')]);
  if (rule.gender) params.push(['gender', rule.gender]);
  if (rule.colours.length) params.push(['color', rule.colours.join(',')]);
  if (rule.conditions.length) params.push(['condition', rule.conditions.join(',')]);
  if (rule.priceMin !== undefined) params.push(['price_min', String(rule.priceMin)]);
  if (rule.priceMax !== undefined) params.push(['price_max', String(rule.priceMax)]);
  if (rule.dealOnly) params.push(['deal', 'true']);
  if (rule.newInLastDays !== undefined) params.push(['new_days', String(rule.newInLastDays)]);
  params.push(['sold', rule.includeSold ? 'last' : 'hide']);
  return params;
}

export interface CollectionQueryOptions {
  sort?: InventorySort | undefined;
  page?: number;
  pageSize?: number;
  currency?: string;
}

/**
 * The query string (without '?') of one page of a collection: its rule, the sort in effect (the
 * shopper's, else the collection's, by /search's rule: Best match only with words), page and currency.
 */
export function collectionRuleToQuery(rule: CollectionRule, options: CollectionQueryOptions = {}): string {
  const params = new URLSearchParams(collectionRuleParams(rule));
  params.set('sort', sortInEffect(options.sort, rule.words));
  if (options.currency) params.set('currency', options.currency);
  params.set('l', String(options.pageSize ?? SEARCH_PAGE_SIZE));
  params.set('p', String(options.page ?? SEARCH_START_PAGE));
  return params.toString();
}

/**
 * The /search addresses nearest to a collection that finds too few pieces: the rule loosened step by
 * step (each one a search /search's page understands: words, houses, categories, gender, colours).
 * The first is the rule's own filters; the others drop the narrowest conditions. Deduplicated.
 */
export function nearestSearches(rule: CollectionRule): { query: string; parts: { houses: string[]; categories: string[]; words?: string } }[] {
  const categories = rule.categories.map(categoryIdOf).filter((id): id is number => id !== undefined);
  const build = (include: { words: boolean; houses: boolean; categories: boolean; gender: boolean; colours: boolean }) => {
    const params = new URLSearchParams();
    const words = rule.words?.trim();
    if (include.words && words) params.set('product', words);
    if (include.houses && rule.houses.length) params.set('brand', rule.houses.join(','));
    if (include.categories && categories.length) params.set('category', categories.join(','));
    if (include.gender && rule.gender) params.set('gender', rule.gender);
    if (include.colours && rule.colours.length) params.set('color', rule.colours.join(','));
    return {
      query: params.toString(),
      parts: {
        houses: include.houses ? rule.houses : [],
        categories: include.categories ? rule.categories : [],
        ...(include.words && words ? { words } : {}),
      },
    };
  };
  const steps = [
    build({ words: true, houses: true, categories: true, gender: true, colours: true }),
    build({ words: false, houses: true, categories: true, gender: false, colours: false }),
    build({ words: false, houses: true, categories: false, gender: false, colours: false }),
    build({ words: false, houses: false, categories: true, gender: false, colours: false }),
  ];
  const seen = new Set<string>();
  return steps.filter((step) => step.query !== '' && !seen.has(step.query) && seen.add(step.query));
}
