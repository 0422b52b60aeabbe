/**
 * /recommended/{id} rendered at the edge (issue 26's budgets): the grid travels in the HTML as
 * markup rendered by the island's own components and as the answer it came from, in a
 * <script type="application/json"> block the island starts from, so a guest's first load needs no
 * framework code and the island takes over without asking again (as /search: search-embed.ts).
 *
 * Pure: the edge writes the block with recommendedEmbedJson, the browser reads it back with
 * readRecommendedEmbed, which trusts nothing it has not checked (a malformed or tampered block is
 * ignored and the island loads the items itself, as it does without the edge).
 */
import type { ProductCard } from '../contract/catalog.ts';
import type { CurrencyOption } from '../contract/settings.ts';
import { arrayOf, isCurrency, isFiniteNumber, isProductCard, isWhole, readJsonBlock, shape } from '../contract/wire-checks.ts';
import { jsonForScript } from './html.ts';

/** Element id of the JSON block. */
export const RECOMMENDED_DATA_ID = 'recommended-data';

/** The element around the island (src/components/pages/RecommendedPage.astro). */
export const RECOMMENDED_ROOT_ID = 'recommended-root';

/** Set on <html> by the edge when it rendered the grid; without it the island wakes at idle to load it. */
export const RECOMMENDED_RENDERED_ATTRIBUTE = 'data-recommended-rendered';

export interface RecommendedEmbed {
  /** The product the items are recommended for (the address's id). */
  productId: number;
  /** The currency the items' amounts are in (the shopper_prefs cookie's, or the store's default). */
  currency: CurrencyOption;
  /** GET /v1/inventories/{id}/recommendation's items. */
  items: ProductCard[];
  /** The edge's clock when it rendered (ms): the cards' deal rule is applied at this instant. */
  renderedAt: number;
}

const isRecommendedEmbed = shape({ productId: isWhole, currency: isCurrency, items: arrayOf(isProductCard), renderedAt: isFiniteNumber });

/** The block's text: JSON that cannot end the <script> element or open a comment. */
export function recommendedEmbedJson(embed: RecommendedEmbed): string {
  return jsonForScript(embed);
}

/** The block's content checked; null when absent, not JSON, not what the edge writes, or priced in another currency than it says. */
export function readRecommendedEmbed(text: string | null | undefined): RecommendedEmbed | null {
  const embed = readJsonBlock<RecommendedEmbed>(text, isRecommendedEmbed);
  if (!embed) return null;
  if (!embed.items.every((card) => card.currency === embed.currency.code)) return null;
  return embed;
}

/** True when the block answers what the island is about to ask for (this product, this currency). */
export function embedRecommends(embed: RecommendedEmbed | null, productId: number | null, currencyCode: string): embed is RecommendedEmbed {
  return embed !== null && embed.productId === productId && embed.currency.code === currencyCode;
}
