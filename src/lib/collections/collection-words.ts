/**
 * The words the collection island takes on a page in another language (issue 26's pattern): the page
 * and the edge pass the same, and the island provides them to its parts (src/components/ui/words.tsx).
 */
import type { Locale } from '../i18n/locales.ts';
import { type Sections, sectionsOf } from '../i18n/island-messages.ts';

const COLLECTION_SECTIONS = ['collections', 'productCard', 'pager'] as const;
export type CollectionSections = Sections<(typeof COLLECTION_SECTIONS)[number]>;

export function collectionIslandWords(locale: Locale): { words: CollectionSections } {
  return { words: sectionsOf(locale, COLLECTION_SECTIONS) };
}
