/**
 * Model lines named in a shopper's words (issue 25): which one line a search text names ('birkin 30',
 * 'rolex submariner'), and the lines closest to a request the store has no guide for.
 */
import type { ModelLineOption, ModelLineRef } from '../contract/price-guide.ts';
import { jsonForScript } from '../catalog/html.ts';

/** Lower case, accents off, words of letters and digits ('Hermès' -> ['hermes']). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:[./~'][\p{L}\p{N}]+)*/gu) ?? []
  );
}

const fold = (text: string) => words(text).join(' ');

/**
 * Whether /search's price strip, rendered at the edge for one text in one currency, still speaks of
 * the results on screen: a search of other words in place, or another currency, leaves it behind.
 */
export function stripStillApplies(strip: { text: string; currency: string }, shown: { text: string; currency: string }): boolean {
  return fold(strip.text) === fold(shown.text) && strip.currency === shown.currency;
}

/** The key lines compare on: house, model and size folded. */
export function lineKey(brand: string, model: string, size = ''): string {
  return `${fold(brand)}|${fold(model)}|${fold(size)}`;
}

/**
 * The one line a search text names, with its size when the text gives one of the line's sizes; null
 * when it names none or several. Every word of the text, apart from the house's, must be a word of
 * the line's name or one of its sizes. When several lines take the words ('kelly' fits Kelly and the
 * Kelly Belt), the one whose whole name the text gives wins, if only one does.
 */
export function lineNamedBy(text: string, lines: readonly ModelLineOption[]): ModelLineRef | null {
  const given = words(text);
  if (given.length === 0 || given.length > 8) return null;
  const candidates: { line: ModelLineOption; size: string | null; whole: boolean }[] = [];
  for (const line of lines) {
    const brandWords = new Set(words(line.brand));
    const nameWords = words(line.model);
    const nameSet = new Set(nameWords);
    const sizeOf = new Map(line.sizes.map((size) => [fold(size), size]));
    const rest = given.filter((word) => !brandWords.has(word));
    if (rest.length === 0) continue;
    let size: string | null = null;
    let fits = true;
    let named = 0;
    for (const word of rest) {
      if (nameSet.has(word)) named += 1;
      else if (sizeOf.has(word) && size === null) size = sizeOf.get(word) ?? null;
      else fits = false;
    }
    if (!fits || named === 0) continue;
    candidates.push({ line, size, whole: nameWords.every((word) => rest.includes(word)) });
  }
  const pick =
    candidates.length === 1
      ? candidates[0]
      : (() => {
          const whole = candidates.filter((c) => c.whole);
          return whole.length === 1 ? whole[0] : undefined;
        })();
  return pick ? { brand: pick.line.brand, model: pick.line.model, size: pick.size } : null;
}

/** The line of the list with this house and model (folded), or undefined. */
export function findLine(lines: readonly ModelLineOption[], brand: string, model: string): ModelLineOption | undefined {
  const wanted = lineKey(brand, model);
  return lines.find((line) => lineKey(line.brand, line.model) === wanted);
}

/** Levenshtein distance: the fewest single-letter edits from one word to the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Up to `limit` lines nearest a request: same house first, then those sharing most words with the
 * model asked for (a word shares when it starts with the one asked, or is one or two letters off it), then by name.
 */
export function closestLines(lines: readonly ModelLineOption[], brand: string, model: string, limit = 4): ModelLineOption[] {
  const brandKey = fold(brand);
  const asked = new Set(words(model));
  const near = (word: string, a: string) =>
    word === a || (a.length >= 3 && word.startsWith(a)) || (a.length >= 4 && editDistance(word, a) <= (a.length >= 7 ? 2 : 1));
  const score = (line: ModelLineOption) => {
    const shared = words(line.model).filter((word) => [...asked].some((a) => near(word, a))).length;
    return (fold(line.brand) === brandKey ? 10 : 0) + shared * 3;
  };
  return [...lines]
    .map((line) => ({ line, score: score(line) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.line.model.localeCompare(b.line.model))
    .slice(0, limit)
    .map((entry) => entry.line);
}

export const SELL_PATH = '/sell';

/** The /sell address of a line's estimate: a URL a consignor can share. */
export function sellHref(line: { brand: string; model: string; size?: string | null; material?: string | null; condition?: string | null }): string {
  const params = new URLSearchParams({ brand: line.brand, model: line.model });
  if (line.size) params.set('size', line.size);
  if (line.material) params.set('material', line.material);
  if (line.condition) params.set('condition', line.condition);
  return `${SELL_PATH}?${params}`;
}

/** The id of /sell's JSON block of lines, which its script narrows the choices from. */
export const SELL_LINES_ID = 'sell-lines';

/** A line as /sell's script reads it: [house, model, sizes, materials]. */
export type SellLine = [brand: string, model: string, sizes: string[], materials: string[]];

/** The lines for /sell's script, as JSON safe inside a <script> element. */
export function sellLinesJson(lines: readonly ModelLineOption[]): string {
  const rows: SellLine[] = lines.map((l) => [l.brand, l.model, l.sizes, l.materials]);
  return jsonForScript(rows);
}
