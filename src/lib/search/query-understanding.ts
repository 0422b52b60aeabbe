/**
 * What a shopper means by her search text: one set of rules for the catalog API's list, the edge's
 * /search, the suggestions as she types and saved searches (they all read text through
 * src/server/catalog/inventory-query.ts, which calls understandQuery).
 *
 * The text becomes an FTS5 MATCH expression, word by word:
 *   - an alias (reference table search_aliases, migration 0046: nicknames 'ysl', everyday words
 *     'handbag', plurals 'scarves', common misspellings 'triumph') adds what it means as an alternative;
 *   - a word the catalog knows (an indexed term, or the start of one) is matched as a prefix, as before;
 *   - words typed apart that the catalog writes as one ('on the go' -> OnTheGo) are joined, and a word
 *     typed joined that the catalog writes as two ('royaloak') is split;
 *   - any other word is corrected to the closest house, model, category, colour or material word within
 *     the typo tolerance (Damerau: a swap of two letters is one typo): none below 4 letters, 1 from 4,
 *     2 from 8. The last word may be a word still being typed, so it is also compared with the start of
 *     each term ('berk' -> Birkin).
 *   - Chinese, written without spaces, is first cut into the aliases it holds ('爱马仕手袋' -> 爱马仕 手袋);
 *   - words that describe every piece in the store ('preloved', '二手': table search_store_words,
 *     migration 0052) are left out, so 'preloved chanel' is a search for Chanel.
 * Only typo corrections are reported (corrected): the page then says 'Showing results for …'.
 * Text wrapped in double quotes is searched exactly as typed: no alias, join, split or correction.
 * Pure, and kept to erasable TypeScript: the benchmark runs it under Node's type stripping.
 */

/** At most this many words of a text search are used. */
export const MAX_QUERY_WORDS = 8;
/** Kinds of search_aliases rows (the table's CHECK lists the same). */
export const ALIAS_KINDS = ['nickname', 'everyday', 'plural', 'spelling', 'numeral'] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];
/** The kind the alias query gives the rows of search_store_words (they have no meaning). */
export const STORE_WORD_KIND = 'store';

/** Columns of inventories_fts whose terms a typo may be corrected to (never the description). */
export const NAME_COLUMNS: readonly string[] = ['brand', 'model', 'tags'];

/** One row of the vocabulary (fts5vocab 'col' of inventories_fts): a term, its column, its documents. */
export interface VocabularyRow {
  term: string;
  col: string;
  doc: number;
}

/** One row of search_aliases: text a shopper types, the catalog's words it means, and its kind. */
export interface AliasRow {
  alias: string;
  meaning: string;
  kind: string;
}

export interface SearchVocabulary {
  /** Every indexed term (any column) and the documents holding it. */
  known: ReadonlyMap<string, number>;
  /** The same terms, sorted, to find the terms a word starts. */
  sorted: readonly string[];
  /** Terms of the name columns and their documents: what corrections, joins and splits may produce. */
  names: ReadonlyMap<string, number>;
  /** What a typo may be corrected to: the name terms with a letter, and the one-word aliases. */
  candidates: readonly { term: string; doc: number }[];
  /** Alias text (folded words joined by one space) -> what it means (folded words). */
  aliases: ReadonlyMap<string, readonly string[]>;
  /** Words of the longest alias or store word. */
  longestAlias: number;
  /** Words that describe every piece in the store (folded words joined by one space): left out of a search. */
  storeWords: ReadonlySet<string>;
  /** House names as shown ('Hermès'), for zero-result suggestions. */
  houses: readonly string[];
  /** The popular searches (search_terms), most popular first. */
  popular: readonly string[];
}

export interface UnderstoodQuery {
  /** FTS5 MATCH expression; null when the text has no word. */
  match: string | null;
  /** The text as searched when a typo was corrected ('birkin' for 'berkin'); null otherwise. */
  corrected: string | null;
}

/** Lower case, accents off (as the index's remove_diacritics), compatibility forms folded. */
export function foldText(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text as the index's unicode61 tokenizer cuts them (letters and digits). */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Longest Chinese alias looked for when cutting a run of Han characters (characters). */
const MAX_HAN_ALIAS = 8;
const HAN_RUN = /^\p{Script=Han}+$/u;

/**
 * A run of Han characters cut into the aliases (and store words) it holds, longest first from the left: Chinese has no
 * spaces between words ('爱马仕手袋' -> ['爱马仕', '手袋']). Characters no alias starts stay together
 * as one word, as typed. Any other word, or a run that is itself an alias, comes back whole.
 */
export function segmentHan(word: string, isWord: (piece: string) => boolean): string[] {
  if (!HAN_RUN.test(word) || isWord(word)) return [word];
  const characters = Array.from(word);
  const parts: string[] = [];
  let unknown = '';
  for (let i = 0; i < characters.length; ) {
    let size = Math.min(MAX_HAN_ALIAS, characters.length - i);
    while (size >= 1 && !isWord(characters.slice(i, i + size).join(''))) size -= 1;
    if (size === 0) {
      unknown += characters[i] ?? '';
      i += 1;
      continue;
    }
    if (unknown) parts.push(unknown);
    unknown = '';
    parts.push(characters.slice(i, i + size).join(''));
    i += size;
  }
  if (unknown) parts.push(unknown);
  return parts;
}

/** Typos allowed in a word of this many letters (Algolia's thresholds): 0 below 4, 1 from 4, 2 from 8. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * Damerau distance (optimal string alignment: insert, delete, substitute, swap two neighbours), or
 * max + 1 as soon as it must exceed max.
 */
export function damerau(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The vocabulary from the index's terms, the alias table, the houses and the popular searches. */
export function buildVocabulary(
  rows: readonly VocabularyRow[],
  aliases: readonly AliasRow[],
  houses: readonly string[],
  popular: readonly string[],
): SearchVocabulary {
  const known = new Map<string, number>();
  const names = new Map<string, number>();
  for (const row of rows) {
    const term = foldText(row.term);
    known.set(term, (known.get(term) ?? 0) + row.doc);
    if (NAME_COLUMNS.includes(row.col)) names.set(term, Math.max(names.get(term) ?? 0, row.doc));
  }
  const aliasMap = new Map<string, string[]>();
  const storeWords = new Set<string>();
  let longestAlias = 1;
  for (const row of aliases) {
    const words = wordsOf(row.alias);
    if (row.kind === STORE_WORD_KIND) {
      if (words.length) storeWords.add(words.join(' '));
      longestAlias = Math.max(longestAlias, words.length);
      continue;
    }
    const meaning = wordsOf(row.meaning).join(' ');
    if (!words.length || !meaning) continue;
    const key = words.join(' ');
    const meanings = aliasMap.get(key) ?? [];
    if (!meanings.includes(meaning)) meanings.push(meaning);
    aliasMap.set(key, meanings);
    longestAlias = Math.max(longestAlias, words.length);
  }
  const candidates = [
    ...[...names].filter(([term]) => /\p{L}/u.test(term)).map(([term, doc]) => ({ term, doc })),
    // An alias is what shoppers type, so it wins a tie with a catalog word.
    ...[...aliasMap.keys()].filter((alias) => !alias.includes(' ')).map((term) => ({ term, doc: Number.MAX_SAFE_INTEGER })),
  ];
  return {
    known,
    sorted: [...known.keys()].sort(),
    names,
    candidates,
    aliases: aliasMap,
    longestAlias,
    storeWords,
    houses: [...houses],
    popular: [...popular],
  };
}

/** Whether some indexed term starts with the word (binary search on the sorted terms). */
export function startsSomeTerm(vocabulary: SearchVocabulary, word: string): boolean {
  const sorted = vocabulary.sorted;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return (sorted[low] ?? '').startsWith(word);
}

/** One alternative of a word group: words matched as a phrase, the last as a prefix when `prefix`. */
interface Alternative {
  words: string[];
  prefix: boolean;
}

const quoted = (alternative: Alternative): string => `"${alternative.words.join(' ')}"${alternative.prefix ? '*' : ''}`;

function renderGroup(alternatives: readonly Alternative[]): string {
  const unique = [...new Map(alternatives.map((alternative) => [quoted(alternative), alternative])).keys()];
  return unique.length === 1 ? (unique[0] ?? '') : `(${unique.join(' OR ')})`;
}

/** The closest name term within the typo budget, or null. Prefix: also compared with terms' starts. */
export function closestName(vocabulary: SearchVocabulary, word: string, prefix: boolean): string | null {
  const budget = typoBudget(word.length);
  if (budget === 0) return null;
  const best = { term: '', score: Number.POSITIVE_INFINITY, doc: 0 };
  const consider = (term: string, doc: number) => {
    let distance = damerau(word, term, budget);
    let start = 0;
    if (distance > budget && prefix && term.length > word.length) {
      distance = damerau(word, term.slice(0, word.length), budget);
      start = 1;
    }
    if (distance > budget) return;
    // Fewer typos first, then a whole word over a start, then the same first letter, then the commoner.
    const score = distance * 4 + start * 2 + (term[0] === word[0] ? 0 : 1);
    if (score < best.score || (score === best.score && doc > best.doc)) Object.assign(best, { term, score, doc });
  };
  for (const candidate of vocabulary.candidates) {
    // Too short to be within the budget, even as a start: no distance to compute.
    if (candidate.term.length < word.length - budget || (!prefix && candidate.term.length > word.length + budget)) continue;
    consider(candidate.term, candidate.doc);
  }
  return best.term === '' ? null : best.term;
}

/** The word cut in two name terms ('royaloak' -> royal oak), or null. */
function splitWord(vocabulary: SearchVocabulary, word: string): [string, string] | null {
  for (let at = 2; at <= word.length - 2; at += 1) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (vocabulary.names.has(head) && vocabulary.names.has(tail)) return [head, tail];
  }
  return null;
}

function aliasGroup(typed: string[], meanings: readonly string[]): Alternative[] {
  // The text itself still counts ('lv' is in 'LV Trainer'); a short one only as a whole word ('ap').
  const last = typed[typed.length - 1] ?? '';
  return [{ words: typed, prefix: last.length >= 4 }, ...meanings.map((meaning) => ({ words: meaning.split(' '), prefix: false }))];
}

/** How many words from `start` make the longest phrase (at most `longest` words) that `has` knows; 0 for none. */
function longestPhraseAt(words: readonly string[], start: number, longest: number, has: (text: string) => boolean): number {
  for (let size = Math.min(longest, words.length - start); size >= 1; size -= 1) {
    if (has(words.slice(start, start + size).join(' '))) return size;
  }
  return 0;
}

/** The shopper's text as an FTS5 expression, with what was corrected (see the module comment). */
export function understandQuery(text: string, vocabulary: SearchVocabulary | null): UnderstoodQuery {
  const trimmed = text.trim();
  const exact = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  if (!vocabulary || exact) {
    // Word by word as typed, each a prefix (FTS5 folds the accents itself).
    const typed = [
      ...new Set(
        trimmed
          .normalize('NFKC')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? [],
      ),
    ].slice(0, MAX_QUERY_WORDS);
    return { match: typed.length ? typed.map((word) => `"${word}"*`).join(' ') : null, corrected: null };
  }
  const isWord = (piece: string) => vocabulary.aliases.has(piece) || vocabulary.storeWords.has(piece);
  const words = [...new Set(wordsOf(trimmed).flatMap((word) => segmentHan(word, isWord)))].slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { match: null, corrected: null };
  const groups: string[] = [];
  const shown: string[] = [];
  // Each group in the catalog's own words, for the word-order bonus; null for one of several meanings.
  const phrase: (string | null)[] = [];
  const soleMeaning = (meanings: readonly string[]) => (meanings.length === 1 ? (meanings[0] ?? null) : null);
  let corrected = false;
  for (let i = 0; i < words.length; ) {
    // A word every piece in the store answers to ('preloved', '二手') adds nothing: left out.
    const storeWord = longestPhraseAt(words, i, vocabulary.longestAlias, (text) => vocabulary.storeWords.has(text));
    if (storeWord) {
      i += storeWord;
      continue;
    }
    // Aliases of several words first, longest first ('wallet on chain' before 'wallet').
    let consumed = longestPhraseAt(words, i, vocabulary.longestAlias, (text) => vocabulary.aliases.has(text));
    if (consumed) {
      const typed = words.slice(i, i + consumed);
      const meanings = vocabulary.aliases.get(typed.join(' ')) ?? [];
      groups.push(renderGroup(aliasGroup(typed, meanings)));
      shown.push(...typed);
      phrase.push(soleMeaning(meanings));
    }
    // Words typed apart that the catalog writes as one: 'on the go' -> onthego.
    for (let size = Math.min(3, words.length - i); size >= 2 && !consumed; size -= 1) {
      const joined = words.slice(i, i + size).join('');
      if (joined.length >= 5 && vocabulary.names.has(joined)) {
        groups.push(renderGroup([{ words: [joined], prefix: true }]));
        shown.push(...words.slice(i, i + size));
        phrase.push(joined);
        consumed = size;
      }
    }
    if (consumed) {
      i += consumed;
      continue;
    }
    const word = words[i] ?? '';
    const isLast = i === words.length - 1;
    i += 1;
    if (vocabulary.known.has(word) || startsSomeTerm(vocabulary, word)) {
      groups.push(renderGroup([{ words: [word], prefix: true }]));
      shown.push(word);
      phrase.push(word);
      continue;
    }
    const split = splitWord(vocabulary, word);
    if (split) {
      groups.push(renderGroup([{ words: split, prefix: true }]));
      shown.push(word);
      phrase.push(split.join(' '));
      continue;
    }
    const closest = closestName(vocabulary, word, isLast);
    if (closest !== null) {
      corrected = true;
      shown.push(closest);
      const meanings = vocabulary.aliases.get(closest);
      groups.push(renderGroup(meanings ? aliasGroup([closest], meanings) : [{ words: [closest], prefix: true }]));
      phrase.push(meanings ? soleMeaning(meanings) : closest);
      continue;
    }
    // Nothing close: the word as typed (a search that then finds nothing offers suggestions).
    groups.push(renderGroup([{ words: [word], prefix: true }]));
    shown.push(word);
    phrase.push(word);
  }
  // Words typed in the catalog's order count more (best match): 'classic flap' ranks Classic Flap above
  // Classic Long Flap Wallet, also when a word was a nickname or a correction ('channel classic flap').
  // The extra phrase is OR-ed with a group every match already has, so it changes the order (BM25
  // scores each phrase) and never what matches.
  const ordered = phrase.every((words) => words !== null) ? phrase.join(' ').trim() : '';
  if (groups.length >= 2 && ordered.includes(' ')) groups.push(`("${ordered}"* OR ${groups[0]})`);
  // Only store words ('preloved'): every piece answers, as a search with no text.
  return { match: groups.length ? groups.join(' AND ') : null, corrected: corrected ? shown.join(' ') : null };
}

/** How far a word is from a name, allowing more than a correction would (suggestions only). */
function looseDistance(word: string, name: string): number {
  const max = Math.max(2, Math.floor(word.length / 2));
  const whole = damerau(word, name, max);
  const start = name.length > word.length ? damerau(word, name.slice(0, word.length), max) : max + 1;
  return Math.min(whole, start + 0.5);
}

/**
 * For a search that found nothing: the closest houses and model words to what was typed (at most
 * `limit`, closest first), shown as the page's suggestions next to the popular searches.
 */
export function closestNames(text: string, vocabulary: SearchVocabulary, limit = 6): string[] {
  const words = wordsOf(text)
    .filter((word) => word.length >= 3)
    .slice(0, MAX_QUERY_WORDS);
  if (!words.length) return [];
  const scored = new Map<string, number>();
  const keep = (label: string, distance: number) => {
    const before = scored.get(label);
    if (before === undefined || distance < before) scored.set(label, distance);
  };
  for (const house of vocabulary.houses) {
    const houseWords = wordsOf(house);
    for (const word of words) {
      const max = Math.max(2, Math.floor(word.length / 2));
      const distance = Math.min(
        looseDistance(word, houseWords.join('')),
        ...houseWords.map((part) => (part.length >= 3 ? looseDistance(word, part) : max + 1)),
      );
      if (distance <= max) keep(house, distance);
    }
  }
  for (const [term, doc] of vocabulary.names) {
    if (term.length < 4 || !/^\p{L}+$/u.test(term) || doc < 1) continue;
    for (const word of words) {
      const distance = looseDistance(word, term);
      if (distance <= Math.max(2, Math.floor(word.length / 2)) && distance > 0) keep(term.charAt(0).toUpperCase() + term.slice(1), distance + 0.25);
    }
  }
  const houseKeys = new Set(vocabulary.houses.flatMap((house) => wordsOf(house)));
  return [...scored.entries()]
    .filter(([label]) => vocabulary.houses.includes(label) || !houseKeys.has(foldText(label)))
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([label]) => label);
}
