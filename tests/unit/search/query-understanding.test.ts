import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  closestNames,
  damerau,
  segmentHan,
  startsSomeTerm,
  typoBudget,
  understandQuery,
  type VocabularyRow,
} from '../../../src/lib/search/query-understanding.ts';

const names = (col: string, text: string, doc = 5): VocabularyRow[] => text.split(' ').map((term) => ({ term, col, doc }));
const rows: VocabularyRow[] = [
  ...names('brand', 'hermes chanel rolex louis vuitton audemars piguet saint laurent bulgari goyard tudor celine'),
  ...names('model', 'birkin kelly classic flap wallet on chain datejust royal oak garden party onthego artois triomphe black bay gmt master ii tote bags'),
  ...names('tags', 'bags red black watches'),
  ...names('description', 'note bed lovely'),
];
const vocabulary = buildVocabulary(
  rows,
  [
    { alias: 'ysl', meaning: 'saint laurent', kind: 'nickname' },
    { alias: 'woc', meaning: 'wallet on chain', kind: 'nickname' },
    { alias: 'handbag', meaning: 'bags', kind: 'everyday' },
    { alias: '2', meaning: 'ii', kind: 'numeral' },
    { alias: 'triumph', meaning: 'triomphe', kind: 'spelling' },
    { alias: 'wallet on a chain', meaning: 'wallet on chain', kind: 'nickname' },
    { alias: 'channel', meaning: 'chanel', kind: 'spelling' },
    // The other storefront languages (migration 0051)
    { alias: '爱马仕', meaning: 'hermes', kind: 'nickname' },
    { alias: '愛馬仕', meaning: 'hermes', kind: 'nickname' },
    { alias: '手袋', meaning: 'bags', kind: 'everyday' },
    { alias: '包', meaning: 'bags', kind: 'everyday' },
    { alias: '包包', meaning: 'bags', kind: 'everyday' },
    { alias: '鉑金包', meaning: 'birkin', kind: 'nickname' },
    { alias: 'beg tangan', meaning: 'bags', kind: 'everyday' },
    { alias: 'beg', meaning: 'bags', kind: 'everyday' },
    { alias: 'hitam', meaning: 'black', kind: 'everyday' },
    // Words every piece answers to (search_store_words, migration 0052)
    { alias: 'preloved', meaning: '', kind: 'store' },
    { alias: 'pre owned', meaning: '', kind: 'store' },
    { alias: '二手', meaning: '', kind: 'store' },
  ],
  ['Hermès', 'Chanel', 'Rolex', 'Louis Vuitton'],
  ['black bag', 'kelly'],
);

describe('damerau and the typo budget', () => {
  it.each([
    ['berkin', 'birkin', 1],
    ['artios', 'artois', 1],
    ['rollex', 'rolex', 1],
    ['kelly', 'kelly', 0],
    ['abc', 'xyz', 3],
    ['ca', 'ac', 1],
  ])('%s ~ %s = %i', (a, b, distance) => {
    expect(damerau(a, b, 5)).toBe(distance);
  });
  it('stops past the limit', () => {
    expect(damerau('aaaaaaaa', 'bbbbbbbb', 2)).toBe(3);
  });
  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 2],
  ])('%i letters allow %i', (length, typos) => {
    expect(typoBudget(length)).toBe(typos);
  });
});

describe('segmentHan', () => {
  it.each([
    ['爱马仕', ['爱马仕']],
    ['愛馬仕手袋', ['愛馬仕', '手袋']],
    // Longest first: 包包 is one alias, not 包 twice.
    ['包包', ['包包']],
    ['愛馬仕包包', ['愛馬仕', '包包']],
    // Characters no alias starts stay together, as typed.
    ['二手愛馬仕', ['二手', '愛馬仕']],
    ['愛馬仕二手', ['愛馬仕', '二手']],
    ['二手', ['二手']],
    ['舊愛馬仕', ['舊', '愛馬仕']],
    // Not Han: whole.
    ['hermes', ['hermes']],
    ['beg', ['beg']],
  ])('%s -> %j', (word, parts) => {
    expect(segmentHan(word, (piece) => vocabulary.aliases.has(piece) || vocabulary.storeWords.has(piece))).toEqual(parts);
  });
});

describe('understandQuery', () => {
  it.each([
    // typed, expected match, expected correction
    ['berkin', '"birkin"*', 'birkin'],
    ['hermes berkin', '"hermes"* AND "birkin"* AND ("hermes birkin"* OR "hermes"*)', 'hermes birkin'],
    ['goyard artios', '"goyard"* AND "artois"* AND ("goyard artois"* OR "goyard"*)', 'goyard artois'],
    ['rollex', '"rolex"*', 'rolex'],
    ['red', '"red"*', null],
    ['tote', '"tote"*', null],
    ['bla', '"bla"*', null],
    ['ysl', '("ysl" OR "saint laurent")', null],
    ['chanel woc', '"chanel"* AND ("woc" OR "wallet on chain") AND ("chanel wallet on chain"* OR "chanel"*)', null],
    ['wallet on a chain', '("wallet on a chain"* OR "wallet on chain")', null],
    ['hermes handbag', '"hermes"* AND ("handbag"* OR "bags") AND ("hermes bags"* OR "hermes"*)', null],
    ['gmt master 2', '"gmt"* AND "master"* AND ("2" OR "ii") AND ("gmt master ii"* OR "gmt"*)', null],
    ['celine triumph', '"celine"* AND ("triumph"* OR "triomphe") AND ("celine triomphe"* OR "celine"*)', null],
    // A nickname or spelling row keeps the word-order bonus, in the catalog's words.
    ['channel classic flap', '("channel"* OR "chanel") AND "classic"* AND "flap"* AND ("chanel classic flap"* OR ("channel"* OR "chanel"))', null],
    ['royaloak', '"royal oak"*', null],
    ['gardenparty', '"garden party"*', null],
    ['on the go', '"onthego"*', null],
    ['berk', '"birkin"*', 'birkin'],
    ['qqqqzz', '"qqqqzz"*', null],
    ['Hermès  KELLY', '"hermes"* AND "kelly"* AND ("hermes kelly"* OR "hermes"*)', null],
    // In the store's other languages: Chinese in either script, cut where it has no spaces; Malay words.
    ['爱马仕', '("爱马仕" OR "hermes")', null],
    ['愛馬仕手袋', '("愛馬仕" OR "hermes") AND ("手袋" OR "bags") AND ("hermes bags"* OR ("愛馬仕" OR "hermes"))', null],
    ['愛馬仕鉑金包', '("愛馬仕" OR "hermes") AND ("鉑金包" OR "birkin") AND ("hermes birkin"* OR ("愛馬仕" OR "hermes"))', null],
    ['chanel 包包', '"chanel"* AND ("包包" OR "bags") AND ("chanel bags"* OR "chanel"*)', null],
    // Store words are left out: what is left is the search; only store words search everything.
    ['preloved chanel', '"chanel"*', null],
    ['Pre-owned Hermès Kelly', '"hermes"* AND "kelly"* AND ("hermes kelly"* OR "hermes"*)', null],
    ['二手愛馬仕', '("愛馬仕" OR "hermes")', null],
    ['preloved', null, null],
    ['beg tangan hitam', '("beg tangan"* OR "bags") AND ("hitam"* OR "black") AND ("bags black"* OR ("beg tangan"* OR "bags"))', null],
    // FTS5 syntax stays words; words the catalog holds nothing for are left out (issue 37).
    ['black OR "bag" NEAR(x)', '"black"* AND "bag"* AND ("black bag"* OR "black"*)', null],
  ])('%s', (typed, match, corrected) => {
    const understood = understandQuery(typed, vocabulary);
    expect({ match: understood.match, corrected: understood.corrected }).toEqual({ match, corrected });
  });

  it('searches quoted text exactly as typed', () => {
    expect(understandQuery('"berkin"', vocabulary)).toEqual({
      match: '"berkin"*',
      required: '"berkin"*',
      documents: 0,
      bonus: null,
      corrected: null,
      dropped: [],
      searched: null,
      fallbacks: [],
    });
  });

  it('without a vocabulary, words as typed (the plain rule)', () => {
    const plain = { corrected: null, documents: 0, bonus: null, dropped: [], searched: null, fallbacks: [] };
    expect(understandQuery('Black  Bag', null)).toEqual({ match: '"black"* "bag"*', required: '"black"* "bag"*', ...plain });
    expect(understandQuery('  ', vocabulary)).toEqual({ match: null, required: null, ...plain });
  });

  it('uses at most 8 words', () => {
    const match = understandQuery('a b c d e f g h i j', null).match ?? '';
    expect(match.split(' ')).toHaveLength(8);
  });

  it('knows the start of a term', () => {
    expect(startsSomeTerm(vocabulary, 'birk')).toBe(true);
    expect(startsSomeTerm(vocabulary, 'berk')).toBe(false);
  });
});

describe('closestNames', () => {
  it('offers the closest houses and models for a search that found nothing', () => {
    const found = closestNames('hermxs birkxn', vocabulary);
    expect(found).toContain('Hermès');
    expect(found).toContain('Birkin');
  });
  it('offers nothing for text close to nothing', () => {
    expect(closestNames('zzqxv', vocabulary)).toEqual([]);
  });
});

describe('no search ends empty: words dropped (issue 37)', () => {
  const counted = buildVocabulary(
    [
      ...names('brand', 'hermes', 50),
      ...names('brand', 'rolex', 10),
      ...names('brand', 'chanel', 5),
      ...names('model', 'kelly', 20),
      ...names('model', 'birkin', 30),
      ...names('model', 'datejust', 8),
      ...names('model', 'day date', 4),
      ...names('tags', 'bags', 60),
    ],
    [
      { alias: 'rollie', meaning: 'rolex', kind: 'nickname' },
      { alias: 'handbag', meaning: 'bags', kind: 'everyday' },
    ],
    ['Hermès', 'Rolex', 'Chanel'],
    [],
    [
      { house: 'Rolex', model: 'Datejust 36mm' },
      { house: 'Rolex', model: 'Day-Date 40mm' },
      { house: 'Hermès', model: 'Kelly' },
    ],
  );

  it.each([
    // typed, match, dropped at once, text searched, then each fallback: [dropped, searched]
    [
      'hermes qqzz kelly',
      '"hermes"* AND "kelly"* AND ("hermes kelly"* OR "hermes"*)',
      ['qqzz'],
      'hermes kelly',
      [
        [['qqzz', 'kelly'], 'hermes'],
        [['hermes', 'qqzz'], 'kelly'],
      ],
    ],
    // Every word can match: nothing dropped at once; together they may not, so the rarer goes first.
    // Then each other word alone, for when the shopper's other filters rule out the one kept.
    [
      'rolex birkin',
      '"rolex"* AND "birkin"* AND ("rolex birkin"* OR "rolex"*)',
      [],
      null,
      [
        [['rolex'], 'birkin'],
        [['birkin'], 'rolex'],
      ],
    ],
    // Equal counts: the later word goes first (Meilisearch's 'last').
    [
      'chanel chanel handbag kelly',
      '"chanel"* AND ("handbag"* OR "bags") AND "kelly"* AND ("chanel bags kelly"* OR "chanel"*)',
      [],
      null,
      [
        [['chanel'], 'handbag kelly'],
        [['chanel', 'kelly'], 'handbag'],
        [['chanel', 'handbag'], 'kelly'],
        [['handbag', 'kelly'], 'chanel'],
      ],
    ],
    // Nothing can match at all: nothing to drop (the page offers suggestions).
    ['qqzz xxyy', '"qqzz"* AND "xxyy"* AND ("qqzz xxyy"* OR "qqzz"*)', [], null, []],
    ['kelly', '"kelly"*', [], null, []],
  ])('%s', (typed, match, dropped, searched, fallbacks) => {
    const understood = understandQuery(typed, counted);
    expect(understood.match).toBe(match);
    expect(understood.dropped).toEqual(dropped);
    expect(understood.searched).toBe(searched);
    expect(understood.fallbacks.map((fallback) => [fallback.dropped, fallback.searched])).toEqual(fallbacks);
  });

  it('a fallback is a search of its own, with its word-order bonus', () => {
    expect(understandQuery('hermes qqzz kelly', counted).fallbacks[0]?.match).toBe('"hermes"*');
    // Chanel (5 items) finds least, so it goes first.
    expect(understandQuery('chanel handbag kelly', counted).fallbacks[0]?.match).toBe(
      '("handbag"* OR "bags") AND "kelly"* AND ("bags kelly"* OR ("handbag"* OR "bags"))',
    );
  });

  it('what must match leaves out the word-order bonus; the count bounds a broad search', () => {
    const understood = understandQuery('hermes qqzz kelly', counted);
    expect(understood.required).toBe('"hermes"* AND "kelly"*');
    expect(understood.bonus).toBe('"hermes kelly"*');
    // Kelly (20 items) is the fewest of the two words: at most 20 items match both.
    expect(understood.documents).toBe(20);
    expect(understood.fallbacks[0]).toMatchObject({ required: '"hermes"*', documents: 50 });
  });

  it('quoted text is searched as typed: nothing dropped', () => {
    expect(understandQuery('"hermes qqzz kelly"', counted)).toMatchObject({ match: '"hermes"* "qqzz"* "kelly"*', dropped: [], fallbacks: [] });
  });

  it.each([
    // A house named: its model words are one typo further away (2 typos at 7 letters).
    ['rolex dayjust', '"rolex"* AND "datejust"* AND ("rolex datejust"* OR "rolex"*)', 'rolex datejust'],
    ['rollie dayjust', '("rollie"* OR "rolex") AND "datejust"* AND ("rolex datejust"* OR ("rollie"* OR "rolex"))', 'rollie datejust'],
    // Without a house, 'dayjust' is no word of the catalog and becomes nothing else.
    ['dayjust', '"dayjust"*', null],
    // Another house's models are not candidates: 'kelly' is Hermès', not Rolex's.
    ['rolex kelyy', '"rolex"* AND "kelly"* AND ("rolex kelly"* OR "rolex"*)', 'rolex kelly'],
  ])('house-narrowed correction: %s', (typed, match, corrected) => {
    const understood = understandQuery(typed, counted);
    expect(understood.match).toBe(match);
    expect(understood.corrected).toBe(corrected);
  });
});
