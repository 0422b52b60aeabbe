/**
 * Favourites e2e support (issue 14): products to heart.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ProductCard, ProductListResponse } from '../../src/lib/contract/catalog.ts';
import { apiJson } from './browse-helpers.ts';

/**
 * Available pieces with no deal and no minimum offer from deep in the listing (other tests sample the
 * first pages), `count` of them, plus one with a deal in effect.
 */
export async function piecesToHeart(request: APIRequestContext, count: number): Promise<{ plain: ProductCard[]; onDeal: ProductCard }> {
  const plain: ProductCard[] = [];
  let onDeal: ProductCard | undefined;
  const now = Date.now();
  for (let page = 30; page >= 1 && (plain.length < count || !onDeal); page -= 1) {
    const list = await apiJson<ProductListResponse>(request, `/v2/inventories?l=50&p=${page}`);
    for (const item of list.data) {
      if (item.status !== 1) continue;
      if (!item.deal && plain.length < count) plain.push(item);
      const start = item.deal?.start_time ? Date.parse(item.deal.start_time) : null;
      const end = item.deal?.end_time ? Date.parse(item.deal.end_time) : null;
      if (item.deal && (start === null || start < now) && (end === null || end > now + 3_600_000)) onDeal ??= item;
    }
  }
  if (plain.length < count || !onDeal) throw new Error('the seeded catalog lacks pieces to heart');
  return { plain, onDeal };
}
