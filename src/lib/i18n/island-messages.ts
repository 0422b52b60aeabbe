/**
 * The words the edge-rendered islands (/search's results, the home groups) take on a page in another
 * language (issue 26): the page passes them as a prop and the edge renders the island with the same
 * (src/edge/island-renderers.tsx), so the HTML it renders is the HTML the browser hydrates.
 */
import type { Locale } from './locales.ts';
import { type Messages, messagesOf, type SectionName } from './messages.ts';
import type { ProductWords } from './product-words.ts';

/** Some sections of one language's catalog, by name: what an island's parts read (src/components/ui/words.tsx). */
export type Sections<N extends SectionName> = { readonly [S in N]: Messages[S] };

/** The sections `names` of `locale`'s catalog, and no other: a page gives its island only these. */
export function sectionsOf<const N extends SectionName>(locale: Locale, names: readonly N[]): Sections<N> {
  const messages = messagesOf(locale);
  return Object.fromEntries(names.map((name) => [name, messages[name]])) as Sections<N>;
}

const SEARCH_SECTIONS = ['searchPage', 'productCard', 'categories', 'colours', 'countries', 'saveSearch', 'pager'] as const;
export type SearchIslandMessages = Sections<(typeof SEARCH_SECTIONS)[number]>;

export function searchIslandMessages(locale: Locale): SearchIslandMessages {
  return sectionsOf(locale, SEARCH_SECTIONS);
}

const HOME_SECTIONS = ['home', 'productCard'] as const;
export type HomeIslandMessages = Sections<(typeof HOME_SECTIONS)[number]>;

export function homeIslandMessages(locale: Locale): HomeIslandMessages {
  return sectionsOf(locale, HOME_SECTIONS);
}

/** The profile islands' words (src/components/pages/ProfilePage.astro): the profile and its lists' pager. */
const PROFILE_SECTIONS = ['profile', 'pager'] as const;
export type ProfileIslandWords = Sections<(typeof PROFILE_SECTIONS)[number]>;

export function profileIslandWords(locale: Locale): ProfileIslandWords {
  return sectionsOf(locale, PROFILE_SECTIONS);
}

/** The product section's words (src/lib/i18n/product-words.ts), with store locations by their English name. */
export function productIslandMessages(locale: Locale): ProductWords {
  const { product, conditions, materials, categories, colours, countries, productCard, productPage } = messagesOf(locale);
  const english = messagesOf('en').countries;
  const places: Record<string, string> = {};
  for (const [code, name] of Object.entries(english)) places[name] = countries[code as keyof typeof english];
  return { product, conditions, materials, categories, colours, places, productCard, productPage };
}
