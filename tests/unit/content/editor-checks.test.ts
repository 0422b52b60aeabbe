import { describe, expect, it } from 'vitest';
import { cmsConfig, type CmsField } from '../../../src/lib/content/cms-config.ts';
import {
  collectionSaveProblems,
  countMessage,
  emptyValuePaths,
  homeSaveProblems,
  notSavedMessage,
  previewRule,
  scheduleMessage,
  withoutEmptyValues,
} from '../../../src/lib/content/editor-checks.ts';
import { collectionRuleToQuery } from '../../../src/lib/collections/rule-query.ts';
import { singaporeTimeToEpoch } from '../../../src/lib/collections/schedule.ts';

/** A collection as the editor's form holds it: what a marketing person filled in, and the form's leftovers. */
const filled = {
  title: 'Hermès under S$15,000',
  slug: 'hermes-under-15000',
  heroImage: '../../../assets/collections/hermes-under-15000.svg',
  heroAlt: 'An orange leather bag on a stone plinth',
  rule: { houses: ['Hermès'], categories: [], colours: [], conditions: [], priceMax: 15000, dealOnly: false, includeSold: false },
  pinned: [],
  sort: 'newest',
  minimumCount: 4,
  body: 'Icons under fifteen thousand.',
};

describe('the editor refuses before saving what the build refuses, naming the field', () => {
  it.each([
    { name: 'a valid collection', change: {}, problems: [] },
    {
      name: 'an unknown house (a file edited by hand)',
      change: { rule: { ...filled.rule, houses: ['Hermes'] } },
      problems: ["Houses: write 'Hermès' as the catalog spells it, not 'Hermes'"],
    },
    {
      name: 'a price range upside down',
      change: { rule: { ...filled.rule, priceMin: 20000, priceMax: 15000 } },
      problems: ['Highest price (S$): 15000 is below the lowest price (20000); raise the highest price or lower the lowest'],
    },
    {
      name: 'an end before the start',
      change: { start: '2027-01-20T00:00', end: '2027-01-19T23:00' },
      problems: ['End: 2027-01-19T23:00 is not after the start (2027-01-20T00:00); move the end later or the start earlier'],
    },
    {
      name: 'a date that does not exist',
      change: { start: '2027-02-30T00:00' },
      problems: [
        'Start: 2027-02-30T00:00 is not a date and time that exists; Write a Singapore date and time as 2027-01-20T09:30 (year-month-day, T, 24-hour time)',
      ],
    },
    { name: 'a title of spaces', change: { title: '   ' }, problems: ['Title: fill this in'] },
    {
      name: 'a product id that is not one',
      change: { pinned: ['1998', 'abc'] },
      problems: ["Pinned pieces: a product id, the number in the piece's address (/product/1234 is 1234)"],
    },
    {
      name: 'Best match without words',
      change: { sort: 'relevance' },
      problems: ['Sort: Best match needs models or words in the rule; choose Newest or a price order, or add words'],
    },
    // Emptied optional fields are no limit, as in a file: the form leaves '' behind, the editor deletes it.
    {
      name: 'emptied price, dates, words and pin',
      change: { rule: { ...filled.rule, priceMax: '', words: '' }, start: '', end: '', pinned: [''] },
      problems: [],
    },
  ])('$name', ({ change, problems }) => {
    expect(collectionSaveProblems({ ...filled, ...change })).toEqual(problems);
  });

  it('several problems are all listed, and the toast says to correct them', () => {
    const problems = collectionSaveProblems({ ...filled, rule: { ...filled.rule, priceMin: 20000 }, start: '2027-01-20T00:00', end: '2027-01-01T00:00' });
    expect(problems).toHaveLength(2);
    expect(notSavedMessage(problems)).toMatch(/^Highest price \(S\$\): .*\. End: .*\. Correct them and save again\.$/);
    expect(notSavedMessage(problems.slice(0, 1))).toMatch(/Correct it and save again\.$/);
  });

  it('the home page: a collection by slug, tiles or carousel, a place at 0 or more', () => {
    expect(homeSaveProblems({ hero: 'home', collections: [{ collection: 'hermes-under-15000', form: 'tiles', afterGroup: 1 }] })).toEqual([]);
    expect(homeSaveProblems({ hero: 'home', collections: [{ collection: 'hermes-under-15000', form: 'tiles', afterGroup: -1 }] })).toEqual([
      'After group: 0 (above every carousel) or more',
    ]);
    expect(homeSaveProblems({ hero: 'home', collections: [{ collection: 'Hermès', form: 'tiles' }] })).toEqual([
      "Home page collection: a collection's slug, e.g. hermes-under-15000",
    ]);
  });
});

describe('emptied fields', () => {
  it('paths deepest and last first, so deleting in order keeps the others valid', () => {
    const data = { a: '', b: { c: null, d: 1 }, list: ['x', '', ' '], keep: false, zero: 0 };
    expect(emptyValuePaths(data)).toEqual([['list', 2], ['list', 1], ['b', 'c'], ['a']]);
    expect(withoutEmptyValues(data)).toEqual({ b: { d: 1 }, list: ['x'], keep: false, zero: 0 });
    // The input is left as it was.
    expect(data.a).toBe('');
  });
});

describe('the preview asks the catalog the collection page’s own query', () => {
  it('the rule with emptied fields, the first four pieces in SGD', () => {
    const rule = previewRule({ rule: { houses: ['Hermès'], priceMin: '', priceMax: 15000 } });
    expect(rule).not.toBeNull();
    if (!rule) return;
    expect(collectionRuleToQuery(rule, { pageSize: 4, currency: 'SGD' })).toBe('brand=Herm%C3%A8s&price_max=15000&sold=hide&sort=newest&currency=SGD&l=4&p=1');
  });

  it('no query for a rule the catalog cannot answer', () => {
    expect(previewRule({ rule: { houses: ['Hermes'] } })).toBeNull();
    // The catalog refuses a price range upside down: the preview does not ask, it shows the problem.
    expect(previewRule({ rule: { priceMin: 9000, priceMax: 8000 } })).toBeNull();
    expect(previewRule({})).not.toBeNull();
  });

  it.each([
    { count: 0, minimum: 4, tone: 'none', headline: 'No piece matches this rule now' },
    { count: 1, minimum: 4, tone: 'short', headline: 'Only 1 piece matches this rule now, fewer than the minimum of 4' },
    { count: 3, minimum: 4, tone: 'short', headline: 'Only 3 pieces match this rule now, fewer than the minimum of 4' },
    { count: 4, minimum: 4, tone: 'ok', headline: '4 pieces match this rule now' },
    { count: 1250, minimum: 4, tone: 'ok', headline: '1,250 pieces match this rule now' },
  ])('$count pieces, minimum $minimum: $tone', ({ count, minimum, tone, headline }) => {
    const said = countMessage(count, minimum);
    expect(said).toMatchObject({ tone, headline });
    // Whenever it is not enough, the preview says what to do.
    expect(said.advice === null).toBe(tone === 'ok');
    if (said.advice) expect(said.advice).toMatch(/Widen the rule/);
  });

  const at = (text: string) => singaporeTimeToEpoch(text) ?? Number.NaN;
  it.each([
    { schedule: {}, now: '2027-01-01T00:00', says: 'Live now, with no end date.' },
    { schedule: { end: '2027-02-01T00:00' }, now: '2027-01-01T00:00', says: 'Live now, until 2027-02-01 00:00 Singapore time.' },
    {
      schedule: { start: '2027-01-20T09:30', end: '2027-02-01T00:00' },
      now: '2027-01-20T09:29',
      says: 'Starts 2027-01-20 09:30 Singapore time: until then shoppers do not see it; it ends 2027-02-01 00:00 Singapore time.',
    },
    { schedule: { start: '2027-01-20T09:30' }, now: '2027-01-20T09:30', says: 'Live now, with no end date.' },
    {
      schedule: { end: '2027-02-01T00:00' },
      now: '2027-02-01T00:00',
      says: 'Ended 2027-02-01 00:00 Singapore time: shoppers see a page saying it has ended. Move the end later to bring it back.',
    },
  ])('schedule $schedule at $now', ({ schedule, now, says }) => {
    expect(scheduleMessage(schedule, at(now))).toBe(says);
  });
});

describe('the collections and home page forms', () => {
  const config = cmsConfig({ repo: null, branch: 'main', localBackendUrl: null, siteUrl: 'https://www.example.com' });
  const fields = (name: string) => (config.collections.find((c) => c.name === name)?.fields ?? []) as CmsField[];
  const field = (list: CmsField[], name: string): CmsField => {
    const found = list.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };

  it('the rule: catalog lists as selects of several, prices and days as bounded whole numbers, switches', () => {
    const rule = field(fields('collections'), 'rule').fields ?? [];
    expect(field(rule, 'houses')).toMatchObject({ widget: 'select', multiple: true, required: false, default: [] });
    expect(field(rule, 'houses').options?.map((o) => o.value)).toContain('Hermès');
    expect(field(rule, 'colours').options?.[0]).toEqual({ label: 'Black', value: 'black' });
    expect(field(rule, 'conditions').options?.map((o) => o.value)).toEqual(['Pristine', 'Excellent', 'Very Good', 'Good', 'Fair']);
    expect(field(rule, 'categories').options?.map((o) => o.value)).toContain('Watches');
    expect(field(rule, 'gender')).toMatchObject({ widget: 'select', required: false });
    expect(field(rule, 'priceMin')).toMatchObject({ widget: 'number', value_type: 'int', min: 0, max: 10_000_000 });
    expect(field(rule, 'newInLastDays')).toMatchObject({ widget: 'number', min: 1, max: 365 });
    expect(field(rule, 'dealOnly')).toMatchObject({ widget: 'boolean', default: false });
    expect(field(rule, 'includeSold')).toMatchObject({ widget: 'boolean', default: false });
  });

  it('pins as a list of ids, sort as a select, minimum count, dates in Singapore wall-clock time', () => {
    const all = fields('collections');
    const pinned = field(all, 'pinned');
    expect(pinned).toMatchObject({ widget: 'list', max: 12, default: [] });
    expect(pinned.field?.pattern?.[0]).toBe('^[1-9]\\d{0,8}$');
    expect(field(all, 'sort').options).toEqual([
      { value: 'newest', label: 'Newest' },
      { value: 'price_asc', label: 'Price: low to high' },
      { value: 'price_desc', label: 'Price: high to low' },
      { value: 'relevance', label: 'Best match' },
    ]);
    expect(field(all, 'minimumCount')).toMatchObject({ widget: 'number', default: 4, min: 1, max: 50 });
    for (const name of ['start', 'end']) {
      expect(field(all, name)).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', picker_utc: false, required: false });
      expect(field(all, name).hint).toMatch(/Singapore time/);
    }
    expect(all.map((f) => f.name)).toEqual(['title', 'slug', 'heroImage', 'heroAlt', 'rule', 'pinned', 'sort', 'minimumCount', 'start', 'end', 'body']);
  });

  it('the labels are the names the schema’s messages start with', () => {
    const rule = field(fields('collections'), 'rule').fields ?? [];
    expect(rule.map((f) => f.label)).toEqual([
      'Houses',
      'Categories',
      'Models or words',
      'Colours',
      'Conditions',
      'Lowest price (S$)',
      'Highest price (S$)',
      'Gender',
      'Deals only',
      'New in the last N days',
      'Include sold pieces',
    ]);
  });

  it('the home page: the hero banner and the collections chosen from the editor’s own lists', () => {
    const home = fields('home');
    expect(field(home, 'hero')).toMatchObject({ widget: 'relation', collection: 'banners', value_field: '{{slug}}' });
    const list = field(home, 'collections');
    expect(list.widget).toBe('list');
    expect(field(list.fields ?? [], 'collection')).toMatchObject({ widget: 'relation', collection: 'collections', value_field: 'slug' });
    expect(field(list.fields ?? [], 'form').options?.map((o) => o.value)).toEqual(['tiles', 'carousel']);
    expect(field(list.fields ?? [], 'afterGroup')).toMatchObject({ widget: 'number', min: 0, default: 1 });
  });
});
