/**
 * The seed catalog as SQL statements with bound parameters, written once and run by two drivers:
 * D1 (API tests, through seedD1) and node:sqlite on the local D1 file (npm start, bench).
 * Brand and store ids are looked up by name and country code so the seed follows 0001_core.sql.
 */
import type { SeedCatalog, SeedItem } from './generate-catalog.ts';

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
        item.id, item.brand, item.category_id, item.store_code, item.model, item.gender, item.color, item.condition,
        item.status, item.selling_price, item.sold_price, item.min_offer_price_with_fee, item.is_min_offer_price ? 1 : 0,
        item.deal_price, item.deal_start, item.deal_end, item.created_at,
      ],
    },
    {
      sql: INSERT_DETAILS,
      params: [
        item.id, item.description, item.material, item.material_others, flag(item.has_receipt), flag(item.is_original_receipt),
        item.dimensions, JSON.stringify(item.inclusions), JSON.stringify(item.assets),
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

export function catalogStatements(catalog: SeedCatalog): SeedStatement[] {
  return [...catalog.items.flatMap(itemStatements), ...referenceStatements(catalog)];
}
