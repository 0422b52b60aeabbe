/**
 * /saved-searches in another language (issue 26): the words its island takes as a prop. The
 * summaries are built from the words /search already has (categories, colours, countries, genders,
 * sort names and chips' words) and the page's own section; English keeps the island's defaults.
 * Build time only (it reads every language's messages): the island imports its types alone.
 */
import type { Section } from '../i18n/messages/types.ts';
import { langTag, type Locale } from '../i18n/locales.ts';
import { messagesOf } from '../i18n/messages.ts';
import type { CatalogWords } from '../search/facets.ts';
import type { SummaryWords } from './saved-search-query.ts';

export interface SavedSearchesWords {
  locale: Locale;
  page: Section<'savedSearches'>;
  summary: SummaryWords;
  catalog: CatalogWords;
}

/** The summary's words of a language: its /search section's, sort names included, and the page's. */
export function summaryWordsOf(locale: Locale): SummaryWords {
  const { searchPage: s, savedSearches: page } = messagesOf(locale);
  return {
    lang: langTag(locale),
    search: {
      resultsFor: s.resultsFor,
      dealOfTheDay: s.dealOfTheDay,
      allItems: s.allItems,
      men: s.men,
      women: s.women,
      categoryNumber: s.categoryNumber,
      priceRangeNumber: s.priceRangeNumber,
    },
    sorts: { relevance: s.sortRelevance, newest: s.sortNewest, price_asc: s.sortPriceAsc, price_desc: s.sortPriceDesc },
    allPieces: page.allPieces,
    sortedBy: page.sortedBy,
    newCount: page.newCount,
    newCountCapped: page.newCountCapped,
  };
}

export function savedSearchesWordsOf(locale: Locale): SavedSearchesWords {
  const { savedSearches: page, categories, colours, countries, searchPage } = messagesOf(locale);
  return {
    locale,
    page,
    summary: summaryWordsOf(locale),
    catalog: { categories, colours, countries, genders: { M: searchPage.men, W: searchPage.women } },
  };
}
