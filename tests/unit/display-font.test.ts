import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMED_BRANDS } from '../../src/lib/catalog/inventory-query-rules.ts';
import { KNOWN_CURRENCIES } from '../../src/lib/config/shopper-prefs-cookie.ts';
import { STORE_NAME } from '../../src/lib/config/storefront.ts';
import { DISPLAY_FONT_CODE_POINTS, DISPLAY_FONT_URL } from '../../src/lib/config/display-font-file.ts';
import {
  codePointsOf,
  DISPLAY_FONT_TEXT,
  FALLBACK_FAMILY,
  NOTO_FALLBACK_FAMILY,
  NOTO_FALLBACK_FACE,
  fallbackFaceCss,
  fallbackOverrides,
  type FontMetrics,
  unicodeRange,
} from '../../src/cli/display-font.ts';
import { MODEL_LINES } from '../../src/server/seed/catalog-lines.ts';

const ROOT = new URL('../../', import.meta.url);
const covered = codePointsOf(DISPLAY_FONT_CODE_POINTS);
const uncovered = (text: string) => [...new Set(text)].filter((char) => !covered.has(char.codePointAt(0) ?? 0));

describe('the display typeface subset (issue 22)', () => {
  it('covers every house and model name, the store name and every currency symbol (no tofu, no fallback mid-word)', () => {
    const names = [...NAMED_BRANDS, ...MODEL_LINES.flatMap((line) => [line.brand, line.name, ...line.sizes.map(([label]) => label)]), STORE_NAME];
    expect(uncovered(names.join(' '))).toStrictEqual([]);
    expect(uncovered(KNOWN_CURRENCIES.map((currency) => currency.symbol).join(''))).toStrictEqual([]);
  });

  it.each([
    ['accented house names', 'Hermès Céline Chloé Lanvin Loewe Bottega Veneta'],
    ['French and Malay words', 'Maison Nœud à la carte Beg tangan kulit asli'],
    ['typographic punctuation', '“Quoted” ‘single’ — dash – range … ellipsis • bullet'],
    ['figures and signs', '0123456789 £ € ¥ $ % & × ÷ ± ° © ® ™ −'],
  ])('covers %s', (_name, text) => {
    expect(uncovered(text)).toStrictEqual([]);
  });

  it('carries what DISPLAY_FONT_TEXT asks for, except what the typeface itself lacks (µ)', () => {
    expect(uncovered(DISPLAY_FONT_TEXT)).toStrictEqual(['µ']);
  });

  it('is committed under public/fonts as a woff2 and the generated CSS names that file and range', () => {
    const file = new URL(`public${DISPLAY_FONT_URL}`, ROOT);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Every page's styles carry the fallback only: the face itself is declared by the shell's script.
    const css = readFileSync(new URL('src/styles/display-font.css', ROOT), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain(`font-family: "${FALLBACK_FAMILY}"`);
    expect(css).not.toContain('.woff2');
    // The editor's preview pane declares the face in CSS, with the same file and range.
    const face = readFileSync(new URL('src/styles/display-font-face.css', ROOT), 'utf8').replace(/\s+/g, ' ');
    expect(face).toContain(`url("${DISPLAY_FONT_URL}")`);
    expect(face).toContain(`unicode-range: ${DISPLAY_FONT_CODE_POINTS};`);
    expect(face).toContain('font-display: swap;');
    expect(readFileSync(new URL('public/fonts/OFL.txt', ROOT), 'utf8')).toContain('SIL OPEN FONT LICENSE');
  });
});

describe('unicodeRange and codePointsOf', () => {
  it.each([
    [[0x41], 'U+0041'],
    [[0x41, 0x42, 0x43], 'U+0041-0043'],
    [[0x43, 0x41, 0x42, 0x20ac, 0x41], 'U+0041-0043, U+20AC'],
    [[0xe9, 0xe8, 0x1f600], 'U+00E8-00E9, U+1F600'],
  ])('%j is %s, and back', (points, range) => {
    expect(unicodeRange(points)).toBe(range);
    expect([...codePointsOf(range)].sort((a, b) => a - b)).toStrictEqual([...new Set(points)].sort((a, b) => a - b));
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => codePointsOf('U+00E9, latin')).toThrow('Not a unicode-range part:  latin');
  });
});

describe('the metric-matched fallback face', () => {
  const metrics = (unitsPerEm: number, ascender: number, descender: number, lineGap: number, averageWidth: number): FontMetrics => ({
    unitsPerEm,
    ascender,
    descender,
    lineGap,
    averageWidth,
    codePoints: new Set(),
  });

  it.each([
    {
      name: 'a narrower display face: the fallback shrinks, its line box keeps the display face’s',
      display: metrics(1000, 924, -287, 0, 400),
      fallback: metrics(2048, 1825, -443, 87, 900),
      size: 400 / 1000 / (900 / 2048),
    },
    { name: 'the same font: nothing changes', display: metrics(1000, 800, -200, 100, 500), fallback: metrics(1000, 800, -200, 100, 500), size: 1 },
  ])('$name', ({ display, fallback, size }) => {
    const overrides = fallbackOverrides(display, fallback);
    expect(overrides.sizeAdjust).toBeCloseTo(size, 10);
    // At the adjusted size the fallback's ascent, descent and gap are the display face's, in ems.
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(display.ascender / display.unitsPerEm, 10);
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(-display.descender / display.unitsPerEm, 10);
    expect(overrides.lineGapOverride * overrides.sizeAdjust).toBeCloseTo(display.lineGap / display.unitsPerEm, 10);
  });

  it('writes a second face over Noto Serif, the serif Android has instead of those', () => {
    const css = fallbackFaceCss(metrics(1000, 900, -300, 0, 400), metrics(1000, 1069, -293, 0, 480), NOTO_FALLBACK_FACE);
    expect(css).toContain(`font-family: "${NOTO_FALLBACK_FAMILY}";`);
    expect(css).toContain('src: local("Noto Serif"), local("NotoSerif");');
    expect(css).toContain('size-adjust: 83.33%;');
  });

  it('every page carries both faces, and every serif stack starts with them, Times first', () => {
    const css = readFileSync(new URL('src/styles/display-font.css', ROOT), 'utf8');
    expect(css).toContain(`font-family: "${FALLBACK_FAMILY}";`);
    expect(css).toContain(`font-family: "${NOTO_FALLBACK_FAMILY}";`);
    const global = readFileSync(new URL('src/styles/global.css', ROOT), 'utf8');
    const stacks = [...global.matchAll(/--serif-fallbacks:([^;]+);/g)].map((match) => match[1]?.trim());
    expect(stacks.length).toBeGreaterThanOrEqual(3);
    for (const stack of stacks) expect(stack).toMatch(new RegExp(`^"${FALLBACK_FAMILY}", "${NOTO_FALLBACK_FAMILY}", `));
    // Until the head script marks the face usable, the stack is its fallbacks (display-face-switch.ts).
    expect([...global.matchAll(/--serif:([^;]+);/g)].map((match) => match[1]?.trim())).toStrictEqual(['var(--serif-fallbacks)']);
  });

  it('the editor preview, which declares the face in CSS, names it first from the start', () => {
    const preview = readFileSync(new URL('src/components/admin/preview.css', ROOT), 'utf8').replace(/\s+/g, ' ');
    expect(preview).toContain('--serif: "Cormorant Garamond", var(--serif-fallbacks);');
  });

  it('writes the face over Times New Roman and its metric twins, in percent', () => {
    const css = fallbackFaceCss(metrics(1000, 900, -300, 0, 500), metrics(1000, 900, -300, 0, 400));
    expect(css).toContain('src: local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("Tinos");');
    expect(css).toContain('size-adjust: 125.00%;');
    expect(css).toContain('ascent-override: 72.00%;');
    expect(css).toContain('descent-override: 24.00%;');
    expect(css).toContain('line-gap-override: 0.00%;');
  });
});
