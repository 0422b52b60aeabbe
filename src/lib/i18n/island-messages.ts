/**
 * The words the edge-rendered islands (/search's results, the home groups) take on a page in another
 * language (issue 26): the page passes them as a prop and the edge renders the island with the same
 * (src/edge/island-renderers.tsx), so the HTML it renders is the HTML the browser hydrates.
 */
import type { Locale } from './locales.ts';
import { messagesOf, type Section } from './messages.ts';

export interface SearchIslandMessages {
  searchPage: Section<'searchPage'>;
  productCard: Section<'productCard'>;
  categories: Section<'categories'>;
  colours: Section<'colours'>;
  countries: Section<'countries'>;
  saveSearch: Section<'saveSearch'>;
}

export function searchIslandMessages(locale: Locale): SearchIslandMessages {
  const { searchPage, productCard, categories, colours, countries, saveSearch } = messagesOf(locale);
  return { searchPage, productCard, categories, colours, countries, saveSearch };
}

export interface HomeIslandMessages {
  home: Section<'home'>;
  productCard: Section<'productCard'>;
}

export function homeIslandMessages(locale: Locale): HomeIslandMessages {
  const { home, productCard } = messagesOf(locale);
  return { home, productCard };
}
