import { describe, expect, it } from 'vitest';
import {
  addGuestFavourite,
  favouriteBadges,
  guestFavouriteView,
  heartLabel,
  isPriceDropped,
  planMerge,
  readFavouriteSort,
  readFavouritesRecord,
  removeGuestFavourite,
  sortFavourites,
} from '../../../src/lib/favourites/favourites.ts';
import { productCard } from '../../product-card.ts';
import { FAVOURITES_MAX } from '../../../src/lib/contract/favourites.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const card = productCard;

describe('heart labels', () => {
  it.each([
    [false, 'Add to favourites'],
    [true, 'Remove from favourites'],
  ])('saved %s → %s', (saved, label) => expect(heartLabel(saved)).toBe(label));
});

describe('isPriceDropped', () => {
  it.each([
    [900, 1000, false, true],
    [1000, 1000, false, false],
    [1100, 1000, false, false],
    [900, 1000, true, false],
  ])('now %i, saved %i, sold %s → %s', (now, saved, sold, expected) => expect(isPriceDropped(now, saved, sold)).toBe(expected));
});

describe('favouriteBadges', () => {
  const deal = (start: number | null, end: number | null, price = 800) => ({
    price,
    start_time: start === null ? null : iso(start),
    end_time: end === null ? null : iso(end),
  });
  it.each([
    ['unchanged', card(), 1000, { sold: false, priceDropped: false, deal: false }],
    ['price cut', card({ selling_price: 900 }), 1000, { sold: false, priceDropped: true, deal: false }],
    ['deal in effect below the saved price', card({ deal: deal(NOW - HOUR, NOW + HOUR) }), 1000, { sold: false, priceDropped: true, deal: true }],
    ['saved during the deal, deal still on', card({ deal: deal(NOW - HOUR, null) }), 800, { sold: false, priceDropped: false, deal: true }],
    ['deal ended', card({ deal: deal(NOW - 2 * HOUR, NOW - HOUR) }), 1000, { sold: false, priceDropped: false, deal: false }],
    ['deal not started', card({ deal: deal(NOW + HOUR, null) }), 1000, { sold: false, priceDropped: false, deal: false }],
    ['sold', card({ status: 2, sold_price: 700, selling_price: 700 }), 1000, { sold: true, priceDropped: false, deal: false }],
    ['sold during a deal', card({ status: 2, sold_price: 700, deal: deal(null, null) }), 1000, { sold: true, priceDropped: false, deal: false }],
  ])('%s', (_, product, saved, expected) => expect(favouriteBadges(product, saved, NOW)).toEqual(expected));
});

describe('planMerge', () => {
  const item = (id: number, savedAt: number) => ({ id, savedAt });
  it('adds ids the account lacks, each once at its earliest save, newest first', () => {
    expect(planMerge([1], [item(1, 5), item(2, 9), item(2, 3), item(3, 7)])).toEqual({ add: [item(3, 7), item(2, 3)], overCap: [] });
  });
  it('fills the room under the cap with the newest saves', () => {
    expect(planMerge([1, 2], [item(3, 1), item(4, 3), item(5, 2)], 4)).toEqual({ add: [item(4, 3), item(5, 2)], overCap: [3] });
    expect(planMerge([1, 2], [item(3, 1)], 2)).toEqual({ add: [], overCap: [3] });
  });
  it('an empty merge changes nothing', () => expect(planMerge([1], [])).toEqual({ add: [], overCap: [] }));
});

describe('guest record in local storage', () => {
  const fav = (id: number, at = '2026-11-01T00:00:00.000Z') => ({ id, saved_at: at, saved_price: 100, currency: 'SGD' });
  it('reads hand-edited data leniently', () => {
    expect(readFavouritesRecord(null)).toEqual({ guest: [], owner: null, account: [] });
    expect(readFavouritesRecord('x')).toEqual({ guest: [], owner: null, account: [] });
    expect(
      readFavouritesRecord({
        guest: [
          fav(1),
          fav(1),
          { ...fav(2), saved_at: 'never' },
          { ...fav(3), currency: 'sgd' },
          { ...fav(4), id: -4 },
          { ...fav(5), saved_price: 99.6 },
          'junk',
        ],
        owner: 7,
        account: [3, 3, 'x', 0, 9],
      }),
    ).toEqual({ guest: [fav(1), { ...fav(5), saved_price: 100 }], owner: 7, account: [3, 9] });
    expect(readFavouritesRecord({ account: [1, 2] })).toEqual({ guest: [], owner: null, account: [] });
  });
  it('adds at the front once, keeps the cap, removes', () => {
    const full = Array.from({ length: FAVOURITES_MAX }, (_, n) => fav(n + 1));
    expect(addGuestFavourite([fav(1)], fav(2)).map((f) => f.id)).toEqual([2, 1]);
    expect(addGuestFavourite([fav(1)], fav(1)).map((f) => f.id)).toEqual([1]);
    const added = addGuestFavourite(full, fav(999));
    expect(added).toHaveLength(FAVOURITES_MAX);
    expect(added[0]?.id).toBe(999);
    expect(added.some((f) => f.id === FAVOURITES_MAX)).toBe(false);
    expect(removeGuestFavourite([fav(1), fav(2)], 1)).toEqual([fav(2)]);
  });
});

describe('sortFavourites', () => {
  const items = [
    { product: card({ id: 1, selling_price: 500 }), saved_at: iso(NOW - 3 * HOUR) },
    { product: card({ id: 2, selling_price: 900, deal: { price: 100, start_time: null, end_time: null } }), saved_at: iso(NOW - HOUR) },
    { product: card({ id: 3, selling_price: 300 }), saved_at: iso(NOW - 2 * HOUR) },
  ];
  it.each([
    ['newest', [2, 3, 1]],
    ['price_asc', [2, 3, 1]],
    ['price_desc', [1, 3, 2]],
  ] as const)('%s', (sort, ids) => expect(sortFavourites(items, sort, NOW).map((item) => item.product.id)).toEqual(ids));
  it.each([
    ['price_asc', 'price_asc'],
    ['price_desc', 'price_desc'],
    ['newest', 'newest'],
    [null, 'newest'],
    ['PRICE', 'newest'],
  ])('?sort=%s → %s', (raw, sort) => expect(readFavouriteSort(raw)).toBe(sort));
});

describe('guestFavouriteView', () => {
  const saved = (price: number, currency = 'SGD') => ({ id: 1, saved_at: '2026-11-01T00:00:00.000Z', saved_price: price, currency });
  it.each([
    ['same currency, price cut', saved(1000), card({ selling_price: 900 }), null, { saved_price: 1000, price_dropped: true }],
    ['same currency, unchanged', saved(1000), card(), null, { saved_price: 1000, price_dropped: false }],
    ['same currency, sold', saved(1000), card({ status: 2, sold_price: 500, selling_price: 500 }), null, { saved_price: 1000, price_dropped: false }],
    [
      'saved in USD, unchanged, shown in JPY',
      saved(740, 'USD'),
      card({ selling_price: 112000, currency: 'JPY' }),
      card({ selling_price: 740, currency: 'USD' }),
      { saved_price: 112000, price_dropped: false },
    ],
    [
      'saved in USD, cut, shown in JPY',
      saved(740, 'USD'),
      card({ selling_price: 56000, currency: 'JPY' }),
      card({ selling_price: 370, currency: 'USD' }),
      { saved_price: 112000, price_dropped: true },
    ],
  ])('%s', (_, item, shown, inSaved, expected) => expect(guestFavouriteView(item, shown, inSaved, NOW)).toMatchObject(expected));
});
