/**
 * The words of the record pages the profile opens (an order, a consignment, the consigned piece) in
 * one language (issue 26). Pure. The `accountRecord` section, the status words and the few other
 * `profile` words these pages share with the profile's lists (one source each), and, on a localized
 * page, the catalog's condition grades, categories and colours to translate the record's own.
 */
import type { Messages, Section } from '../i18n/messages/types.ts';
import { STATUS_WORD_KEYS, type ProfileWords, type StatusWords } from './status-words.ts';
import type { RecordWords } from './timeline.ts';

const SHARED_PROFILE_KEYS = ['errorTitle', 'tryAgain', 'order', 'consignment', 'pieceOne', 'pieceMany', 'tabPurchases', 'tabConsignments', 'soldFor'] as const;

export type RecordProfileWords = StatusWords & Pick<ProfileWords, (typeof SHARED_PROFILE_KEYS)[number]>;

export interface RecordPageWords {
  record: RecordWords;
  status: RecordProfileWords;
  /** Absent on English pages: the record's grade and category then show as sent, which is English. */
  conditions?: Section<'conditions'>;
  categories?: Section<'categories'>;
  /** By the English name the record carries ('Blue'; the `colours` section is keyed by the catalog's id). */
  colours?: Readonly<Record<string, string>>;
}

/**
 * A localized page's words, only those its islands read (they are serialized into the page).
 * `english`: English's messages, whose colour names the records carry.
 */
export function recordPageWords(messages: Messages, english: Messages): RecordPageWords {
  const status = Object.fromEntries([...STATUS_WORD_KEYS, ...SHARED_PROFILE_KEYS].map((key) => [key, messages.profile[key]])) as RecordProfileWords;
  const colours = Object.fromEntries(Object.entries(english.colours).map(([id, name]) => [name, messages.colours[id as keyof Messages['colours']]]));
  return { record: messages.accountRecord, status, conditions: messages.conditions, categories: messages.categories, colours };
}

/** A store word of the catalog (a grade, a category) in the page's language; one it does not know, as sent. */
export function storeWord(words: Readonly<Record<string, string>> | undefined, value: string): string {
  return words && Object.hasOwn(words, value) ? (words[value] ?? value) : value;
}
