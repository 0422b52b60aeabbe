/** The filter facets of /search, built from GET /startup settings. */
import { GENDER_OPTIONS, type StartupSettings } from '../contract/settings.ts';
import type { FacetLabels } from './search-state.ts';

export interface FacetOption<V extends string | number> {
  value: V;
  label: string;
}

export interface FacetOptions {
  brand: FacetOption<string>[];
  category: FacetOption<number>[];
  gender: FacetOption<'M' | 'W'>[];
  price_range: FacetOption<number>[];
  color: FacetOption<string>[];
  location: FacetOption<string>[];
}

/** The field of a category whose id is 'color' carries the colour options; categories share them. */
function colourOptions(settings: StartupSettings | null): FacetOption<string>[] {
  const seen = new Map<string, string>();
  for (const category of settings?.categories ?? []) {
    for (const field of category.fields) {
      if (field.id !== 'color') continue;
      for (const option of field.options) if (!seen.has(option.id)) seen.set(option.id, option.name);
    }
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

export function facetOptions(settings: StartupSettings | null): FacetOptions {
  return {
    brand: (settings?.brands ?? []).map((brand) => ({ value: brand.name, label: brand.name })),
    category: (settings?.categories ?? []).map((category) => ({ value: category.id, label: category.name })),
    gender: GENDER_OPTIONS.map((option) => ({ value: option.id, label: option.name })),
    price_range: (settings?.price_ranges ?? []).map((range) => ({ value: range.id, label: range.label })),
    color: colourOptions(settings),
    // Store locations by country code; 'View all' (no code) is the absence of this filter.
    location: (settings?.stores ?? []).filter((store) => store.country_code).map((store) => ({ value: store.country_code, label: store.country })),
  };
}

export function facetLabels(options: FacetOptions): FacetLabels {
  return {
    category: new Map(options.category.map((o) => [o.value, o.label])),
    price_range: new Map(options.price_range.map((o) => [o.value, o.label])),
    color: new Map(options.color.map((o) => [o.value, o.label])),
    location: new Map(options.location.map((o) => [o.value, o.label])),
  };
}

/**
 * A facet's options with any selected value the settings do not list (e.g. the header's 'Others'
 * brand link) shown first, so every active filter can be seen and unticked where it lives.
 */
export function withSelectedExtras<V extends string | number>(
  options: FacetOption<V>[],
  selected: readonly V[],
  label: (value: V) => string,
): FacetOption<V>[] {
  const extras = selected.filter((value) => !options.some((o) => o.value === value)).map((value) => ({ value, label: label(value) }));
  return [...extras, ...options];
}
