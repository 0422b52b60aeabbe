import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COLOURS, CONDITIONS, HOUSES } from '../../../src/lib/catalog/reference-lists.ts';
import {
  collectionFields,
  collectionProblems,
  collectionSchema,
  CONTENT_FOLDERS,
  DEFAULT_MINIMUM_COUNT,
  homePageSchema,
} from '../../../src/lib/content/schemas.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const schema = collectionSchema(z.string());
const base = { title: 'Hermès under S$15,000', slug: 'hermes-under-15000', heroImage: 'hero.svg', heroAlt: 'An orange bag' };

/** The refusals of an entry as [field path, message]. */
function refusals(entry: Record<string, unknown>): [string, string][] {
  const parsed = schema.safeParse({ ...base, ...entry });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('collectionSchema accepts a plain collection and fills the defaults', () => {
  it('defaults: empty rule, no pins, newest, minimum 4, sold hidden', () => {
    const entry = schema.parse(base);
    expect(entry.rule).toMatchObject({ houses: [], categories: [], colours: [], conditions: [], dealOnly: false, includeSold: false });
    expect(entry).toMatchObject({ pinned: [], sort: 'newest', minimumCount: DEFAULT_MINIMUM_COUNT });
    expect(DEFAULT_MINIMUM_COUNT).toBe(4);
  });

  it('every catalog value is accepted', () => {
    const rule = { houses: [...HOUSES], categories: CATEGORIES.map((c) => c.name), colours: [...COLOURS], conditions: [...CONDITIONS] };
    expect(refusals({ rule })).toEqual([]);
  });
});

describe('collectionSchema refuses what the catalog cannot answer, naming the field', () => {
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['an unknown house', { rule: { houses: ['Hermes Paris'] } }, 'rule.houses.0', /^Houses: 'Hermes Paris' is not in the catalog; use one of Hermès, /],
    ['a house without its accent', { rule: { houses: ['hermes'] } }, 'rule.houses.0', /^Houses: write 'Hermès' as the catalog spells it, not 'hermes'/],
    ['an unknown category', { rule: { categories: ['Watch'] } }, 'rule.categories.0', /^Categories: 'Watch' is not in the catalog; use one of Bags/],
    ['an unknown colour', { rule: { colours: ['crimson'] } }, 'rule.colours.0', /^Colours: 'crimson' is not in the catalog/],
    ['an unknown condition', { rule: { conditions: ['Mint'] } }, 'rule.conditions.0', /^Conditions: 'Mint' is not in the catalog; use one of Pristine/],
    ['an unknown gender', { rule: { gender: 'Unisex' } }, 'rule.gender', /^Gender: 'Unisex' is not in the catalog; use one of Men, Women/],
    ['a price in cents', { rule: { priceMax: 149.5 } }, 'rule.priceMax', /^Highest price \(S\$\): a whole number of Singapore dollars/],
    ['a negative price', { rule: { priceMin: -1 } }, 'rule.priceMin', /^Lowest price \(S\$\): a whole number of Singapore dollars, 0 or more/],
    ['new in 0 days', { rule: { newInLastDays: 0 } }, 'rule.newInLastDays', /^New in the last N days: at least 1 day/],
    ['a slug with capitals', { slug: 'Hermes-Under' }, 'slug', /^Slug: lower-case letters/],
    ['a pinned piece that is not an id', { pinned: ['abc'] }, 'pinned.0', /^Pinned pieces: a product id/],
    ['an unknown sort', { sort: 'popular' }, 'sort', /^Sort: use one of newest, price_asc, price_desc, relevance/],
    ['a minimum of 0', { minimumCount: 0 }, 'minimumCount', /^Minimum count: at least 1/],
    ['a start with a zone', { start: '2027-01-20T00:00+08:00' }, 'start', /^Start: Write a Singapore date and time as 2027-01-20T09:30/],
    ['an end as a date only', { end: '2027-01-20' }, 'end', /^End: Write a Singapore date and time/],
    ['no alt text', { heroAlt: ' ' }, 'heroAlt', /^Hero image alt text: Describe the image/],
  ])('%s', (_name, entry, path, message) => {
    const found = refusals(entry);
    expect(found.map(([p]) => p)).toContain(path);
    expect(found.find(([p]) => p === path)?.[1]).toMatch(message);
  });
});

describe('checks between fields (build and editor alike)', () => {
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    [
      'a price range upside down',
      { rule: { priceMin: 20000, priceMax: 15000 } },
      'rule.priceMax',
      /^Highest price \(S\$\): 15000 is below the lowest price \(20000\); raise the highest price or lower the lowest$/,
    ],
    [
      'an end before the start',
      { start: '2027-02-01T00:00', end: '2027-01-20T00:00' },
      'end',
      /^End: 2027-01-20T00:00 is not after the start \(2027-02-01T00:00\)/,
    ],
    ['an end equal to the start', { start: '2027-02-01T00:00', end: '2027-02-01T00:00' }, 'end', /^End: .* is not after the start/],
    ['a date that does not exist', { start: '2027-02-30T00:00' }, 'start', /^Start: 2027-02-30T00:00 is not a date and time that exists/],
    ['a time that does not exist', { end: '2027-02-01T24:00' }, 'end', /^End: 2027-02-01T24:00 is not a date and time that exists/],
    ['best match without words', { sort: 'relevance' }, 'sort', /^Sort: Best match needs models or words/],
  ])('%s', (_name, entry, path, message) => {
    const found = refusals(entry);
    expect(found).toHaveLength(1);
    expect(found[0]?.[0]).toBe(path);
    expect(found[0]?.[1]).toMatch(message);
  });

  it('the same problems come from collectionProblems, for the editor to show before saving', () => {
    const entry = collectionFields(z.string()).parse({ ...base, rule: { priceMin: 9, priceMax: 1 }, start: '2027-02-01T00:00', end: '2027-01-01T00:00' });
    expect(collectionProblems(entry).map((problem) => problem.path.join('.'))).toEqual(['rule.priceMax', 'end']);
  });

  it('a sound range, window and best match with words pass', () => {
    expect(refusals({ rule: { priceMin: 0, priceMax: 15000, words: 'Kelly' }, sort: 'relevance', start: '2027-01-20T00:00', end: '2027-02-20T00:00' })).toEqual(
      [],
    );
  });
});

describe('homePageSchema', () => {
  it('defaults: hero banner home, tiles, after the first group', () => {
    expect(homePageSchema.parse({ collections: [{ collection: 'watches-for-him' }] })).toEqual({
      hero: 'home',
      collections: [{ collection: 'watches-for-him', form: 'tiles', afterGroup: 1 }],
    });
  });

  it.each<[string, unknown, string, RegExp]>([
    ['an unknown form', { collections: [{ collection: 'a', form: 'grid' }] }, 'collections.0.form', /^Form: use tiles .* or carousel/],
    ['a slug with spaces', { collections: [{ collection: 'Watches for him' }] }, 'collections.0.collection', /^Home page collection: a collection's slug/],
    ['a negative place', { collections: [{ collection: 'a', afterGroup: -1 }] }, 'collections.0.afterGroup', /^After group: 0/],
  ])('refuses %s, naming the field', (_name, input, path, message) => {
    const parsed = homePageSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join('.')).toBe(path);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});

describe('the seeded files pass the schemas', () => {
  const frontMatter = (path: string): unknown => load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path, 'utf8'))?.[1] ?? '');
  const folder = join(ROOT, CONTENT_FOLDERS.collections, 'en');
  const files = readdirSync(folder).filter((name) => name.endsWith('.md'));

  it('three collections in English, each translated into every language', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const locale of ['zh-hans', 'zh-hant', 'ms']) expect(readdirSync(join(ROOT, CONTENT_FOLDERS.collections, locale)).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s', (file) => {
    const parsed = schema.safeParse(frontMatter(join(folder, file)));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.slug).toBe(file.replace(/\.md$/, ''));
  });

  it('the home page file names seeded collections', () => {
    const home = homePageSchema.parse(frontMatter(join(ROOT, CONTENT_FOLDERS.home, 'en', 'home.md')));
    const slugs = files.map((file) => file.replace(/\.md$/, ''));
    for (const placement of home.collections) expect(slugs).toContain(placement.collection);
  });
});
