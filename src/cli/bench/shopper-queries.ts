/**
 * Searches as shoppers type them, with what each should find: the findability table of issue 21.
 * The API test (tests/api/search/shopper-queries.test.ts) asserts its pass rate on a seeded catalog
 * on workerd's D1; `npm run bench` prints the same rate and the zero-result rate at 100,000 items.
 * A row passes when the search finds something and every card of its first page is what the row
 * names: the house (brand, exactly as the catalog spells it) and/or a model pattern. Precision rows
 * are correct spellings: they pass only if tolerance did not widen them.
 */
import queryRows from './shopper-queries.json' with { type: 'json' };

export type QueryKind = 'misspelling' | 'nickname' | 'joined' | 'everyday' | 'plural' | 'language' | 'dropped' | 'precision';

export interface ShopperQuery {
  typed: string;
  kind: QueryKind;
  brand?: string;
  /** Case-insensitive pattern the card's model must match. */
  model?: string;
}

const KINDS: readonly QueryKind[] = ['misspelling', 'nickname', 'joined', 'everyday', 'plural', 'language', 'dropped', 'precision'];

/** A row of shopper-queries.json, checked as it is read: a mistyped kind or field fails the run at once, not as a wrong rate. */
export function readShopperQuery(row: unknown, index: number): ShopperQuery {
  const { typed, kind, brand, model, ...rest } = (row ?? {}) as Record<string, unknown>;
  const optional = (value: unknown) => value === undefined || (typeof value === 'string' && value !== '');
  if (typeof typed !== 'string' || !typed.trim() || !KINDS.includes(kind as QueryKind) || !optional(brand) || !optional(model) || Object.keys(rest).length) {
    throw new Error(`shopper-queries.json row ${index + 1} is not { typed, kind (${KINDS.join(', ')}), brand?, model? }: ${JSON.stringify(row)}`);
  }
  return { typed, kind: kind as QueryKind, ...(brand ? { brand: brand as string } : {}), ...(model ? { model: model as string } : {}) };
}

/**
 * The rows, in groups: misspellings within the tolerance (Damerau: a swap is one typo), nicknames,
 * words typed together or apart, everyday words, plurals, the store's other languages (Chinese in
 * either script, with or without spaces; Malay), searches with a word the catalog cannot match with
 * the others ('dropped': the search leaves it out, issue 37), and correct spellings whose precision
 * must hold.
 * A data file, so that the store adds the searches its shoppers type without touching code.
 */
export const SHOPPER_QUERIES: readonly ShopperQuery[] = (queryRows as unknown[]).map(readShopperQuery);

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a card is what the row names (house and model pattern), the row's own words else. */
export function cardFits(row: ShopperQuery, card: { brand: string; model: string }): boolean {
  if (row.brand && fold(card.brand) !== fold(row.brand)) return false;
  if (row.model && !new RegExp(row.model, 'i').test(fold(card.model))) return false;
  return true;
}
