/**
 * The words the edge-rendered islands (/search's results, the home groups) take on a page in another
 * language (issue 26): the page passes them as a prop and the edge renders the island with the same
 * (src/edge/island-renderers.tsx), so the HTML it renders is the HTML the browser hydrates.
 */
import type { Locale } from './locales.ts';
import { messagesOf, type Section } from './messages.ts';
import type { ProductWords } from './product-words.ts';

export interface SearchIslandMessages {
  searchPage: Section<'searchPage'>;
  productCard: Section<'productCard'>;
  categories: Section<'categories'>;
  colours: Section<'colours'>;
  countries: Section<'countries'>;
  saveSearch: Section<'saveSearch'>;
  pager: Section<'pager'>;
}

export function searchIslandMessages(locale: Locale): SearchIslandMessages {
  const { searchPage, productCard, categories, colours, countries, saveSearch, pager } = messagesOf(locale);
  return { searchPage, productCard, categories, colours, countries, saveSearch, pager };
}

export interface HomeIslandMessages {
  home: Section<'home'>;
  productCard: Section<'productCard'>;
}

export function homeIslandMessages(locale: Locale): HomeIslandMessages {
  const { home, productCard } = messagesOf(locale);
  return { home, productCard };
}

/** The profile islands' words (src/components/pages/ProfilePage.astro): the profile and its lists' pager. */
export interface ProfileIslandWords {
  profile: Section<'profile'>;
  pager: Section<'pager'>;
}

export function profileIslandWords(locale: Locale): ProfileIslandWords {
  const { profile, pager } = messagesOf(locale);
  return { profile, pager };
}

/** The product section's words (src/lib/i18n/product-words.ts), with store locations by their English name. */
export function productIslandMessages(locale: Locale): ProductWords {
  const { product, conditions, materials, categories, colours, countries, productCard, productPage } = messagesOf(locale);
  const english = messagesOf('en').countries;
  const places: Record<string, string> = {};
  for (const [code, name] of Object.entries(english)) places[name] = countries[code as keyof typeof english];
  return { product, conditions, materials, categories, colours, places, productCard, productPage };
}
