/**
 * Item snapshots link to the live catalog listing only while that listing still carries the same
 * model: catalog ids are reused when the demo catalog is regenerated, a receipt must never point at
 * another piece. Queries select `live_id` from this join.
 */
import { productHref } from '../../lib/catalog/product-links.ts';

/** LEFT JOIN of a snapshot table aliased `alias` to the listing it was taken from. */
export function liveListingJoin(alias: string): string {
  return `LEFT JOIN inventories live ON live.id = ${alias}.inventory_id AND live.model = ${alias}.model`;
}

export function productPath(liveId: number | null, model: string): string | null {
  return liveId === null ? null : productHref({ id: liveId, model });
}

/** The snapshot fields every answer about a piece carries: brand, model, image and the live listing's path. */
export function snapshotFields(row: { brand: string; model: string; image_url: string; live_id: number | null }) {
  return { brand: row.brand, model: row.model, image_url: row.image_url, product_path: productPath(row.live_id, row.model) };
}
