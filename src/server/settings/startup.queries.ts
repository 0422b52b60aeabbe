import type { Brand, Category, CategoryField, Country, CurrencyOption, PriceRange, StartupSettings, StoreLocation } from '../../lib/contract/settings.ts';

interface FieldOptionRow {
  field_id: string;
  field_name: string;
  option_id: string;
  option_name: string;
}
interface PriceRangeRow {
  id: number;
  label: string;
  min_sgd: number;
  max_sgd: number | null;
}

/** Every list of GET /startup, read in one D1 batch. */
export async function loadStartupSettings(db: D1Database, policies: Pick<StartupSettings, 'privacy_policy' | 'term_condition'>): Promise<StartupSettings> {
  const [currencies, stores, brands, categories, fields, countries, ranges] = await db.batch([
    db.prepare('SELECT code, symbol, name, country_code FROM currencies ORDER BY sort_order'),
    db.prepare('SELECT id, country, country_code FROM stores ORDER BY id'),
    db.prepare('SELECT id, name, slug FROM brands ORDER BY name'),
    db.prepare('SELECT id, name FROM categories ORDER BY sort_order'),
    db.prepare('SELECT field_id, field_name, option_id, option_name FROM category_field_options ORDER BY field_id, sort_order'),
    db.prepare('SELECT code, name, phone_code FROM countries ORDER BY name'),
    db.prepare('SELECT id, label, min_sgd, max_sgd FROM price_ranges ORDER BY min_sgd'),
  ]);

  const fieldList: CategoryField[] = [];
  for (const row of (fields?.results ?? []) as FieldOptionRow[]) {
    let field = fieldList.find((f) => f.id === row.field_id);
    if (!field) {
      field = { id: row.field_id, name: row.field_name, options: [] };
      fieldList.push(field);
    }
    field.options.push({ id: row.option_id, name: row.option_name });
  }

  return {
    currencies: (currencies?.results ?? []) as CurrencyOption[],
    stores: (stores?.results ?? []) as StoreLocation[],
    brands: (brands?.results ?? []) as Brand[],
    // Every category offers the same facets in this catalog.
    categories: ((categories?.results ?? []) as Omit<Category, 'fields'>[]).map((cat) => ({ ...cat, fields: fieldList })),
    countries: (countries?.results ?? []) as Country[],
    price_ranges: ((ranges?.results ?? []) as PriceRangeRow[]).map((r): PriceRange => ({ id: r.id, label: r.label, min: r.min_sgd, max: r.max_sgd })),
    ...policies,
  };
}
