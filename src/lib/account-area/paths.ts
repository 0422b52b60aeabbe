/**
 * Addresses of the account area and reading their ids back from a path. Pure.
 * /order-detail/{orderid}, /consignment/{id}, /consignment-{cid}/{name}, /profile/{tab}.
 */
import { productSlug } from '../catalog/product-links.ts';

/** Order numbers as the API issues them: letters, digits and dashes (also the edge route's pattern). */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
/** Consignment ids are positive integers that fit D1's integer column comfortably. */
export const CONSIGNMENT_ID_PATTERN = /^[1-9]\d{0,11}$/;

export function orderHref(orderId: string): string {
  return `/order-detail/${encodeURIComponent(orderId)}`;
}

export function consignmentHref(id: number): string {
  return `/consignment/${id}`;
}

/** /consignment-{cid}/{name}: the name is the model's slug, as product pages use. */
export function consignmentItemHref(item: { id: number; model: string }): string {
  return `/consignment-${item.id}/${productSlug(item.model) || 'item'}`;
}

export function orderIdFromPath(pathname: string): string | null {
  const match = /^\/order-detail\/([^/]+)\/?$/.exec(pathname);
  const id = match?.[1] ? safeDecode(match[1]) : null;
  return id !== null && ORDER_ID_PATTERN.test(id) ? id : null;
}

export function consignmentIdFromPath(pathname: string): number | null {
  const match = /^\/consignment\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] && CONSIGNMENT_ID_PATTERN.test(match[1]) ? Number(match[1]) : null;
}

/** The cid and name of /consignment-{cid}/{name...}. */
export function consignmentItemFromPath(pathname: string): { id: number; name: string } | null {
  const match = /^\/consignment-([^/]+)\/(.+?)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2] || !CONSIGNMENT_ID_PATTERN.test(match[1])) return null;
  return { id: Number(match[1]), name: safeDecode(match[2]) ?? match[2] };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Profile tabs. The desktop account menu opens 0 (an overview), the mobile menu 1 (the details,
 * which is what a phone's 'Profile' entry is expected to show); 2–4 are the shopper's lists.
 */
export const PROFILE_TABS = [
  { index: 0, key: 'overview' },
  { index: 1, key: 'details' },
  { index: 2, key: 'purchases' },
  { index: 3, key: 'consignments' },
  { index: 4, key: 'offers' },
] as const;
export type ProfileTabKey = (typeof PROFILE_TABS)[number]['key'];

export function profileHref(tab: ProfileTabKey, page = 1): string {
  const index = PROFILE_TABS.findIndex((t) => t.key === tab);
  return page > 1 ? `/profile/${index}?p=${page}` : `/profile/${index}`;
}
