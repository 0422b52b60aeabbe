/** The words the collection island takes on a page in another language (issue 26's pattern): the page and the edge pass the same. */
import type { Locale } from '../i18n/locales.ts';
import { messagesOf, type Section } from '../i18n/messages.ts';

export interface CollectionIslandWords {
  words: Section<'collections'>;
  card: Section<'productCard'>;
  pager: { previous: string; next: string; previousPage: string; nextPage: string; pageNumber: string };
}

export function collectionIslandWords(locale: Locale): CollectionIslandWords {
  const { collections, productCard, searchPage } = messagesOf(locale);
  const { previous, next, previousPage, nextPage, pageNumber } = searchPage;
  return { words: collections, card: productCard, pager: { previous, next, previousPage, nextPage, pageNumber } };
}
