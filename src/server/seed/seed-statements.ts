/**
 * The seed catalog as SQL statements with bound parameters, written once and run by two drivers:
 * D1 (API tests, through seedD1) and node:sqlite on the local D1 file (npm start, bench).
 * Brand and store ids are looked up by name and country code so the seed follows 0001_core.sql.
 */
import type { SeedCatalog, SeedItem } from './generate-catalog.ts';
import type { SeedPriceHistory } from './generate-price-history.ts';

export type SqlValue = string | number | null;
export interface SeedStatement {
  sql: string;
  params: SqlValue[];
}

/**
 * Merges the full-text index into one b-tree after a bulk load: rows indexed one by one leave it in
 * many segments, and every text search would merge their entries again (at 100,000 items the count of
 * 'black bag' takes about 1.5x as long unmerged).
 */
export const OPTIMIZE_SEARCH_INDEX_SQL = "INSERT INTO inventories_fts (inventories_fts) VALUES ('optimize')";

/** Empties the catalog tables. The full-text index is cleared in one go instead of row by row. */
export const RESET_CATALOG_SQL: readonly string[] = [
  'DELETE FROM price_changes',
  'DELETE FROM sales',
  'DELETE FROM inventory_lines',
  'DELETE FROM model_line_materials',
  'DELETE FROM model_lines',
  "INSERT INTO inventories_fts (inventories_fts) VALUES ('delete-all')",
  'DELETE FROM inventory_details',
  'DELETE FROM inventories',
  'DELETE FROM product_groups',
  'DELETE FROM search_terms',
  'DELETE FROM delivery_rates',
];

const INSERT_INVENTORY = `INSERT INTO inventories (id, brand_id, category_id, store_id, model, gender, color, condition, status,
  selling_price, sold_price, min_offer_price_with_fee, is_min_offer_price, deal_price, deal_start, deal_end, created_at)
VALUES (?, (SELECT id FROM brands WHERE name = ?), ?, (SELECT id FROM stores WHERE country_code = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const INSERT_DETAILS = `INSERT INTO inventory_details (inventory_id, description, material, material_others, has_receipt,
  is_original_receipt, dimensions, inclusions, assets) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const flag = (value: boolean | null): number | null => (value === null ? null : value ? 1 : 0);

export function itemStatements(item: SeedItem): [SeedStatement, SeedStatement] {
  return [
    {
      sql: INSERT_INVENTORY,
      params: [
        item.id,
        item.brand,
        item.category_id,
        item.store_code,
        item.model,
        item.gender,
        item.color,
        item.condition,
        item.status,
        item.selling_price,
        item.sold_price,
        item.min_offer_price_with_fee,
        item.is_min_offer_price ? 1 : 0,
        item.deal_price,
        item.deal_start,
        item.deal_end,
        item.created_at,
      ],
    },
    {
      sql: INSERT_DETAILS,
      params: [
        item.id,
        item.description,
        item.material,
        item.material_others,
        flag(item.has_receipt),
        flag(item.is_original_receipt),
        item.dimensions,
        JSON.stringify(item.inclusions),
        JSON.stringify(item.assets),
      ],
    },
  ];
}

/** Everything but the items: home groups, search terms, delivery rates. */
export function referenceStatements(catalog: Pick<SeedCatalog, 'groups' | 'searchTerms' | 'deliveryRates'>): SeedStatement[] {
  return [
    ...catalog.groups.map((group, index) => ({
      sql: 'INSERT INTO product_groups (id, heading, query, sort_order) VALUES (?, ?, ?, ?)',
      params: [group.id, group.heading, group.query, index + 1],
    })),
    ...catalog.searchTerms.map((term) => ({
      sql: 'INSERT INTO search_terms (term, popularity) VALUES (?, ?)',
      params: [term.term, term.popularity],
    })),
    ...catalog.deliveryRates.map((rate) => ({
      sql: 'INSERT INTO delivery_rates (country_code, category_id, method, price_sgd, min_days, max_days) VALUES (?, ?, ?, ?, ?, ?)',
      params: [rate.country_code, rate.category_id, rate.method, rate.price_sgd, rate.min_days, rate.max_days],
    })),
  ];
}

/** Rows per bulk statement of the history: one JSON parameter, well under D1's statement limits. */
const HISTORY_CHUNK = 500;

function bulk(sql: string, rows: readonly SqlValue[][]): SeedStatement[] {
  const statements: SeedStatement[] = [];
  for (let start = 0; start < rows.length; start += HISTORY_CHUNK) {
    statements.push({ sql, params: [JSON.stringify(rows.slice(start, start + HISTORY_CHUNK))] });
  }
  return statements;
}

const col = (index: number) => `json_extract(j.value, '$[${index}]')`;

/**
 * Model lines, their materials, which line each item is, the sold history and the price changes
 * (migration 0049). Thousands of rows each: written as JSON arrays read by json_each, so each
 * statement carries hundreds of rows in one bound parameter.
 */
export function priceHistoryStatements(history: SeedPriceHistory): SeedStatement[] {
  return [
    ...bulk(
      `INSERT INTO model_lines (id, brand_id, category_id, name, size)
SELECT ${col(0)}, (SELECT id FROM brands WHERE name = ${col(1)}), ${col(2)}, ${col(3)}, ${col(4)} FROM json_each(?) j`,
      history.lines.map((l) => [l.id, l.brand, l.category_id, l.name, l.size]),
    ),
    ...bulk(
      `INSERT INTO model_line_materials (line_id, material) SELECT ${col(0)}, ${col(1)} FROM json_each(?) j`,
      history.lines.flatMap((l) => l.materials.map((m) => [l.id, m])),
    ),
    ...bulk(`INSERT INTO inventory_lines (inventory_id, line_id) SELECT ${col(0)}, ${col(1)} FROM json_each(?) j`, history.itemLines),
    ...bulk(
      `INSERT INTO sales (line_id, inventory_id, condition, material, price_sgd, listed_at, sold_at)
SELECT ${col(0)}, ${col(1)}, ${col(2)}, ${col(3)}, ${col(4)}, ${col(5)}, ${col(6)} FROM json_each(?) j`,
      history.sales.map((s) => [s.line_id, s.inventory_id, s.condition, s.material, s.price_sgd, s.listed_at, s.sold_at]),
    ),
    ...bulk(
      `INSERT INTO price_changes (inventory_id, old_price_sgd, new_price_sgd, changed_at)
SELECT ${col(0)}, ${col(1)}, ${col(2)}, ${col(3)} FROM json_each(?) j`,
      history.priceChanges.map((c) => [c.inventory_id, c.old_price_sgd, c.new_price_sgd, c.changed_at]),
    ),
  ];
}

export function catalogStatements(catalog: SeedCatalog): SeedStatement[] {
  return [...catalog.items.flatMap(itemStatements), ...referenceStatements(catalog), ...priceHistoryStatements(catalog.history)];
}
