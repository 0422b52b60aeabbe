/** The filter facets of /search, built from GET /startup settings. */
import { GENDER_OPTIONS, type StartupSettings } from '../contract/settings.ts';
import type { FacetLabels } from './search-state.ts';
import type { SearchIslandMessages } from '../i18n/island-messages.ts';

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

/** The catalog's store words in a language (issue 26): the messages' categories, colours and countries sections, and the genders. */
export interface CatalogWords {
  categories: Readonly<Record<string, string>>;
  colours: Readonly<Record<string, string>>;
  countries: Readonly<Record<string, string>>;
  genders: Readonly<Record<'M' | 'W', string>>;
}

/**
 * The options with the catalog's English names in a language: a category by its English name, a
 * colour by its id, a store location by its country code. A name the words do not hold (the
 * catalog added it later) shows as the catalog sent it; houses and price ranges stay as sent.
 */
export function localizedFacetOptions(options: FacetOptions, words: CatalogWords): FacetOptions {
  const inWords = <V extends string | number>(list: FacetOption<V>[], table: Readonly<Record<string, string>>, key: (o: FacetOption<V>) => string) =>
    list.map((option) => ({ value: option.value, label: Object.hasOwn(table, key(option)) ? (table[key(option)] ?? option.label) : option.label }));
  return {
    ...options,
    category: inWords(options.category, words.categories, (o) => o.label),
    gender: options.gender.map((option) => ({ value: option.value, label: words.genders[option.value] })),
    color: inWords(options.color, words.colours, (o) => o.value),
    location: inWords(options.location, words.countries, (o) => o.value),
  };
}

/** The store words of a page's messages (the /search island's), genders included. */
export function catalogWordsOf(messages: SearchIslandMessages): CatalogWords {
  return { ...messages, genders: { M: messages.searchPage.men, W: messages.searchPage.women } };
}

/** The facet options of the settings, in the page's language when it has messages (English without). */
export function facetOptionsIn(settings: StartupSettings | null, messages: SearchIslandMessages | undefined): FacetOptions {
  const english = facetOptions(settings);
  return messages ? localizedFacetOptions(english, catalogWordsOf(messages)) : english;
}
