/**
 * Issue 12, the home page rendered at the edge: the cookie as the render's input, the JSON block the
 * island hydrates from (escaped for a <script> element, checked like any answer from the wire), and
 * when the island may start from it without asking.
 */
import { describe, expect, it } from 'vitest';
import { usdCard } from './card-fixture.ts';
import {
  cardsAsShown,
  edgeHomeInput,
  embedServes,
  homeEmbedJson,
  homeQuery,
  isHomeAnswer,
  readHomeEmbed,
  type HomeEmbed,
} from '../../../src/lib/catalog/home-embed.ts';
import type { ProductCard, ProductGroup } from '../../../src/lib/contract/catalog.ts';

const card = usdCard;

const group = (patch: Partial<ProductGroup> = {}): ProductGroup => ({ id: 1, heading: 'New Arrivals', query: 'sort=newest', items: [card()], ...patch });

const USD = { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' };
const HONG_KONG = { id: 3, country: 'Hong Kong', country_code: 'HK' };

const embed = (patch: Partial<HomeEmbed> = {}): HomeEmbed => ({
  currency: USD,
  location: HONG_KONG,
  groups: [group()],
  renderedAt: 1_790_000_000_000,
  ...patch,
});

describe('edgeHomeInput: currency and location from the cookie, the query as the island writes it', () => {
  const cases: { cookie: string | null; currency: string; location: number; query: string }[] = [
    { cookie: null, currency: 'SGD', location: 0, query: '?currency=SGD&country=' },
    { cookie: 'shopper_prefs=USD.3', currency: 'USD', location: 3, query: '?currency=USD&country=HK' },
    { cookie: 'theme=dark; shopper_prefs=JPY.4', currency: 'JPY', location: 4, query: '?currency=JPY&country=JP' },
    // Never trusted: unknown or hostile values fall back field by field.
    { cookie: 'shopper_prefs=XYZ.2', currency: 'SGD', location: 2, query: '?currency=SGD&country=MY' },
    { cookie: 'shopper_prefs=<script>', currency: 'SGD', location: 0, query: '?currency=SGD&country=' },
  ];
  it.each(cases)('$cookie', ({ cookie, currency, location, query }) => {
    const input = edgeHomeInput(cookie);
    expect(input.currency.code).toBe(currency);
    expect(input.location.id).toBe(location);
    expect(input.query).toBe(query);
  });

  it('writes the parameters encoded', () => {
    expect(homeQuery('SGD', 'a&b')).toBe('?currency=SGD&country=a%26b');
  });
});

describe('the block: only the first photo of a card travels, and the text cannot leave its <script>', () => {
  it('keeps every field a card renders and drops the photos it does not show', () => {
    const [shown] = cardsAsShown([group({ items: [card()] })]);
    expect(shown?.items[0]).toStrictEqual({ ...card(), assets: [card().assets[0]] });
    expect(cardsAsShown([group({ items: [card({ assets: [] })] })])[0]?.items[0]?.assets).toStrictEqual([]);
  });

  it('escapes what would end the element and reads back the same', () => {
    const hostile = embed({ groups: [group({ heading: '</script><script>alert(1)</script> & <!--' })] });
    const text = homeEmbedJson(hostile);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(readHomeEmbed(text)).toStrictEqual(hostile);
  });
});

describe('readHomeEmbed: anything but what the edge writes is ignored (the island then loads the groups)', () => {
  const cases: { name: string; text: string | null | undefined; ok: boolean }[] = [
    { name: 'the edge’s block', text: homeEmbedJson(embed()), ok: true },
    { name: 'no groups (the island shows No DATA)', text: homeEmbedJson(embed({ groups: [] })), ok: true },
    { name: 'absent', text: undefined, ok: false },
    { name: 'empty', text: '', ok: false },
    { name: 'not JSON', text: '{"currency":', ok: false },
    { name: 'an array', text: '[]', ok: false },
    { name: 'a card priced in another currency', text: homeEmbedJson(embed({ groups: [group({ items: [card({ currency: 'SGD' })] })] })), ok: false },
    {
      name: 'a card without a price',
      text: JSON.stringify(embed({ groups: [group({ items: [{ ...card(), selling_price: 'free' } as unknown as ProductCard] })] })),
      ok: false,
    },
    { name: 'a group without a heading', text: JSON.stringify(embed({ groups: [{ ...group(), heading: null } as unknown as ProductGroup] })), ok: false },
    { name: 'a location without a country code', text: JSON.stringify({ ...embed(), location: { id: 3, country: 'Hong Kong' } }), ok: false },
    { name: 'no render time', text: JSON.stringify({ ...embed(), renderedAt: 'now' }), ok: false },
  ];
  it.each(cases)('$name', ({ text, ok }) => {
    expect(readHomeEmbed(text) !== null).toBe(ok);
  });
});

describe('GET /v3/home as the edge accepts it', () => {
  const cases: { name: string; body: unknown; ok: boolean }[] = [
    { name: 'groups of cards', body: { data: [group()] }, ok: true },
    { name: 'no groups', body: { data: [] }, ok: true },
    { name: 'the error envelope', body: { error: { type: 'UNAVAILABLE', message: 'x' } }, ok: false },
    { name: 'items that are not cards', body: { data: [group({ items: [{ id: 1 } as unknown as ProductCard] })] }, ok: false },
    { name: 'null', body: null, ok: false },
  ];
  it.each(cases)('$name', ({ body, ok }) => {
    expect(isHomeAnswer(body)).toBe(ok);
  });
});

describe('embedServes: the island starts from the block only for the shopper’s current choice', () => {
  const cases: { name: string; currency: { code: string } | null; location: { id: number; country_code: string } | null; serves: boolean }[] = [
    { name: 'same currency and location', currency: { code: 'USD' }, location: { id: 3, country_code: 'HK' }, serves: true },
    { name: 'another currency (a stale cookie)', currency: { code: 'SGD' }, location: { id: 3, country_code: 'HK' }, serves: false },
    { name: 'another location', currency: { code: 'USD' }, location: { id: 0, country_code: '' }, serves: false },
    { name: 'nothing chosen', currency: null, location: null, serves: false },
  ];
  it.each(cases)('$name', ({ currency, location, serves }) => {
    expect(embedServes(embed(), { currency, location })).toBe(serves);
  });

  it('no block serves nothing', () => {
    expect(embedServes(null, { currency: { code: 'USD' }, location: HONG_KONG })).toBe(false);
  });
});
