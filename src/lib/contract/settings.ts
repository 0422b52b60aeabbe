/** GET /startup answers { data: StartupSettings }. */
export interface CurrencyOption {
  code: string;
  symbol: string;
  name: string;
  /** Country whose flag represents the currency (SGD → SG). */
  country_code: string;
}

/** A store location. id 0 with empty country_code is the 'View all' pseudo-location. */
export interface StoreLocation {
  id: number;
  country: string;
  country_code: string;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryFieldOption {
  id: string;
  name: string;
}

export interface CategoryField {
  /** 'color' is the colour facet used by search filters. */
  id: string;
  name: string;
  options: CategoryFieldOption[];
}

export interface Category {
  id: number;
  name: string;
  fields: CategoryField[];
}

export interface Country {
  code: string;
  name: string;
  phone_code: string;
}

export interface PriceRange {
  id: number;
  label: string;
  /** Bounds in SGD; max null means open-ended. */
  min: number;
  max: number | null;
}

export interface StartupSettings {
  currencies: CurrencyOption[];
  stores: StoreLocation[];
  brands: Brand[];
  categories: Category[];
  countries: Country[];
  price_ranges: PriceRange[];
  privacy_policy: string;
  term_condition: string;
}

export interface DataResponse<T> {
  data: T;
}

/** Category ids of the spec. */
export const CATEGORY_IDS = {
  Bags: 1,
  'Small Leather Goods': 2,
  Accessories: 3,
  Shoes: 4,
  Jewelry: 5,
  'Ready To Wear': 6,
  Watches: 7,
  Home: 8,
} as const;

export const GENDER_OPTIONS = [
  { id: 'M', name: 'Men' },
  { id: 'W', name: 'Women' },
] as const;
export type GenderId = (typeof GENDER_OPTIONS)[number]['id'];
