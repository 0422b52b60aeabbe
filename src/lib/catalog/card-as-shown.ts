import type { ProductCard } from '../contract/catalog.ts';

/**
 * A card as the JSON blocks of edge-rendered pages carry it (/, /search): a card shows only its
 * first photo, so the others stay out of the page (40% of a card's bytes).
 */
export function cardAsShown(card: ProductCard): ProductCard {
  return { ...card, assets: card.assets.slice(0, 1) };
}
