import type { StoreLocation } from './settings.ts';

/** Inventory status of the spec. */
export const INVENTORY_STATUS = { AVAILABLE: 1, SOLD: 2 } as const;
export type InventoryStatus = (typeof INVENTORY_STATUS)[keyof typeof INVENTORY_STATUS];

export interface ProductAsset {
  id: number;
  /** Card-size image (square). */
  normal_thumbnail_url: string;
  /** Detail-size image. */
  large_url: string;
  width: number;
  height: number;
}

export interface ProductDeal {
  /** Deal price in the answer's currency. */
  price: number;
  /** ISO 8601 instants; null means open-ended on that side. */
  start_time: string | null;
  end_time: string | null;
}

/** Product card fields (spec section 3). Amounts are in the answer's currency, whole units. */
export interface ProductCard {
  id: number;
  brand: string;
  model: string;
  selling_price: number;
  sold_price: number | null;
  status: InventoryStatus;
  min_offer_price_with_fee: number | null;
  is_min_offer_price: boolean;
  location_text: string;
  assets: ProductAsset[];
  deal: ProductDeal | null;
  /** Currency code the amounts are in. */
  currency: string;
}

export type ConditionGrade = 'Pristine' | 'Excellent' | 'Very Good' | 'Good' | 'Fair';

/** GET /v2/inventories/{id} answers { data: ProductDetail }. */
export interface ProductDetail extends ProductCard {
  material: string | null;
  material_others: string | null;
  has_receipt: boolean | null;
  /** true original, false copy; anything else shows plain 'Yes'. */
  is_original_receipt: boolean | null;
  category: { id: number; name: string };
  gender: 'M' | 'W' | 'U';
  colour: string | null;
  condition: ConditionGrade;
  description: string;
  dimensions: string | null;
  inclusions: string[];
  store: StoreLocation;
  created_at: string;
}

/** GET /v3/home answers { data: ProductGroup[] }. */
export interface ProductGroup {
  id: number;
  heading: string;
  /** 'key=value1,value2' form, e.g. 'brand=Hermès' or 'category=1,2'. */
  query: string;
  items: ProductCard[];
}

/** GET /v2/inventories and GET /v1/inventories/{id}/recommendation. */
export interface ProductListResponse {
  data: ProductCard[];
  total_count: number;
  /**
   * Extension of the spec's contract (GET /v2/inventories only, optional): present when the search
   * text was corrected for typos. The page then says 'Showing results for {text}' and links to the
   * exact text (the product text wrapped in double quotes, which is searched as typed).
   */
  correction?: SearchCorrection;
  /**
   * Extension (GET /v2/inventories only, optional): present when words of the search text were left
   * out so that the search finds something (issue 37). The page then says "No exact match for ‘{original}’.
   * Showing results for {text}" and links to the exact text, as for a correction.
   */
  relaxation?: SearchRelaxation;
  /**
   * Extension (GET /v2/inventories only, optional): present when a text search found nothing, so the
   * page offers somewhere to go: the closest houses and models to the text, and the popular searches.
   */
  suggestions?: ZeroResultSuggestions;
}

export interface SearchCorrection {
  /** The text as searched ('birkin'). */
  text: string;
  /** The text the shopper typed ('berkin'). */
  original: string;
}

export interface SearchRelaxation {
  /** The text as searched, without the words left out (and corrected, if it was): 'hermes kelly'. */
  text: string;
  /** The text the shopper typed ('hermes croc kelly'). */
  original: string;
  /** The words left out, as typed, in the typed order (['croc']). */
  dropped: string[];
}

export interface ZeroResultSuggestions {
  /** House and model names closest to the text, closest first (may be empty). */
  closest: string[];
  /** Popular search terms (GET /v1/search-terms), most popular first. */
  popular: string[];
}

/** relevance ('Best match') is an extension: the default for a text search (inventory-query-rules.ts). */
export type InventorySort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** Query of GET /v2/inventories; arrays travel comma-joined. */
export interface InventoryQuery {
  product?: string;
  brand?: string[];
  category?: number[];
  gender?: string[];
  deal?: boolean;
  price_range?: number[];
  color?: string[];
  location?: string[];
  group?: string;
  heading?: string;
  sort?: InventorySort;
  currency?: string;
  l?: number;
  p?: number;
  /**
   * Extension of the spec's contract: only these products (at most MAX_IDS, product ids), answered
   * in the order given; cannot be combined with sort. Used by 'Recently viewed'.
   */
  ids?: number[];
}

/** GET /v1/search-terms answers { data: SearchTerm[] }. */
export interface SearchTerm {
  term: string;
}

/** GET /v2/delivery-rates?country=&category=&currency= answers { data: DeliveryRate[] }. */
export interface DeliveryRate {
  country_code: string;
  category_id: number;
  method: string;
  price: number;
  currency: string;
  min_days: number;
  max_days: number;
}
