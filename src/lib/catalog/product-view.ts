/**
 * What the product section shows, as data: the options it is rendered with, the delivery section's
 * states and their texts. The section itself is one React component tree
 * (src/components/catalog/ProductSection.tsx), rendered to HTML at the edge and hydrated, then
 * re-rendered, in the browser; both start from these types, so they always agree.
 */
import type { DeliveryRate } from '../contract/catalog.ts';
import type { CurrencyOption, StoreLocation } from '../contract/settings.ts';
import { formatPrice } from '../format/money.ts';
import { format } from '../i18n/format.ts';
import { product as ENGLISH } from '../i18n/messages/en.ts';
import type { Section } from '../i18n/messages/types.ts';
import type { ImageResizing } from './image-sources.ts';
import { priceSymbol } from './price-symbol.ts';

/** Element id of the JSON a product page starts from: the edge writes it, the shell's recently-viewed
 * script and the page's behaviour read it. */
export const PRODUCT_DATA_ID = 'product-data';

/** Attribute of #product-root holding the options the edge rendered the section with (EdgeProductView, JSON). */
export const PRODUCT_VIEW_ATTRIBUTE = 'data-rendered-with';

export const DELIVERY_FAILED_FALLBACK = 'Delivery rates are unavailable right now.';

/** The delivery section's content. */
export type DeliveryView =
  /** 'View all' is the location: the shopper is asked to choose one. */
  | { kind: 'choose-location' }
  | { kind: 'loading' }
  /** The rates to `locationName` (null: every country's), priced with `symbol`. */
  | { kind: 'rates'; rates: DeliveryRate[]; symbol: string; locationName: string | null }
  | { kind: 'failed'; message: string };

export interface RenderedDelivery {
  /**
   * deliveryKey of the choice the content is for (data-delivery-for): the page script loads nothing
   * while it still holds. Null when the content is for no choice (nothing yet, or a failure to retry).
   */
  key: string | null;
  view: DeliveryView | null;
}

export const NO_DELIVERY: RenderedDelivery = { key: null, view: null };

/** What the delivery section depends on: the location's country and the currency. */
export function deliveryKey(location: Pick<StoreLocation, 'country_code'>, currency: Pick<CurrencyOption, 'code'>): string {
  return `${location.country_code || 'all'}.${currency.code}`;
}

/** The delivery section for a choice: the prompt for 'View all', else the rates to the location's country. */
export function deliverySection(rates: DeliveryRate[], prefs: { location: StoreLocation; currency: CurrencyOption }): RenderedDelivery {
  const key = deliveryKey(prefs.location, prefs.currency);
  if (!prefs.location.country_code) return { key, view: { kind: 'choose-location' } };
  return { key, view: { kind: 'rates', rates, symbol: priceSymbol(rates[0]?.currency, prefs.currency), locationName: prefs.location.country } };
}

/** The delivery section's words (the product messages; English by default, issue 26). */
type DeliveryWords = Pick<Section<'product'>, 'noDeliveryTo' | 'noDelivery' | 'businessDays' | 'businessDaysRange' | 'free'>;

/** The line shown when there are no rates for the choice. */
export function noDeliveryText(locationName: string | null, t: DeliveryWords = ENGLISH): string {
  return locationName ? format(t.noDeliveryTo, { location: locationName }) : t.noDelivery;
}

/** '2 business days', '1–3 business days'. */
export function deliveryDaysText(rate: Pick<DeliveryRate, 'min_days' | 'max_days'>, t: DeliveryWords = ENGLISH): string {
  return rate.min_days === rate.max_days
    ? format(t.businessDays, { days: rate.min_days })
    : format(t.businessDaysRange, { min: rate.min_days, max: rate.max_days });
}

/** 'Free' or the amount. */
export function deliveryPriceText(rate: Pick<DeliveryRate, 'price'>, symbol: string, t: DeliveryWords = ENGLISH): string {
  return rate.price === 0 ? t.free : formatPrice(rate.price, symbol);
}

/** The options of one render of the product section (besides the product and the browser's handlers). */
export interface ProductViewOptions {
  now: number;
  /** Symbol printed before amounts (the amounts are already in the chosen currency). */
  symbol: string;
  /** Index of the image shown large. */
  activeImage?: number;
  /** The delivery section; empty when absent (the page script fills it). */
  delivery?: RenderedDelivery;
  /** Image resizing for images of another origin (IMAGE_RESIZING); off when absent. */
  resizing?: ImageResizing;
  /**
   * The edge rendered a server-only Price guide (issue 25) into its slot: the browser keeps that part
   * as served (it has no data to render it from).
   */
  servedPriceGuide?: boolean;
}

/** The options the edge rendered the section with, embedded for the browser's hydration (PRODUCT_VIEW_ATTRIBUTE). */
export interface EdgeProductView {
  now: number;
  symbol: string;
  resizing: ImageResizing;
  delivery: RenderedDelivery;
  servedPriceGuide: boolean;
}

function isDeliveryView(value: unknown): value is DeliveryView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  switch (view['kind']) {
    case 'choose-location':
    case 'loading':
      return true;
    case 'rates':
      return Array.isArray(view['rates']) && typeof view['symbol'] === 'string' && (view['locationName'] === null || typeof view['locationName'] === 'string');
    case 'failed':
      return typeof view['message'] === 'string';
    default:
      return false;
  }
}

/** Reads the embedded EdgeProductView (JSON text), or null when it is not one. */
export function parseEdgeProductView(text: string | null | undefined): EdgeProductView | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const view = data as Record<string, unknown>;
  const delivery = view['delivery'] as Record<string, unknown> | null | undefined;
  if (typeof view['now'] !== 'number' || typeof view['symbol'] !== 'string') return null;
  if (view['resizing'] !== null && view['resizing'] !== 'cloudflare') return null;
  if (typeof delivery !== 'object' || delivery === null) return null;
  if (delivery['key'] !== null && typeof delivery['key'] !== 'string') return null;
  if (delivery['view'] !== null && !isDeliveryView(delivery['view'])) return null;
  return {
    now: view['now'],
    symbol: view['symbol'],
    resizing: view['resizing'],
    delivery: { key: delivery['key'] as string | null, view: delivery['view'] as DeliveryView | null },
    servedPriceGuide: view['servedPriceGuide'] === true,
  };
}
