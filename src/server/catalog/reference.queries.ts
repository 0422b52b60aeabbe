import {
  buildVocabulary,
  STORE_WORD_KIND,
  type AliasRow,
  type HouseModelRow,
  type SearchVocabulary,
  type VocabularyRow,
} from '../../lib/search/query-understanding.ts';
import type { CatalogReference } from './inventory-query.ts';

/**
 * Reference data the catalog resolves names against. It comes from migrations and changes only with
 * a deploy, so each isolate keeps it for a minute instead of reading it on every request.
 */
const TTL_MS = 60_000;
const cache = new WeakMap<D1Database, { at: number; value: Promise<CatalogReference> }>();

/**
 * The search vocabulary (src/lib/search/query-understanding.ts) with the catalog version it was read
 * at: reading the index's terms walks the whole index (about 0.7 s at 100,000 items on bare SQLite),
 * so an isolate reads them again only when the catalog version has moved, at most once a minute.
 */
const vocabularies = new WeakMap<D1Database, { version: string; value: SearchVocabulary }>();

/** The index's terms per column (fts5vocab table of migration 0046). */
export const VOCABULARY_SQL = 'SELECT term, col, doc FROM inventories_fts_terms';
/**
 * Every language's aliases (issue 26): the catalog API does not know the shopper's language, and the
 * languages' alias texts do not collide (Han characters; Malay words no catalog word is). The store
 * words (migration 0052) come along as rows of kind 'store' with no meaning.
 */
export const ALIASES_SQL = `SELECT alias, meaning, kind FROM search_aliases UNION ALL SELECT phrase, '', '${STORE_WORD_KIND}' FROM search_store_words ORDER BY 1, 2`;
export const POPULAR_SQL = 'SELECT term FROM search_terms ORDER BY popularity DESC, id LIMIT 10';
/** The houses' model lines (migration 0049): a house named narrows a correction to its models (issue 37). */
export const HOUSE_MODELS_SQL = 'SELECT DISTINCT b.name AS house, l.name AS model FROM model_lines l JOIN brands b ON b.id = l.brand_id ORDER BY 1, 2';

async function readReference(db: D1Database): Promise<CatalogReference> {
  const [brands, categories, stores, currencies, ranges, colors, countries, version, aliases, popular, houseModels] = await db.batch([
    db.prepare('SELECT id, name, slug FROM brands ORDER BY id'),
    db.prepare('SELECT id, name FROM categories ORDER BY sort_order'),
    db.prepare('SELECT id, country, country_code, city FROM stores ORDER BY id'),
    db.prepare('SELECT code, rate_from_sgd FROM currencies ORDER BY sort_order'),
    db.prepare('SELECT id, min_sgd AS min, max_sgd AS max FROM price_ranges ORDER BY id'),
    db.prepare("SELECT option_id AS id, option_name AS name FROM category_field_options WHERE field_id = 'color' ORDER BY sort_order"),
    db.prepare('SELECT code FROM countries ORDER BY code'),
    db.prepare('SELECT version, epoch FROM catalog_version WHERE id = 1'),
    db.prepare(ALIASES_SQL),
    db.prepare(POPULAR_SQL),
    db.prepare(HOUSE_MODELS_SQL),
  ]);
  const versionRow = (version?.results ?? [])[0] as { version: number; epoch: string } | undefined;
  const versionKey = versionRow ? `${versionRow.epoch}-${versionRow.version}` : '';
  const brandRows = (brands?.results ?? []) as CatalogReference['brands'];
  let terms = vocabularies.get(db);
  if (!terms || terms.version !== versionKey) {
    const { results } = await db.prepare(VOCABULARY_SQL).all<VocabularyRow>();
    terms = {
      version: versionKey,
      value: buildVocabulary(
        results ?? [],
        (aliases?.results ?? []) as AliasRow[],
        brandRows.map((brand) => brand.name),
        ((popular?.results ?? []) as { term: string }[]).map((row) => row.term),
        (houseModels?.results ?? []) as HouseModelRow[],
      ),
    };
    vocabularies.set(db, terms);
  }
  return {
    search: terms.value,
    brands: brandRows,
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
