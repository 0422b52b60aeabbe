/**
 * The display typeface (Cormorant Garamond) as `npm run fonts` (fonts.ts) makes it (issue 22): which
 * characters its subset carries, and the rules that read a font's tables and write the metric-matched
 * fallback face. Pure: no I/O. The weights, which the pages' face declaration shares, are in
 * src/lib/config/display-font.ts.
 */

import { KNOWN_CURRENCIES } from '../lib/config/shopper-prefs-cookie.ts';

const range = (from: number, to: number): string => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * Characters a later language adds (Malay is written in the Latin letters already here; Chinese is
 * drawn by the system's CJK font, as Cormorant Garamond has no CJK glyphs). Add them here and run
 * `npm run fonts` again.
 */
export const DISPLAY_FONT_EXTRA_TEXT = '';

/**
 * What the subset carries: Basic Latin, Latin-1 (accented house names: Hermès, Céline, Chloé; £ ¥ ©
 * ® ° × ÷), Œ œ, typographic
 * punctuation (dashes, curly quotes, ellipsis, bullets, guillemets), € ™ − and every currency symbol
 * the store shows.
 */
export const DISPLAY_FONT_TEXT = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  'Œœˆ˜',
  '–—‘’‚“”„•…′″‹›⁄',
  '€™−',
  ...KNOWN_CURRENCIES.map((currency) => currency.symbol),
  DISPLAY_FONT_EXTRA_TEXT,
].join('');

/** The few table values the fallback face is computed from. */
export interface FontMetrics {
  unitsPerEm: number;
  /** hhea ascender and descender (descender negative) and line gap, in font units. */
  ascender: number;
  descender: number;
  lineGap: number;
  /** Average advance of English text (letter frequencies below), in font units. */
  averageWidth: number;
  codePoints: Set<number>;
}

/** Relative frequency of the letters and the space in English text (per thousand characters). */
const ENGLISH_FREQUENCIES: Readonly<Record<string, number>> = {
  ' ': 180,
  a: 67,
  b: 12,
  c: 23,
  d: 35,
  e: 104,
  f: 18,
  g: 16,
  h: 50,
  i: 57,
  j: 1,
  k: 6,
  l: 33,
  m: 20,
  n: 55,
  o: 62,
  p: 16,
  q: 1,
  r: 49,
  s: 52,
  t: 75,
  u: 23,
  v: 8,
  w: 20,
  x: 1,
  y: 16,
  z: 1,
};

/** The tables of an sfnt (TrueType / OpenType) font by tag. */
function tables(font: Uint8Array): { view: DataView; offsets: Map<string, number> } {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const offsets = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(view.getUint8(record), view.getUint8(record + 1), view.getUint8(record + 2), view.getUint8(record + 3));
    offsets.set(tag, view.getUint32(record + 8));
  }
  return { view, offsets };
}

/** Character to glyph from the font's Unicode cmap subtable (format 4 or 12). */
function characterMap(view: DataView, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const count = view.getUint16(cmap + 2);
  let best: { offset: number; format: number } | null = null;
  for (let index = 0; index < count; index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = cmap + view.getUint32(record + 4);
    const format = view.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && best?.format !== 12))) best = { offset, format };
  }
  if (!best) throw new Error('The font has no Unicode cmap (format 4 or 12).');
  const { offset } = best;
  if (best.format === 12) {
    const groups = view.getUint32(offset + 12);
    for (let index = 0; index < groups; index += 1) {
      const group = offset + 16 + index * 12;
      const start = view.getUint32(group);
      const end = view.getUint32(group + 4);
      const glyph = view.getUint32(group + 8);
      for (let code = start; code <= end; code += 1) map.set(code, glyph + code - start);
    }
    return map;
  }
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = view.getUint16(ends + segment * 2);
    const start = view.getUint16(starts + segment * 2);
    const delta = view.getInt16(deltas + segment * 2);
    const rangeOffset = view.getUint16(rangeOffsets + segment * 2);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2;
        glyph = view.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
  return map;
}

/** Reads the metrics the fallback face needs from an sfnt font (not woff/woff2). */
export function fontMetrics(font: Uint8Array): FontMetrics {
  const { view, offsets } = tables(font);
  const at = (tag: string) => {
    const offset = offsets.get(tag);
    if (offset === undefined) throw new Error(`The font has no ${tag} table.`);
    return offset;
  };
  const head = at('head');
  const hhea = at('hhea');
  const hmtx = at('hmtx');
  const metricsCount = view.getUint16(hhea + 34);
  const map = characterMap(view, at('cmap'));
  const advance = (code: number): number | null => {
    const glyph = map.get(code);
    if (glyph === undefined) return null;
    return view.getUint16(hmtx + Math.min(glyph, metricsCount - 1) * 4);
  };
  let total = 0;
  let weight = 0;
  for (const [char, frequency] of Object.entries(ENGLISH_FREQUENCIES)) {
    const width = advance(char.codePointAt(0) ?? 0);
    if (width === null) continue;
    total += width * frequency;
    weight += frequency;
  }
  if (weight === 0) throw new Error('The font has none of the Latin letters.');
  return {
    unitsPerEm: view.getUint16(head + 18),
    ascender: view.getInt16(hhea + 4),
    descender: view.getInt16(hhea + 6),
    lineGap: view.getInt16(hhea + 8),
    averageWidth: total / weight,
    codePoints: new Set(map.keys()),
  };
}

/** A CSS unicode-range for these code points: consecutive ones as one range. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index] ?? 0;
    let end = start;
    while (sorted[index + 1] === end + 1) {
      index += 1;
      end += 1;
    }
    index += 1;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(', ');
}

/** Reads a unicode-range back into its code points. */
export function codePointsOf(unicodeRangeValue: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRangeValue.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: ${part}`);
    const start = Number.parseInt(match[1] ?? '', 16);
    const end = match[2] ? Number.parseInt(match[2], 16) : start;
    for (let code = start; code <= end; code += 1) points.add(code);
  }
  return points;
}

/** The family the serif stack names right after the typeface: the local serif, resized to its metrics. */
export const FALLBACK_FAMILY = 'Cormorant Garamond Fallback';
/**
 * The family the serif stack names next: Android has none of the fonts above, and its own serif,
 * Noto Serif, is about a fifth wider than the typeface with a taller line box; unresized, the
 * typeface's arrival would move every heading. Its own face resizes it the same way.
 */
export const NOTO_FALLBACK_FAMILY = 'Cormorant Garamond Noto Fallback';

/** A metric-matched fallback face: its family, the local fonts it names, and the file `npm run fonts` measures them on. */
export interface FallbackFace {
  family: string;
  locals: readonly string[];
  /** What the file is, the environment variable naming it, its Debian path and package. */
  file: { name: string; env: string; path: string; install: string };
}

/** The face over Times New Roman and its twins (Windows, macOS, iOS; Linux with fonts-liberation). */
export const TIMES_FALLBACK_FACE: FallbackFace = {
  family: FALLBACK_FAMILY,
  // Times New Roman and its metric twins (same advances, same vertical metrics).
  locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
  file: {
    name: 'Times New Roman metric twin',
    env: 'FALLBACK_FONT',
    path: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    install: 'fonts-liberation',
  },
};

/** The face over Noto Serif (Android). */
export const NOTO_FALLBACK_FACE: FallbackFace = {
  family: NOTO_FALLBACK_FAMILY,
  // Noto Serif by its full and its PostScript name.
  locals: ['Noto Serif', 'NotoSerif'],
  file: { name: 'Noto Serif', env: 'NOTO_FALLBACK_FONT', path: '/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf', install: 'fonts-noto-core' },
};

/** The fallback faces, in the order every serif stack names them (src/styles/global.css). */
export const FALLBACK_FACES: readonly FallbackFace[] = [TIMES_FALLBACK_FACE, NOTO_FALLBACK_FACE];

export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * The fallback drawn at size-adjust takes the typeface's average width; the overrides (relative to
 * the adjusted size) then give it the typeface's ascent, descent and line gap, so lines keep their
 * height and text its length when the typeface replaces it.
 */
export function fallbackOverrides(display: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = display.averageWidth / display.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  return {
    sizeAdjust,
    ascentOverride: display.ascender / display.unitsPerEm / sizeAdjust,
    descentOverride: Math.abs(display.descender) / display.unitsPerEm / sizeAdjust,
    lineGapOverride: display.lineGap / display.unitsPerEm / sizeAdjust,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback face `face` (the Times New Roman one by default), whose local font's metrics `fallback` holds. */
export function fallbackFaceCss(display: FontMetrics, fallback: FontMetrics, face: FallbackFace = TIMES_FALLBACK_FACE): string {
  const overrides = fallbackOverrides(display, fallback);
  return `@font-face {
  font-family: "${face.family}";
  src: ${face.locals.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${percent(overrides.sizeAdjust)};
  ascent-override: ${percent(overrides.ascentOverride)};
  descent-override: ${percent(overrides.descentOverride)};
  line-gap-override: ${percent(overrides.lineGapOverride)};
}
`;
}
