/**
 * /recommended/{id} rendered at the edge (issue 26's budgets): the JSON block the grid's island
 * starts from, escaped for a <script> element and checked like any answer from the wire.
 */
import { describe, expect, it } from 'vitest';
import { usdCard } from './card-fixture.ts';
import { embedRecommends, readRecommendedEmbed, recommendedEmbedJson, type RecommendedEmbed } from '../../../src/lib/catalog/recommended-embed.ts';

const USD = { code: 'USD', symbol: 'US$', name: 'US Dollar', country_code: 'US' };
const embed = (patch: Partial<RecommendedEmbed> = {}): RecommendedEmbed => ({
  productId: 2000,
  currency: USD,
  items: [usdCard()],
  renderedAt: 1_790_000_000_000,
  ...patch,
});

describe('recommendedEmbedJson and readRecommendedEmbed', () => {
  it('round-trips what the edge writes', () => {
    expect(readRecommendedEmbed(recommendedEmbedJson(embed()))).toStrictEqual(embed());
  });

  it('cannot end the <script> element or open a comment', () => {
    const text = recommendedEmbedJson(embed({ items: [{ ...usdCard(), model: '</script><!--x' }] }));
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(readRecommendedEmbed(text)?.items[0]?.model).toBe('</script><!--x');
  });

  const refused: [string, string | null | undefined][] = [
    ['no block', null],
    ['an empty block', ''],
    ['not JSON', '{"productId":'],
    ['a list instead of an object', '[]'],
    ['no product id', JSON.stringify({ ...embed(), productId: undefined })],
    ['a negative product id', JSON.stringify(embed({ productId: -1 }))],
    ['a fractional product id', JSON.stringify(embed({ productId: 1.5 }))],
    ['a currency without its symbol', JSON.stringify({ ...embed(), currency: { code: 'USD' } })],
    ['items that are not cards', JSON.stringify({ ...embed(), items: [{ id: 1 }] })],
    ['no render time', JSON.stringify({ ...embed(), renderedAt: 'now' })],
    ['items priced in another currency than the block says', JSON.stringify(embed({ currency: { ...USD, code: 'SGD' } }))],
  ];
  it.each(refused)('ignores %s', (_name, text) => {
    expect(readRecommendedEmbed(text)).toBeNull();
  });

  it('keeps an empty list (the page says No DATA)', () => {
    expect(readRecommendedEmbed(recommendedEmbedJson(embed({ items: [] })))?.items).toStrictEqual([]);
  });
});

describe('embedRecommends: the block answers what the island would ask', () => {
  const cases: [string, RecommendedEmbed | null, number | null, string, boolean][] = [
    ['the same product and currency', embed(), 2000, 'USD', true],
    ['another currency chosen since', embed(), 2000, 'SGD', false],
    ['another product', embed(), 2001, 'USD', false],
    ['the address not read yet', embed(), null, 'USD', false],
    ['no block', null, 2000, 'USD', false],
  ];
  it.each(cases)('%s', (_name, block, productId, currency, expected) => {
    expect(embedRecommends(block, productId, currency)).toBe(expected);
  });
});
