import type { CatalogReference } from './inventory-query.ts';

/**
 * Reference data the catalog resolves names against. It comes from migrations and changes only with
 * a deploy, so each isolate keeps it for a minute instead of reading it on every request.
 */
const TTL_MS = 60_000;
const cache = new WeakMap<D1Database, { at: number; value: Promise<CatalogReference> }>();

async function readReference(db: D1Database): Promise<CatalogReference> {
  const [brands, categories, stores, currencies, ranges, colors, countries] = await db.batch([
    db.prepare('SELECT id, name, slug FROM brands ORDER BY id'),
    db.prepare('SELECT id, name FROM categories ORDER BY sort_order'),
    db.prepare('SELECT id, country, country_code, city FROM stores ORDER BY id'),
    db.prepare('SELECT code, rate_from_sgd FROM currencies ORDER BY sort_order'),
    db.prepare('SELECT id, min_sgd AS min, max_sgd AS max FROM price_ranges ORDER BY id'),
    db.prepare("SELECT option_id AS id, option_name AS name FROM category_field_options WHERE field_id = 'color' ORDER BY sort_order"),
    db.prepare('SELECT code FROM countries ORDER BY code'),
  ]);
  return {
    brands: (brands?.results ?? []) as CatalogReference['brands'],
    categories: (categories?.results ?? []) as CatalogReference['categories'],
    stores: (stores?.results ?? []) as CatalogReference['stores'],
    currencies: (currencies?.results ?? []) as CatalogReference['currencies'],
    priceRanges: (ranges?.results ?? []) as CatalogReference['priceRanges'],
    colors: (colors?.results ?? []) as CatalogReference['colors'],
    countries: ((countries?.results ?? []) as { code: string }[]).map((row) => row.code),
  };
}

export function loadCatalogReference(db: D1Database, now = Date.now()): Promise<CatalogReference> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = readReference(db);
  cache.set(db, { at: now, value });
  // A failed read must not be remembered.
  value.catch(() => cache.delete(db));
  return value;
}
