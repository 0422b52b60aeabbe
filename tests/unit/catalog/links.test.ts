import { describe, expect, it } from 'vitest';
import { expandGroupQuery, genderBannerHref, groupViewAllHref } from '../../../src/lib/catalog/group-links.ts';
import { productHref, productIdFromPath, productSlug, recommendedHref } from '../../../src/lib/catalog/product-links.ts';

describe('productSlug: underscore separator applied to the model', () => {
  const table: [string, string][] = [
    ['Birkin 30 Togo', 'birkin_30_togo'],
    ['Classic Flap Bag (Medium)', 'classic_flap_bag_medium'],
    ['Lady Dior  —  Mini', 'lady_dior_mini'],
    ['Kelly Pochette Épsom', 'kelly_pochette_epsom'],
    ['Speedy Bandoulière 25', 'speedy_bandouliere_25'],
    ['  Neverfull MM  ', 'neverfull_mm'],
    ['Bag & Charm', 'bag_and_charm'],
    ['☆', ''],
  ];
  it.each(table)('%s → %s', (model, slug) => {
    expect(productSlug(model)).toBe(slug);
  });
  it('links to /product-{id}/{slug}', () => {
    expect(productHref({ id: 42, model: 'Birkin 30 Togo' })).toBe('/product-42/birkin_30_togo');
  });
  it('falls back to /product/{id} when nothing is left to slug', () => {
    expect(productHref({ id: 7, model: '☆' })).toBe('/product/7');
  });
  it('links recommended items to /recommended/{id}', () => {
    expect(recommendedHref(42)).toBe('/recommended/42');
  });
});

describe('groupViewAllHref (spec section 5)', () => {
  const table: [number, string, string, string][] = [
    [1, 'New Arrivals', 'sort=newest', '/search'],
    [2, 'Hermès', 'brand=Hermès', '/search?brand=Herm%C3%A8s&group=brand&heading=Herm%C3%A8s'],
    [3, 'Chanel', 'brand=Chanel', '/search?brand=Chanel&group=brand&heading=Chanel'],
    [4, 'Louis Vuitton', 'brand=Louis Vuitton', '/search?brand=Louis%20Vuitton&group=brand&heading=Louis%20Vuitton'],
    [5, 'Dior & Celine', 'brand=Dior,Celine', '/search?brand=Dior&brand=Celine&group=brand&heading=Dior%20_%20Celine'],
    [7, 'Watches', 'brand=Rolex,Cartier,Omega', '/search?brand=Rolex&brand=Cartier&brand=Omega&group=brand&heading=Watches'],
    [6, 'Bags', 'category=1', '/search?category=1&group=category&heading=Bags'],
    [8, 'Shoes & Accessories', 'category=3,4', '/search?category=3&category=4&group=category&heading=Shoes%20_%20Accessories'],
    [9, 'Small Leather Goods', 'category=2', '/search?category=2&group=category&heading=Small%20Leather%20Goods'],
    [10, 'Jewelry', '', '/search?group=category&heading=Jewelry'],
  ];
  it.each(table)('group %i %s (%s) → %s', (id, heading, query, href) => {
    expect(groupViewAllHref({ id, heading, query })).toBe(href);
  });

  it('expands several keys and drops empty values', () => {
    expect(expandGroupQuery('brand=Chanel,,Dior&category=1')).toEqual(['brand=Chanel', 'brand=Dior', 'category=1']);
    expect(expandGroupQuery('')).toEqual([]);
    expect(expandGroupQuery('=x&novalue')).toEqual([]);
  });
});

describe('genderBannerHref', () => {
  it.each([
    ['Women', '/search?p=1&l=50&group=gender&heading=Louis%20Vuitton&gender=Women'],
    ['Men', '/search?p=1&l=50&group=gender&heading=Louis%20Vuitton&gender=Men'],
  ] as const)('SHOP %s', (gender, href) => {
    expect(genderBannerHref('Louis Vuitton', gender)).toBe(href);
  });
});

describe('productIdFromPath', () => {
  const table: [string, number | null][] = [
    ['/product/42', 42],
    ['/product/42/', 42],
    ['/product-42/birkin_30_togo', 42],
    ['/product-42/some/more/segments', 42],
    ['/recommended/42', 42],
    ['/product/0', null],
    ['/product/abc', null],
    ['/product-42', null],
    ['/search', null],
    ['/shells/product', null],
  ];
  it.each(table)('%s → %s', (path, id) => {
    expect(productIdFromPath(path)).toBe(id);
  });
});
