/**
 * The home page rendered at the edge (issue 12): the product groups of GET /v3/home, for the
 * currency and location of the shopper_prefs cookie, travel in the HTML twice: as markup rendered by
 * the island's own components (the first EDGE_RENDERED_GROUPS groups with their cards, the others as
 * headed rows of placeholders) and as the answer itself in a <script type="application/json"> block,
 * which the island hydrates from when the shopper first uses it, without asking again.
 *
 * Pure: the edge builds the block with homeEmbedJson, the browser reads it back with readHomeEmbed,
 * which trusts nothing it has not checked (a malformed or tampered block is ignored and the island
 * loads the groups itself, as it does on the page as built).
 */
import { readShopperPrefs } from '../config/shopper-prefs-cookie.ts';
import type { ProductGroup } from '../contract/catalog.ts';
import type { CurrencyOption, StoreLocation } from '../contract/settings.ts';
import { arrayOf, isCurrency, isFiniteNumber, isProductCard, isString, isWhole, readJsonBlock, shape } from '../contract/wire-checks.ts';
import { cardAsShown } from './card-as-shown.ts';
import { jsonForScript } from './html.ts';
import { homeSelectionKey, type HomeSelection } from './home-reload.ts';

/** Element id of the JSON block. */
export const HOME_DATA_ID = 'home-data';

/** Set on <html> by the edge when it rendered the groups in (the island then sleeps until used). */
export const HOME_RENDERED_ATTRIBUTE = 'data-home-rendered';

/**
 * Groups rendered with their cards: what a desktop shows below the hero, and a phone's first
 * scroll. The rest are rows of placeholders under their headings (the document stays small on a slow
 * network); the island wakes and fills them as they come near the screen.
 */
export const EDGE_RENDERED_GROUPS = 2;

export interface HomeEmbed {
  /** The currency the cards are priced in (the cookie's, or the store's default). */
  currency: CurrencyOption;
  /** The store location the groups were asked for ('View all' is id 0 with no country code). */
  location: StoreLocation;
  /** GET /v3/home's data for them. */
  groups: ProductGroup[];
  /** The edge's clock when it rendered (ms): the deal rule of the cards is applied at this instant. */
  renderedAt: number;
}

/** GET /v3/home's query for a currency and location, as the island's own call writes it. */
export function homeQuery(currency: string, country: string): string {
  return `?${new URLSearchParams({ currency, country })}`;
}

/** The query the edge asks for a request's Cookie header (defaults when absent or invalid). */
export function edgeHomeInput(cookieHeader: string | null): { currency: CurrencyOption; location: StoreLocation; query: string } {
  const { currency, location } = readShopperPrefs(cookieHeader);
  return { currency, location, query: homeQuery(currency.code, location.country_code) };
}

/** The groups as the block carries them: each card with only the photo it shows (cardAsShown). */
export function cardsAsShown(groups: ProductGroup[]): ProductGroup[] {
  return groups.map((group) => ({ ...group, items: group.items.map(cardAsShown) }));
}

/** The block's text: JSON that cannot end the <script> element or open a comment (jsonForScript). */
export function homeEmbedJson(embed: HomeEmbed): string {
  return jsonForScript(embed);
}

/** A group as GroupSection renders it. */
export const isProductGroup = shape({ id: isWhole, heading: isString, query: isString, items: arrayOf(isProductCard) });

/** GET /v3/home's answer as the edge accepts it. */
export const isHomeAnswer = shape({ data: arrayOf(isProductGroup) });

const isHomeEmbed = shape({
  currency: isCurrency,
  location: shape({ id: isWhole, country: isString, country_code: isString }),
  groups: arrayOf(isProductGroup),
  renderedAt: isFiniteNumber,
});

/** The block's content checked; null when absent, not JSON, or not what the edge writes. */
export function readHomeEmbed(text: string | null | undefined): HomeEmbed | null {
  const embed = readJsonBlock<HomeEmbed>(text, isHomeEmbed);
  if (!embed) return null;
  // Every card is priced in the block's currency: amounts in another would show the wrong symbol.
  return allPricedIn(embed.groups, embed.currency.code) ? embed : null;
}

/** True when every card of the groups is priced in this currency (the edge asks, the island checks). */
export function allPricedIn(groups: ProductGroup[], code: string): boolean {
  return groups.every((group) => group.items.every((card) => card.currency === code));
}

/** True when the block holds the groups for the shopper's current choice (then the island asks nothing). */
export function embedServes(embed: HomeEmbed | null, selection: HomeSelection): embed is HomeEmbed {
  return embed !== null && homeSelectionKey(embed) === homeSelectionKey(selection);
}
