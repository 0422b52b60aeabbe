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
 *   - where the text names a house ('rolex dayjust'), a word is first corrected against that house's
 *     model words (reference table model_lines) with one typo more than elsewhere ('dayjust' -> Datejust).
 * Typo corrections are reported (corrected): the page then says 'Showing results for …'.
 * No search ends empty while some word can match (Meilisearch's matching strategy, Algolia's
 * removeWordsIfNoResults): a word the catalog holds nothing for is left out at once, and the looser
 * searches (fallbacks) each leave out one more word, the one that finds least first (the later one of
 * equals); the catalog API takes the first that finds something. What was left out is reported (dropped).
 * Text wrapped in double quotes is searched exactly as typed: no alias, join, split, correction or drop.
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

/** One model line of a house (model_lines joined to brands): 'Rolex', 'Datejust'. */
export interface HouseModelRow {
  house: string;
  model: string;
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
  /** A house's words (folded, joined by one space: 'louis vuitton') -> the indexed words of its model lines. */
  houseModels: ReadonlyMap<string, readonly { term: string; doc: number }[]>;
}

export interface UnderstoodQuery {
  /** FTS5 MATCH expression; null when the text has no word. */
  match: string | null;
  /**
   * The same without the word-order bonus (which only orders): what must match, for counts and checks.
   * Equal to match when there is no bonus.
   */
  required: string | null;
  /** At most how many items the text can match (from the index's own counts): tells a broad search. */
  documents: number;
  /** The words in the typed order as one FTS5 phrase (the word-order bonus), or null. */
  bonus: string | null;
  /** The text as searched when a typo was corrected ('birkin' for 'berkin'); null otherwise. */
  corrected: string | null;
  /** Words as typed that were left out because the catalog holds nothing they could match. */
  dropped: string[];
  /** The text as searched when words were dropped ('hermes kelly'); null otherwise. */
  searched: string | null;
  /** Looser searches, in the order to try them when this one finds nothing: each leaves out one more word. */
  fallbacks: QueryFallback[];
}

/** A looser search: its FTS5 expression, every word it leaves out (as typed, typed order) and its text. */
export interface QueryFallback {
  match: string;
  required: string;
  documents: number;
  bonus: string | null;
  dropped: string[];
  searched: string;
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
  houseModels: readonly HouseModelRow[] = [],
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
  const modelsOf = new Map<string, Map<string, number>>();
  for (const row of houseModels) {
    const house = wordsOf(row.house).join(' ');
    if (!house) continue;
    const terms = modelsOf.get(house) ?? new Map<string, number>();
    for (const term of wordsOf(row.model)) {
      // Only words the index holds (a line with no piece listed finds nothing) and that have a letter.
      const doc = names.get(term);
      if (doc !== undefined && /\p{L}/u.test(term)) terms.set(term, doc);
    }
    modelsOf.set(house, terms);
  }
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
    houseModels: new Map([...modelsOf].map(([house, terms]) => [house, [...terms].map(([term, doc]) => ({ term, doc }))])),
  };
}

/** The index of the first sorted term not below `word` (binary search): where the terms it starts begin. */
function firstTermFrom(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether some indexed term starts with the word. */
export function startsSomeTerm(vocabulary: SearchVocabulary, word: string): boolean {
  return (vocabulary.sorted[firstTermFrom(vocabulary.sorted, word)] ?? '').startsWith(word);
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

/** The closest of the candidates within `budget` typos, or null. Prefix: also compared with terms' starts. */
function closestIn(candidates: readonly { term: string; doc: number }[], word: string, prefix: boolean, budget: number): string | null {
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
  for (const candidate of candidates) {
    // Too short to be within the budget, even as a start: no distance to compute.
    if (candidate.term.length < word.length - budget || (!prefix && candidate.term.length > word.length + budget)) continue;
    consider(candidate.term, candidate.doc);
  }
  return best.term === '' ? null : best.term;
}

/** The closest name term within the typo budget, or null. Prefix: also compared with terms' starts. */
export function closestName(vocabulary: SearchVocabulary, word: string, prefix: boolean): string | null {
  return closestIn(vocabulary.candidates, word, prefix, typoBudget(word.length));
}

/**
 * The closest model word of the houses the text names, with one typo more than closestName allows
 * (the house narrows the candidates: 'rolex dayjust' -> datejust); null when none is that close or the
 * word is too short to be corrected at all.
 */
export function closestHouseModel(vocabulary: SearchVocabulary, houses: readonly string[], word: string, prefix: boolean): string | null {
  const budget = typoBudget(word.length);
  if (budget === 0 || !houses.length) return null;
  return closestIn(
    houses.flatMap((house) => vocabulary.houseModels.get(house) ?? []),
    word,
    prefix,
    budget + 1,
  );
}

/** The houses the words name, directly or through an alias ('lv' -> louis vuitton), as houseModels keys. */
export function housesNamed(vocabulary: SearchVocabulary, words: readonly string[]): string[] {
  const tokens = new Set(words);
  const text = ` ${words.join(' ')} `;
  for (const [alias, meanings] of vocabulary.aliases) {
    if (!text.includes(` ${alias} `)) continue;
    for (const meaning of meanings) for (const word of meaning.split(' ')) tokens.add(word);
  }
  return [...vocabulary.houseModels.keys()].filter((house) => house.split(' ').every((word) => tokens.has(word)));
}

/** How many items an indexed word (or, as a prefix, the words it starts) is in: an upper bound, 0 for none. */
export function wordDocuments(vocabulary: SearchVocabulary, word: string, prefix: boolean): number {
  if (!prefix) return vocabulary.known.get(word) ?? 0;
  const sorted = vocabulary.sorted;
  const low = firstTermFrom(sorted, word);
  let total = 0;
  // A short start may begin thousands of terms: past a few hundred, the estimate is large enough.
  for (let i = low, seen = 0; i < sorted.length && seen < 500; i += 1, seen += 1) {
    const term = sorted[i] ?? '';
    if (!term.startsWith(word)) break;
    total += vocabulary.known.get(term) ?? 0;
  }
  return total;
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

/** One word group of a search: what was typed, what is searched, and the alternatives that match it. */
interface WordGroup {
  typed: string[];
  shown: string[];
  alternatives: Alternative[];
  /** The group in the catalog's own words, for the word-order bonus; null for one of several meanings. */
  phrase: string | null;
  corrected: boolean;
  /** How many items the group can match at most (0: none). */
  documents: number;
}

function groupDocuments(vocabulary: SearchVocabulary, alternatives: readonly Alternative[]): number {
  let total = 0;
  for (const alternative of alternatives) {
    const last = alternative.words.length - 1;
    total += Math.min(...alternative.words.map((word, at) => wordDocuments(vocabulary, word, alternative.prefix && at === last)));
  }
  return total;
}

/** The words of the groups in the typed order as one phrase ('"chanel classic flap"*'), when there are several; else null. */
function orderedPhrase(groups: readonly WordGroup[]): string | null {
  const ordered = groups.every((group) => group.phrase !== null)
    ? groups
        .map((group) => group.phrase)
        .join(' ')
        .trim()
    : '';
  return groups.length >= 2 && ordered.includes(' ') ? `"${ordered}"*` : null;
}

/** The groups as one FTS5 expression: every group must match, plus (when `bonus`) the word-order bonus. */
function renderMatch(groups: readonly WordGroup[], bonus = true): string | null {
  if (!groups.length) return null;
  const rendered = groups.map((group) => renderGroup(group.alternatives));
  if (!bonus) return rendered.join(' AND ');
  // Words typed in the catalog's order count more (best match): 'classic flap' ranks Classic Flap above
  // Classic Long Flap Wallet, also when a word was a nickname or a correction ('channel classic flap').
  // The extra phrase is OR-ed with a group every match already has, so it changes the order (BM25
  // scores each phrase) and never what matches.
  const ordered = orderedPhrase(groups);
  if (ordered !== null) rendered.push(`(${ordered} OR ${rendered[0]})`);
  return rendered.join(' AND ');
}

/** At most how many items all the groups match together: the fewest of any one group. */
const documentsOf = (groups: readonly WordGroup[]): number => (groups.length ? Math.min(...groups.map((group) => group.documents)) : 0);
const searchedText = (groups: readonly WordGroup[]): string => groups.flatMap((group) => group.shown).join(' ');
const correctedText = (groups: readonly WordGroup[]): string | null => (groups.some((group) => group.corrected) ? searchedText(groups) : null);
const typedWords = (all: readonly WordGroup[], left: ReadonlySet<WordGroup>): string[] =>
  all.filter((group) => left.has(group)).flatMap((group) => group.typed);

/** The shopper's text as an FTS5 expression, with what was corrected and dropped (see the module comment). */
export function understandQuery(text: string, vocabulary: SearchVocabulary | null): UnderstoodQuery {
  const trimmed = text.trim();
  const exact = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const none = { documents: 0, bonus: null, dropped: [], searched: null, fallbacks: [] };
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
    const match = typed.length ? typed.map((word) => `"${word}"*`).join(' ') : null;
    return { match, required: match, corrected: null, ...none };
  }
  const isWord = (piece: string) => vocabulary.aliases.has(piece) || vocabulary.storeWords.has(piece);
  const words = [...new Set(wordsOf(trimmed).flatMap((word) => segmentHan(word, isWord)))].slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { match: null, required: null, corrected: null, ...none };
  const houses = housesNamed(vocabulary, words);
  const groups: WordGroup[] = [];
  const add = (typed: string[], shown: string[], alternatives: Alternative[], phrase: string | null, corrected = false) =>
    groups.push({ typed, shown, alternatives, phrase, corrected, documents: groupDocuments(vocabulary, alternatives) });
  const soleMeaning = (meanings: readonly string[]) => (meanings.length === 1 ? (meanings[0] ?? null) : null);
  for (let i = 0; i < words.length; ) {
    // A word every piece in the store answers to ('preloved', '二手') adds nothing: left out.
    const storeWord = longestPhraseAt(words, i, vocabulary.longestAlias, (phrase) => vocabulary.storeWords.has(phrase));
    if (storeWord) {
      i += storeWord;
      continue;
    }
    // Aliases of several words first, longest first ('wallet on chain' before 'wallet').
    let consumed = longestPhraseAt(words, i, vocabulary.longestAlias, (phrase) => vocabulary.aliases.has(phrase));
    if (consumed) {
      const typed = words.slice(i, i + consumed);
      const meanings = vocabulary.aliases.get(typed.join(' ')) ?? [];
      add(typed, typed, aliasGroup(typed, meanings), soleMeaning(meanings));
    }
    // Words typed apart that the catalog writes as one: 'on the go' -> onthego.
    for (let size = Math.min(3, words.length - i); size >= 2 && !consumed; size -= 1) {
      const joined = words.slice(i, i + size).join('');
      if (joined.length >= 5 && vocabulary.names.has(joined)) {
        const typed = words.slice(i, i + size);
        add(typed, typed, [{ words: [joined], prefix: true }], joined);
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
      add([word], [word], [{ words: [word], prefix: true }], word);
      continue;
    }
    const split = splitWord(vocabulary, word);
    if (split) {
      add([word], [word], [{ words: split, prefix: true }], split.join(' '));
      continue;
    }
    // A house named narrows the candidates, so its model words may be one typo further away.
    const closest = closestHouseModel(vocabulary, houses, word, isLast) ?? closestName(vocabulary, word, isLast);
    if (closest !== null) {
      const meanings = vocabulary.aliases.get(closest);
      add(
        [word],
        [closest],
        meanings ? aliasGroup([closest], meanings) : [{ words: [closest], prefix: true }],
        meanings ? soleMeaning(meanings) : closest,
        true,
      );
      continue;
    }
    // Nothing close: the word as typed (dropped below when another word can match).
    add([word], [word], [{ words: [word], prefix: true }], word);
  }
  // A word the catalog holds nothing for would empty the search: left out while another word can match.
  const hopeless = !groups.some((group) => group.documents > 0);
  const kept = hopeless ? groups : groups.filter((group) => group.documents > 0);
  const droppedAtOnce = groups.filter((group) => !kept.includes(group));
  // Then, should the words together still find nothing, the word that finds least goes first (the later of equals).
  const order = [...kept].sort((a, b) => a.documents - b.documents || kept.indexOf(b) - kept.indexOf(a));
  const fallbacks: QueryFallback[] = [];
  const fallback = (rest: readonly WordGroup[]) => {
    const left = new Set(groups.filter((group) => !rest.includes(group)));
    fallbacks.push({
      match: renderMatch(rest) ?? '',
      required: renderMatch(rest, false) ?? '',
      documents: documentsOf(rest),
      bonus: orderedPhrase(rest),
      dropped: typedWords(groups, left),
      searched: searchedText(rest),
      corrected: correctedText(rest),
    });
  };
  for (let count = 1; count < kept.length && !hopeless; count += 1) fallback(kept.filter((group) => !order.slice(0, count).includes(group)));
  // Last, each other word alone, the more items it finds the sooner: the shopper's other filters may
  // rule out the word the order kept ('rolex birkin' with brand=Hermès keeps birkin).
  const last = order[order.length - 1];
  if (kept.length >= 2 && !hopeless) for (const group of [...order].reverse()) if (group !== last) fallback([group]);
  const dropped = typedWords(groups, new Set(droppedAtOnce));
  // Only store words ('preloved'): every piece answers, as a search with no text.
  return {
    match: renderMatch(kept),
    required: renderMatch(kept, false),
    documents: hopeless ? 0 : documentsOf(kept),
    bonus: orderedPhrase(kept),
    corrected: correctedText(kept),
    dropped,
    searched: dropped.length ? searchedText(kept) : null,
    fallbacks,
  };
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
