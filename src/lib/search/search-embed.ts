/**
 * /search rendered at the edge (issue 12): the first page of results travels in the HTML twice, as
 * markup rendered by the island's own components and as the API answers it came from, in a
 * <script type="application/json"> block the island starts from, so it takes over without a second
 * request and without replacing what is on screen.
 *
 * Pure: the edge builds the block with searchEmbedJson, the browser reads it back with
 * readSearchEmbed, which trusts nothing it has not checked (a malformed or tampered block is ignored
 * and the island loads the results itself, as it does without the edge).
 */
import { jsonForScript } from '../catalog/html.ts';
import { readShopperPrefs, type ShopperPrefs } from '../config/shopper-prefs-cookie.ts';
import type { InventoryQuery, ProductCard, ProductListResponse } from '../contract/catalog.ts';
import type { CurrencyOption, StartupSettings } from '../contract/settings.ts';
import { arrayOf, isCurrency, isFiniteNumber, isProductCard, isString, isWhole, orNull, readJsonBlock, shape } from '../contract/wire-checks.ts';
import { parseSearchUrl, searchHref, toInventoryQuery, type SearchState } from './search-state.ts';

/** Element id of the JSON block. */
export const SEARCH_DATA_ID = 'search-data';

export interface SearchEmbed {
  /** The search the page shows, as searchHref writes it (the island compares it with its URL). */
  href: string;
  /** The currency the answer's amounts are in (the shopper_prefs cookie's, or the store's default). */
  currency: CurrencyOption;
  /** GET /v2/inventories for that search and currency; null when the catalog refused the query. */
  answer: ProductListResponse | null;
  /**
   * The catalog's message when it refused the query (a 4xx with the error envelope, e.g. an unknown
   * brand): the island shows it as it shows a refusal it asked for itself. null with an answer.
   */
  refusal: string | null;
  /** GET /startup (facet names and options); null when the edge could not have it in time. */
  settings: StartupSettings | null;
  /** The edge's clock when it rendered (ms): the deal rule of the cards is applied at this instant. */
  renderedAt: number;
}

/** What the edge renders for a request: the state read exactly as the island reads its URL. */
export interface EdgeSearchInput {
  state: SearchState;
  href: string;
  prefs: ShopperPrefs;
  query: InventoryQuery;
}

/**
 * The query string and Cookie header of a /search request as the render's input. The query string is
 * read by the island's own parser (parseSearchUrl: a value the catalog would refuse is dropped or
 * falls back to its default), and the currency comes from the shopper_prefs cookie, never trusted.
 */
export function edgeSearchInput(search: string, cookieHeader: string | null): EdgeSearchInput {
  const state = parseSearchUrl(search);
  const prefs = readShopperPrefs(cookieHeader);
  return { state, href: searchHref(state), prefs, query: toInventoryQuery(state, prefs.currency.code) };
}

/** The block's text: JSON that cannot end the <script> element or open a comment (jsonForScript). */
export function searchEmbedJson(embed: SearchEmbed): string {
  return jsonForScript(embed);
}

// --- Reading it back: every field the island renders is checked, as an answer from the wire. ---

const isProductList = shape({ data: arrayOf(isProductCard), total_count: isWhole });

/** The parts of GET /startup the search page reads (facets and their labels). */
const isSettings = shape({
  currencies: arrayOf(isCurrency),
  stores: arrayOf(shape({ id: isWhole, country: isString, country_code: isString })),
  brands: arrayOf(shape({ name: isString })),
  categories: arrayOf(
    shape({ id: isWhole, name: isString, fields: arrayOf(shape({ id: isString, options: arrayOf(shape({ id: isString, name: isString })) })) }),
  ),
  price_ranges: arrayOf(shape({ id: isWhole, label: isString })),
});

const isSearchEmbed = shape({
  href: (value) => typeof value === 'string' && value.startsWith('/search?'),
  currency: isCurrency,
  answer: orNull(isProductList),
  refusal: orNull(isString),
  settings: orNull(isSettings),
  renderedAt: isFiniteNumber,
});

/** The block's content checked; null when absent, not JSON, or not what the edge writes. */
export function readSearchEmbed(text: string | null | undefined): SearchEmbed | null {
  const embed = readJsonBlock<SearchEmbed>(text, isSearchEmbed);
  if (!embed) return null;
  // Exactly one of the two: the answer, or the refusal's message.
  if ((embed.answer === null) === (embed.refusal === null)) return null;
  // Every card is priced in the block's currency: amounts in another would show the wrong symbol.
  if (embed.answer && !embed.answer.data.every((card: ProductCard) => card.currency === embed.currency.code)) return null;
  return embed;
}

/**
 * True when the block answers the search and currency the island is about to ask for: then the
 * island starts from it and asks nothing.
 */
export function embedAnswers(embed: SearchEmbed | null, state: SearchState, currencyCode: string): embed is SearchEmbed {
  return embed !== null && embed.href === searchHref(state) && embed.currency.code === currencyCode;
}
