/**
 * Row → answer mapping for the catalog (the only place that knows both the table shape and the
 * contract shape). Amounts are converted from SGD here.
 */
import {
  INVENTORY_STATUS,
  type ConditionGrade,
  type InventoryStatus,
  type ProductAsset,
  type ProductCard,
  type ProductDetail,
} from '../../lib/contract/catalog.ts';
import type { CurrencyChoice } from './inventory-query.ts';
import { convertFromSgd, convertOptional, isoFromUnix } from './pricing.ts';

export interface CardRow {
  id: number;
  brand: string;
  model: string;
  selling_price: number;
  sold_price: number | null;
  status: number;
  min_offer_price_with_fee: number | null;
  is_min_offer_price: number;
  store_city: string;
  store_country: string;
  deal_price: number | null;
  deal_start: number | null;
  deal_end: number | null;
  assets: string;
}

export interface DetailRow extends CardRow {
  category_id: number;
  category_name: string;
  gender: 'M' | 'W' | 'U';
  color_name: string | null;
  condition: ConditionGrade;
  created_at: number;
  store_id: number;
  store_country_code: string;
  description: string;
  material: string | null;
  material_others: string | null;
  has_receipt: number | null;
  is_original_receipt: number | null;
  dimensions: string | null;
  inclusions: string;
}

function parseJsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

const status = (value: number): InventoryStatus => (value === INVENTORY_STATUS.SOLD ? INVENTORY_STATUS.SOLD : INVENTORY_STATUS.AVAILABLE);
const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);

/** 'Singapore' for the city-state, 'Tokyo, Japan' elsewhere. */
export function locationText(city: string, country: string): string {
  return city === country ? country : `${city}, ${country}`;
}

export function toCard(row: CardRow, currency: CurrencyChoice): ProductCard {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    selling_price: convertFromSgd(row.selling_price, currency.rate),
    sold_price: convertOptional(row.sold_price, currency.rate),
    status: status(row.status),
    min_offer_price_with_fee: convertOptional(row.min_offer_price_with_fee, currency.rate),
    is_min_offer_price: row.is_min_offer_price === 1,
    location_text: locationText(row.store_city, row.store_country),
    assets: parseJsonList<ProductAsset>(row.assets),
    deal:
      row.deal_price === null
        ? null
        : {
            price: convertFromSgd(row.deal_price, currency.rate),
            start_time: isoFromUnix(row.deal_start),
            end_time: isoFromUnix(row.deal_end),
          },
    currency: currency.code,
  };
}

export function toDetail(row: DetailRow, currency: CurrencyChoice): ProductDetail {
  return {
    ...toCard(row, currency),
    material: row.material,
    material_others: row.material_others,
    has_receipt: flag(row.has_receipt),
    is_original_receipt: flag(row.is_original_receipt),
    category: { id: row.category_id, name: row.category_name },
    gender: row.gender,
    colour: row.color_name,
    condition: row.condition,
    description: row.description,
    dimensions: row.dimensions,
    inclusions: parseJsonList<string>(row.inclusions),
    store: { id: row.store_id, country: row.store_country, country_code: row.store_country_code },
    created_at: new Date(row.created_at * 1000).toISOString(),
  };
}
