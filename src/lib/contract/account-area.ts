/**
 * The account area's calls (not shown in the spec; issue 7): the signed-in shopper's purchases,
 * consignments and offers. Every call needs a registered user's session:
 *   no bearer token → 401 UNAUTHORIZED; a guest session → 403 FORBIDDEN;
 *   a malformed id → 400 VALIDATION; an id that does not exist → 404 NOT_FOUND;
 *   an id that belongs to another shopper → 403 FORBIDDEN (the page then shows /access-denied).
 * Every failure answers the error envelope { error: { type, message } }.
 *
 * Amounts are whole units of `currency` (the `currency` query parameter, default SGD), converted
 * from the Singapore dollars they are recorded in, like the catalog's. Times are ISO 8601 instants.
 */

/** Query of the three list calls. */
export interface AccountListQuery {
  /** Page size, 1..50 (default ACCOUNT_LIST_DEFAULT_SIZE). */
  l?: number;
  /** Page number from 1 (default 1). */
  p?: number;
  /** Currency code of the startup currencies (default SGD); unknown codes are a 400. */
  currency?: string;
}

export const ACCOUNT_LIST_DEFAULT_SIZE = 10;
export const ACCOUNT_LIST_MAX_SIZE = 50;

/** The list calls answer one page and the count of all rows. */
export interface PagedResponse<T> {
  data: T[];
  total_count: number;
}

/** A purchased or consigned piece as it was when the record was made (what real shops keep). */
export interface ItemSnapshot {
  brand: string;
  model: string;
  /** Square card-size image. */
  image_url: string;
  /**
   * The live listing in the catalog (path on this site) while it still exists with the same model;
   * null when the item is no longer in the catalog.
   */
  product_path: string | null;
}

// ---------------------------------------------------------------- purchases

/**
 * The life of a purchase. A paid order is authenticated and packed ('processing'), handed to the
 * courier ('shipped') and 'delivered'; it can be 'cancelled' before it ships.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine extends ItemSnapshot {
  /** Catalog id of the item bought (the snapshot is authoritative). */
  inventory_id: number | null;
  condition: string | null;
  price: number;
}

/** GET /v1/orders answers PagedResponse<OrderSummary>, newest first. */
export interface OrderSummary {
  /** The order number shown to the shopper, e.g. 'RLX-100231'. */
  id: string;
  status: OrderStatus;
  placed_at: string;
  /** When the status last changed. */
  updated_at: string;
  item_count: number;
  total: number;
  currency: string;
  /** Up to three lines for the list's thumbnails. */
  items: OrderLine[];
}

export interface DeliveryAddress {
  recipient: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  postal_code: string;
  country: string;
  country_code: string;
}

/** One reached step of an order's life, oldest first. */
export interface OrderEvent {
  status: OrderStatus;
  at: string;
}

/** GET /v1/orders/{id} answers { data: OrderDetail }. */
export interface OrderDetail extends OrderSummary {
  /** Every line (items of the summary holds only the first three). */
  items: OrderLine[];
  subtotal: number;
  delivery_fee: number;
  discount: number;
  delivery_method: string;
  payment_method: string;
  address: DeliveryAddress;
  carrier: string | null;
  tracking_number: string | null;
  events: OrderEvent[];
}

// ---------------------------------------------------------------- consignments

/** Request status of the spec (section 3). */
export const REQUEST_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Where an approved consignment's item is; null until it reaches us. */
export const CONSIGNMENT_STAGES = ['received', 'authenticated', 'listed', 'sold', 'paid_out'] as const;
export type ConsignmentStage = (typeof CONSIGNMENT_STAGES)[number];

export type ConsignmentStep = RequestStatus | ConsignmentStage;

export interface ConsignmentEvent {
  step: ConsignmentStep;
  at: string;
}

/** GET /v1/consignments answers PagedResponse<ConsignmentSummary>, newest first. */
export interface ConsignmentSummary extends ItemSnapshot {
  id: number;
  status: RequestStatus;
  stage: ConsignmentStage | null;
  category: string;
  condition: string;
  /** The price the consignor asked for. */
  asking_price: number;
  /** The price agreed at approval; null before. */
  listing_price: number | null;
  sold_price: number | null;
  submitted_at: string;
  updated_at: string;
  currency: string;
}

/** GET /v1/consignments/{id} answers { data: ConsignmentDetail }. */
export interface ConsignmentDetail extends ConsignmentSummary {
  description: string;
  colour: string | null;
  inclusions: string[];
  /** Commission kept by the store, in percent of the sold price. */
  commission_percent: number;
  /** What the consignor receives (estimated until paid out). */
  payout: number | null;
  /** Why the request was declined (rejected only). */
  rejection_reason: string | null;
  /** Boutique the item is handed in at. */
  boutique: { city: string; address: string };
  events: ConsignmentEvent[];
}

// ---------------------------------------------------------------- offers

/** GET /v1/offers answers PagedResponse<Offer>, newest first: offers on items with a minimum offer. */
export interface Offer extends ItemSnapshot {
  id: number;
  inventory_id: number;
  status: RequestStatus;
  /** The shopper's offer. */
  amount: number;
  /** The item's price when the offer was made. */
  listed_price: number;
  /** The item's minimum offer (with fee) when the offer was made. */
  min_offer_price: number;
  /** The store's answer to a rejected or approved offer. */
  response_note: string | null;
  created_at: string;
  decided_at: string | null;
  /** An approved offer holds the price until then. */
  expires_at: string | null;
  currency: string;
}
