/**
 * The words the collection island takes on a page in another language (issue 26's pattern): the page
 * and the edge pass the same, and the island provides them to its parts (src/components/ui/words.tsx).
 */
import type { Locale } from '../i18n/locales.ts';
import { messagesOf, type Section } from '../i18n/messages.ts';

export interface CollectionSections {
  collections: Section<'collections'>;
  productCard: Section<'productCard'>;
  pager: Section<'pager'>;
}

export function collectionIslandWords(locale: Locale): { words: CollectionSections } {
  const { collections, productCard, pager } = messagesOf(locale);
  return { words: { collections, productCard, pager } };
}
