import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedCatalog, SeedItem } from '../../../src/server/seed/generate-catalog.ts';
import { call } from '../client.ts';
import {
  dealInEffect,
  expectPage,
  expectRefused,
  inPriceRanges,
  list,
  matchesText,
  NAMED_BRANDS,
  newestFirst,
  priceAsc,
  priceDesc,
  RATES,
  seedTestCatalog,
} from './fixture.ts';

let catalog: SeedCatalog;
let items: SeedItem[];
beforeAll(async () => {
  catalog = await seedTestCatalog();
  items = catalog.items;
});

const where = (test: (item: SeedItem) => boolean, order = newestFirst) => items.filter(test).sort(order);

describe('GET /v2/inventories without filters', () => {
  it('answers the newest 50 items and the total, with every card field', async () => {
    const answer = await list('');
    expectPage(
      answer,
      where(() => true),
    );
    const card = answer.data[0];
    expect(Object.keys(card ?? {}).sort()).toEqual([
      'assets',
      'brand',
      'currency',
      'deal',
      'id',
      'is_min_offer_price',
      'location_text',
      'min_offer_price_with_fee',
      'model',
      'selling_price',
      'sold_price',
      'status',
    ]);
  });

  it('maps each card from its stored item', async () => {
    const answer = await list('l=100');
    for (const card of answer.data) {
      const item = items.find((i) => i.id === card.id);
      if (!item) throw new Error(`card ${card.id} is not in the catalog`);
      expect(card.brand).toBe(item.brand);
      expect(card.model).toBe(item.model);
      expect(card.selling_price).toBe(item.selling_price);
      expect(card.sold_price).toBe(item.sold_price);
      expect(card.status).toBe(item.status);
      expect(card.min_offer_price_with_fee).toBe(item.min_offer_price_with_fee);
      expect(card.is_min_offer_price).toBe(item.is_min_offer_price);
      expect(card.currency).toBe('SGD');
      expect(card.assets).toEqual(item.assets);
      // Issue 12: the first view is a raster photo of the seed (400 px thumbnail; AVIF and other widths beside it).
      expect(card.assets[0]?.normal_thumbnail_url).toMatch(/^\/images\/photos\/[a-z]+\/[a-z]+\/1-400\.webp$/);
      const place = { SG: 'Singapore', MY: 'Kuala Lumpur, Malaysia', HK: 'Hong Kong', JP: 'Tokyo, Japan', AU: 'Sydney, Australia' }[item.store_code];
      expect(card.location_text).toBe(place);
      if (item.deal_price === null) {
        expect(card.deal).toBeNull();
      } else {
        expect(card.deal).toEqual({
          price: item.deal_price,
          start_time: item.deal_start === null ? null : new Date(item.deal_start * 1000).toISOString(),
          end_time: item.deal_end === null ? null : new Date(item.deal_end * 1000).toISOString(),
        });
      }
    }
  });

  it('carries Cache-Control and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await call('/v2/inventories?brand=Chanel');
    const etag = first.headers.get('ETag') ?? '';
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await call('/v2/inventories?brand=Chanel', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const listed = await call('/v2/inventories?brand=Chanel', { headers: { 'If-None-Match': `"other", ${etag.replace('W/', '')}` } });
    expect(listed.status).toBe(304);
    const other = await call('/v2/inventories?brand=Dior', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
  });
});

describe('GET /v2/inventories filters', () => {
  it.each([
    ['brand=Hermès', (i: SeedItem) => i.brand === 'Hermès'],
    ['brand=hermes', (i: SeedItem) => i.brand === 'Hermès'],
    ['brand=Chanel,Dior', (i: SeedItem) => i.brand === 'Chanel' || i.brand === 'Dior'],
    ['brand=Louis%20Vuitton', (i: SeedItem) => i.brand === 'Louis Vuitton'],
    ['brand=Van%20Cleef%20%26%20Arpels', (i: SeedItem) => i.brand === 'Van Cleef & Arpels'],
    ['brand=Others', (i: SeedItem) => !NAMED_BRANDS.includes(i.brand)],
    ['brand=Others,Chanel', (i: SeedItem) => !NAMED_BRANDS.includes(i.brand) || i.brand === 'Chanel'],
    ['brand=Chanel&brand=Dior', (i: SeedItem) => i.brand === 'Chanel' || i.brand === 'Dior'],
    ['category=1', (i: SeedItem) => i.category_id === 1],
    ['category=1,2', (i: SeedItem) => i.category_id === 1 || i.category_id === 2],
    ['category=8', (i: SeedItem) => i.category_id === 8],
    ['gender=W', (i: SeedItem) => i.gender === 'W' || i.gender === 'U'],
    ['gender=Women', (i: SeedItem) => i.gender === 'W' || i.gender === 'U'],
    ['gender=Men', (i: SeedItem) => i.gender === 'M' || i.gender === 'U'],
    ['gender=M,W', () => true],
    ['deal=true', (i: SeedItem) => dealInEffect(i)],
    ['deal=false', () => true],
    ['price_range=1', (i: SeedItem) => inPriceRanges(i, [1])],
    ['price_range=2,6', (i: SeedItem) => inPriceRanges(i, [2, 6])],
    ['price_range=6', (i: SeedItem) => inPriceRanges(i, [6])],
    ['color=black', (i: SeedItem) => i.color === 'black'],
    ['color=black,red', (i: SeedItem) => i.color === 'black' || i.color === 'red'],
    ['location=SG', (i: SeedItem) => i.store_code === 'SG'],
    ['location=jp,HK', (i: SeedItem) => i.store_code === 'JP' || i.store_code === 'HK'],
  ])('%s', async (query, test) => {
    const expected = where(test);
    expect(expected.length, `the test catalog has items for ${query}`).toBeGreaterThan(0);
    expectPage(await list(query), expected);
  });

  // A text search is listed best match first unless a sort is chosen (tests/api/search); these rows
  // check what matches, so they ask for the newest-first order the oracle lists.
  it('finds prefixes of words in brand, model and description: bla finds black', async () => {
    const expected = where((i) => matchesText(i, 'bla'));
    expect(expected.some((i) => i.color === 'black')).toBe(true);
    expectPage(await list('product=bla&sort=newest'), expected);
  });

  it.each(['black bag', 'birkin', 'Hermès Kelly', 'hermes', 'classic flap', 'wallet', 'TOGO', 'speedy 30', 'watch blue', '2.55', 'unused'])(
    'product=%s matches every word as a prefix',
    async (text) => {
      const expected = where((i) => matchesText(i, text));
      expect(expected.length).toBeGreaterThan(0);
      expectPage(await list(`product=${encodeURIComponent(text)}&sort=newest`), expected);
    },
  );

  it('answers an empty list for text nothing matches', async () => {
    expectPage(await list('product=zzzyqx'), []);
  });

  it('ignores punctuation-only text and keeps FTS syntax out of the query', async () => {
    expectPage(
      await list(`product=${encodeURIComponent('"*()')}`),
      where(() => true),
    );
    // The operators are words like any other: the answer is that of the same words typed plainly
    // (which the search rules may correct: 'near' is no catalog word).
    const tricky = await list(`product=${encodeURIComponent('black OR "bag" NEAR(x) -')}&sort=newest`);
    const plain = await list(`product=${encodeURIComponent('black or bag near x')}&sort=newest`);
    expect(tricky.data.map((card) => card.id)).toEqual(plain.data.map((card) => card.id));
    expect(tricky.total_count).toBe(plain.total_count);
  });

  it.each([
    ['product=bag&brand=Hermès&sort=newest', (i: SeedItem) => matchesText(i, 'bag') && i.brand === 'Hermès'],
    ['brand=Chanel&category=1&price_range=3,4', (i: SeedItem) => i.brand === 'Chanel' && i.category_id === 1 && inPriceRanges(i, [3, 4])],
    ['brand=Others&category=7&gender=Men', (i: SeedItem) => !NAMED_BRANDS.includes(i.brand) && i.category_id === 7 && i.gender !== 'W'],
    ['color=black&location=SG&deal=false', (i: SeedItem) => i.color === 'black' && i.store_code === 'SG'],
    ['deal=true&location=SG,HK', (i: SeedItem) => dealInEffect(i) && (i.store_code === 'SG' || i.store_code === 'HK')],
    ['product=black&category=1&location=SG&sort=newest', (i: SeedItem) => matchesText(i, 'black') && i.category_id === 1 && i.store_code === 'SG'],
    [
      'brand=Hermès,Chanel&price_range=5,6&color=black,gold,tan',
      (i: SeedItem) => ['Hermès', 'Chanel'].includes(i.brand) && inPriceRanges(i, [5, 6]) && ['black', 'gold', 'tan'].includes(i.color),
    ],
    ['gender=Women&category=4&sort=price_asc', (i: SeedItem) => i.gender !== 'M' && i.category_id === 4],
  ])('combines %s', async (query, test) => {
    const sort = query.includes('price_asc') ? priceAsc : newestFirst;
    const expected = where(test, sort);
    expect(expected.length, `the test catalog has items for ${query}`).toBeGreaterThan(0);
    expectPage(await list(query), expected);
  });

  it('filters the home View all links as they are built', async () => {
    expectPage(
      await list('brand=Herm%C3%A8s&group=brand&heading=Herm%C3%A8s%20Icons&l=50&p=1'),
      where((i) => i.brand === 'Hermès'),
    );
    expectPage(
      await list('category=5&category=2&group=category&heading=Jewellery%20_%20Small%20Leather%20Goods'),
      where((i) => i.category_id === 5 || i.category_id === 2),
    );
    expectPage(
      await list('p=1&l=50&group=gender&heading=Louis%20Vuitton%20Favourites&gender=Women'),
      where((i) => i.gender !== 'M'),
    );
    expectPage(
      await list('brand=Others&l=50&p=1'),
      where((i) => !NAMED_BRANDS.includes(i.brand)),
    );
    expectPage(
      await list('deal=true&l=50&p=1'),
      where((i) => dealInEffect(i)),
    );
  });
});

describe('GET /v2/inventories sort and pages', () => {
  it.each([
    ['sort=newest', newestFirst],
    ['sort=price_asc', priceAsc],
    ['sort=price_desc', priceDesc],
  ])('%s', async (query, order) => {
    expectPage(
      await list(query),
      where(() => true, order),
    );
    expectPage(
      await list(`${query}&brand=Dior`),
      where((i) => i.brand === 'Dior', order),
    );
    expectPage(
      await list(`${query}&product=bag`),
      where((i) => matchesText(i, 'bag'), order),
    );
  });

  it('pages with l and p, 1-based, through to an empty page after the end', async () => {
    const all = where(() => true);
    const pages = Math.ceil(all.length / 100);
    for (const p of [1, 2, pages]) expectPage(await list(`l=100&p=${p}`), all, 100, p);
    const after = await list(`l=100&p=${pages + 1}`);
    expect(after).toEqual({ data: [], total_count: all.length });
    const far = await list('p=1000000');
    expect(far.data).toEqual([]);
  });

  it('answers a page size of 1 and of 100', async () => {
    const all = where(() => true);
    expectPage(await list('l=1'), all, 1);
    expectPage(await list('l=1&p=7'), all, 1, 7);
    expectPage(await list('l=100&p=3'), all, 100, 3);
  });

  it('pages a text search and a filtered search consistently', async () => {
    const bag = where((i) => matchesText(i, 'bag'));
    expect(bag.length).toBeGreaterThan(40);
    for (const p of [1, 2, 3]) expectPage(await list(`product=bag&sort=newest&l=20&p=${p}`), bag, 20, p);
    const chanel = where((i) => i.brand === 'Chanel', priceDesc);
    for (const p of [1, 2]) expectPage(await list(`brand=Chanel&sort=price_desc&l=30&p=${p}`), chanel, 30, p);
  });
});

// The list's SQL merges price ranges that touch and walks deep pages on an ids-only index
// (src/server/catalog/inventory-sql.ts, migration 0044): the answers must be exactly the oracle's,
// for every range combination, sort and page, including the last page and one past it.
describe('GET /v2/inventories price ranges, sorts and deep pages answer as the oracle does', () => {
  const ORDERS = { newest: newestFirst, price_asc: priceAsc, price_desc: priceDesc } as const;
  it.each([
    ['3,4', [3, 4]],
    ['4,3', [4, 3]],
    ['1,2,3', [1, 2, 3]],
    ['5,6', [5, 6]],
    ['2,3,5,6', [2, 3, 5, 6]],
    ['1,3', [1, 3]],
    ['1,2,3,4,5,6', [1, 2, 3, 4, 5, 6]],
  ] as [string, number[]][])('price_range=%s, each sort, first and last pages', async (ranges, ids) => {
    for (const [sort, order] of Object.entries(ORDERS)) {
      const expected = where((i) => inPriceRanges(i, ids), order);
      expect(expected.length, `the test catalog has items in ranges ${ranges}`).toBeGreaterThan(0);
      const last = Math.max(1, Math.ceil(expected.length / 9));
      for (const p of [1, 2, last, last + 1]) expectPage(await list(`price_range=${ranges}&sort=${sort}&l=9&p=${p}`), expected, 9, p);
    }
  });

  it('brand, category and adjacent ranges, as the filter panel sends them, in price order', async () => {
    for (const [sort, order] of [
      ['price_asc', priceAsc],
      ['price_desc', priceDesc],
      ['newest', newestFirst],
    ] as const) {
      const expected = where((i) => i.brand === 'Chanel' && i.category_id === 1 && inPriceRanges(i, [3, 4]), order);
      expect(expected.length).toBeGreaterThan(0);
      expectPage(await list(`brand=Chanel&category=1&price_range=3,4&sort=${sort}&l=5`), expected, 5);
    }
  });

  it.each(Object.keys(ORDERS))('sort=%s: every page of the whole list, deepest last, and nothing after it', async (sort) => {
    const all = where(() => true, ORDERS[sort as keyof typeof ORDERS]);
    const pages = Math.ceil(all.length / 25);
    for (const p of [1, Math.floor(pages / 2), Math.floor(pages * 0.9), pages - 1, pages]) expectPage(await list(`sort=${sort}&l=25&p=${p}`), all, 25, p);
    expect(await list(`sort=${sort}&l=25&p=${pages + 1}`)).toEqual({ data: [], total_count: all.length });
  });

  it('a deep page of a text search and of a filtered search', async () => {
    const bag = where((i) => matchesText(i, 'black bag'));
    const bagPages = Math.ceil(bag.length / 4);
    expect(bagPages).toBeGreaterThan(2);
    for (const p of [bagPages - 1, bagPages]) expectPage(await list(`product=black%20bag&sort=newest&l=4&p=${p}`), bag, 4, p);
    const chanel = where((i) => i.brand === 'Chanel' && inPriceRanges(i, [2, 3, 4]), priceAsc);
    const chanelPages = Math.ceil(chanel.length / 4);
    for (const p of [chanelPages - 1, chanelPages]) expectPage(await list(`brand=Chanel&price_range=2,3,4&sort=price_asc&l=4&p=${p}`), chanel, 4, p);
  });
});

describe('GET /v2/inventories currencies', () => {
  it.each(Object.entries(RATES))('answers amounts converted to %s and rounded to whole units', async (code, rate) => {
    const answer = await list(`currency=${code}&l=100`);
    for (const card of answer.data) {
      const item = items.find((i) => i.id === card.id);
      if (!item) throw new Error('unknown card');
      expect(card.currency).toBe(code);
      expect(card.selling_price).toBe(Math.round(item.selling_price * rate));
      expect(card.sold_price).toBe(item.sold_price === null ? null : Math.round(item.sold_price * rate));
      expect(card.min_offer_price_with_fee).toBe(item.min_offer_price_with_fee === null ? null : Math.round(item.min_offer_price_with_fee * rate));
      expect(card.deal?.price ?? null).toBe(item.deal_price === null ? null : Math.round(item.deal_price * rate));
      expect(Number.isInteger(card.selling_price)).toBe(true);
    }
  });

  it('accepts a lowercase code', async () => {
    const answer = await list('currency=usd&l=1');
    expect(answer.data[0]?.currency).toBe('USD');
  });

  it('applies price ranges in SGD whatever the currency', async () => {
    expectPage(
      await list('price_range=3&currency=JPY'),
      where((i) => inPriceRanges(i, [3])),
    );
  });
});

describe('GET /v2/inventories refuses bad parameters with a 400 whose message names the parameter', () => {
  it.each([
    ['currency=XYZ', "currency: Unknown currency 'XYZ'"],
    ['foo=1', "Unknown query parameter 'foo'"],
    ['page=2', "Unknown query parameter 'page'"],
    ['l=0', 'l: must be a whole number from 1 to 100'],
    ['l=101', 'l: must be a whole number from 1 to 100'],
    ['l=abc', 'l: must be a whole number'],
    ['l=1.5', 'l: must be a whole number'],
    ['p=0', 'p: must be a whole number from 1'],
    ['p=-1', 'p: must be a whole number'],
    ['p=1e3', 'p: must be a whole number'],
    ['p=1&p=2', 'p: must be given once'],
    ['brand=Prado', "brand: Unknown brand 'Prado'"],
    ['category=9', 'category: Unknown category 9'],
    ['category=bags', 'category: takes comma-separated ids'],
    ['gender=X', "gender: Unknown gender 'X'"],
    ['deal=yes', 'deal: must be true or false'],
    ['price_range=99', 'price_range: Unknown price range 99'],
    ['price_range=cheap', 'price_range: takes comma-separated ids'],
    ['color=purple', "color: Unknown colour 'purple'"],
    ['location=FR', "location: Unknown store location 'FR'"],
    ['sort=popular', "sort: Unknown sort 'popular'"],
    ['group=colour', "group: Unknown group 'colour'"],
    [`product=${'a'.repeat(101)}`, 'product: is limited to 100 characters'],
    [`heading=${'h'.repeat(201)}`, 'heading: is limited to 200 characters'],
    ['ids=abc', 'ids: takes comma-separated product ids'],
    ['ids=0', 'ids: takes comma-separated product ids'],
    ['ids=1,2,3,4,5,6,7,8,9,10,11,12,13', 'ids: takes at most 12 ids; got 13'],
    ['ids=3,1&sort=price_asc', 'sort: cannot be combined with ids'],
  ])('%s', async (query, message) => {
    await expectRefused(`/v2/inventories?${query}`, message);
  });

  it('treats empty parameters as absent, as the storefront drops them', async () => {
    expectPage(
      await list('product=&brand=&category=&l=&p=&deal='),
      where(() => true),
    );
  });
});

describe('GET /v2/inventories?ids= (extension: recently viewed)', () => {
  it('answers exactly those items, in the order given, priced in the chosen currency', async () => {
    const picked = [items[40], items[3], items[500], items[17]].map((item) => item?.id ?? 0);
    const answer = await list(`ids=${picked.join(',')}&currency=USD`);
    expect(answer.data.map((card) => card.id)).toEqual(picked);
    expect(answer.total_count).toBe(picked.length);
    for (const card of answer.data) {
      const item = items.find((i) => i.id === card.id);
      expect(card.currency).toBe('USD');
      expect(card.selling_price).toBe(Math.round((item?.selling_price ?? 0) * (RATES['USD'] ?? 0)));
    }
    const reversed = await list(`ids=${[...picked].reverse().join(',')}&currency=USD`);
    expect(reversed.data.map((card) => card.id)).toEqual([...picked].reverse());
  });

  it('keeps sold items and each card rule field (deal, sold price, minimum offer)', async () => {
    const sold = items.find((item) => item.status === 2);
    const deal = items.find((item) => item.deal_price !== null);
    const offer = items.find((item) => item.is_min_offer_price && item.min_offer_price_with_fee !== null);
    const picked = [sold, deal, offer].map((item) => item?.id ?? 0);
    const answer = await list(`ids=${picked.join(',')}`);
    expect(answer.data.map((card) => card.id)).toEqual(picked);
    expect(answer.data[0]?.sold_price).toBe(sold?.sold_price);
    expect(answer.data[1]?.deal?.price).toBe(deal?.deal_price);
    expect(answer.data[2]?.is_min_offer_price).toBe(true);
  });

  it('leaves out ids that do not exist, and combines with other filters', async () => {
    const first = items[0]?.id ?? 0;
    const answer = await list(`ids=999999999,${first}`);
    expect(answer.data.map((card) => card.id)).toEqual([first]);
    const brand = items[0]?.brand ?? '';
    const other = items.find((item) => item.brand !== brand)?.id ?? 0;
    const filtered = await list(`ids=${other},${first}&brand=${encodeURIComponent(brand)}`);
    expect(filtered.data.map((card) => card.id)).toEqual([first]);
  });

  it('a text search keeps the order of ids too', async () => {
    const bags = items
      .filter((item) => item.category_id === 1)
      .slice(0, 3)
      .map((item) => item.id)
      .reverse();
    const answer = await list(`ids=${bags.join(',')}&product=bag`);
    expect(answer.data.map((card) => card.id)).toEqual(bags);
  });

  it('is a public read: cacheable, with an ETag', async () => {
    const res = await call(`/v2/inventories?ids=${items[1]?.id ?? 0}`);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('ETag')).toMatch(/^W\//);
  });
});
