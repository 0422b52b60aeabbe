import { describe, expect, it } from 'vitest';
import { collectionRuleParams, collectionRuleToQuery, nearestSearches } from '../../../src/lib/collections/rule-query.ts';
import { INVENTORY_PARAMS } from '../../../src/lib/catalog/inventory-query-rules.ts';
import { type CollectionRule, collectionRuleSchema } from '../../../src/lib/content/schemas.ts';

const rule = (input: Partial<Record<keyof CollectionRule, unknown>>): CollectionRule => collectionRuleSchema.parse(input);

describe('collectionRuleToQuery: a rule as /search query parameters', () => {
  it.each<[string, Partial<Record<keyof CollectionRule, unknown>>, string]>([
    ['an empty rule: every available piece', {}, 'sold=hide'],
    ['a house and a price ceiling', { houses: ['Hermès'], priceMax: 15000 }, 'brand=Herm%C3%A8s&price_max=15000&sold=hide'],
    ['categories by name become their ids', { categories: ['Watches', 'Jewelry'], gender: 'Men' }, 'category=7%2C5&gender=Men&sold=hide'],
    ['words, searched by the store rules', { words: '  Kelly 28 ' }, 'product=Kelly+28&sold=hide'],
    [
      'colours and conditions',
      { colours: ['red', 'gold'], conditions: ['Pristine', 'Very Good'] },
      'color=red%2Cgold&condition=Pristine%2CVery+Good&sold=hide',
    ],
    ['a price range', { priceMin: 0, priceMax: 5000 }, 'price_min=0&price_max=5000&sold=hide'],
    ['deal only, new in 30 days', { dealOnly: true, newInLastDays: 30 }, 'deal=true&new_days=30&sold=hide'],
    ['sold included: last', { includeSold: true }, 'sold=last'],
    [
      'everything at once, in a fixed order',
      {
        words: 'Birkin',
        houses: ['Hermès', 'Chanel'],
        categories: ['Bags'],
        gender: 'Women',
        colours: ['black'],
        conditions: ['Excellent'],
        priceMin: 1000,
        priceMax: 20000,
        dealOnly: true,
        newInLastDays: 7,
        includeSold: true,
      },
      'product=Birkin&brand=Herm%C3%A8s%2CChanel&category=1&gender=Women&color=black&condition=Excellent&price_min=1000&price_max=20000&deal=true&new_days=7&sold=last',
    ],
  ])('%s', (_name, input, filters) => {
    expect(new URLSearchParams(collectionRuleParams(rule(input))).toString()).toBe(filters);
  });

  it('adds the sort in effect, the page, its size and the currency', () => {
    expect(collectionRuleToQuery(rule({ houses: ['Dior'] }), { sort: 'price_asc', page: 2, pageSize: 24, currency: 'USD' })).toBe(
      'brand=Dior&sold=hide&sort=price_asc&currency=USD&l=24&p=2',
    );
  });

  it("Best match only with words (/search's rule): newest without them", () => {
    expect(collectionRuleToQuery(rule({}), { sort: 'relevance' })).toContain('sort=newest');
    expect(collectionRuleToQuery(rule({ words: 'Kelly' }))).toContain('sort=relevance');
    expect(collectionRuleToQuery(rule({}))).toBe('sold=hide&sort=newest&l=50&p=1');
  });

  it('uses only parameters the catalog reader knows', () => {
    const query = collectionRuleToQuery(
      rule({
        words: 'a',
        houses: ['Dior'],
        categories: ['Bags'],
        gender: 'Men',
        colours: ['red'],
        conditions: ['Good'],
        priceMin: 1,
        priceMax: 2,
        dealOnly: true,
        newInLastDays: 1,
      }),
      { currency: 'SGD' },
    );
    for (const key of new URLSearchParams(query).keys()) expect(INVENTORY_PARAMS).toContain(key);
  });
});

describe('nearestSearches: looser /search addresses for a collection that finds too few', () => {
  it('the rule as /search understands it, then house and category, house alone, category alone', () => {
    expect(nearestSearches(rule({ words: 'Kelly', houses: ['Hermès'], categories: ['Bags'], gender: 'Women', priceMax: 100 })).map((s) => s.query)).toEqual([
      'product=Kelly&brand=Herm%C3%A8s&category=1&gender=Women',
      'brand=Herm%C3%A8s&category=1',
      'brand=Herm%C3%A8s',
      'category=1',
    ]);
  });

  it('no duplicates and no empty search', () => {
    expect(nearestSearches(rule({ houses: ['Dior'] })).map((s) => s.query)).toEqual(['brand=Dior']);
    expect(nearestSearches(rule({ priceMax: 100 }))).toEqual([]);
  });
});
