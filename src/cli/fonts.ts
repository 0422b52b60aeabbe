/**
 * npm run fonts (issue 22): makes the display typeface (Cormorant Garamond, from
 * @fontsource-variable/cormorant-garamond) as the pages need it, once; its output is committed.
 *
 * 1. A subset woff2 (public/fonts/): only the glyphs of DISPLAY_FONT_TEXT (src/cli/display-font.ts:
 *    Basic Latin, Latin-1 with the accents of house names such as Hermès and Céline, Œ œ,
 *    the store's currency symbols, typographic punctuation), the weight axis kept from 400 to 700 (the
 *    weights the styles use), only the layout features browsers apply by themselves, named by a hash of its bytes so it can stay a year in caches.
 * 2. src/styles/display-font.css (inside every page's head, StoreLayout.astro): a metric-matched fallback face, 'Cormorant
 *    Garamond Fallback', over the local Times New Roman (or its metric twins Liberation Serif and
 *    Tinos), whose size-adjust, ascent-override, descent-override and line-gap-override are computed
 *    here from both fonts' tables: the fallback takes the same width and the same line box, so when
 *    the typeface arrives late nothing on the page moves. A second face, 'Cormorant Garamond Noto
 *    Fallback', does the same over Noto Serif, Android's serif (Android has none of the first face's
 *    fonts).
 * 3. src/lib/config/display-font-file.ts: the file's URL and unicode-range (read from the subset, so a
 *    character it lacks goes straight to the fallback without a download). The pages declare the face
 *    from a <head> script, after the load event on a first visit (src/lib/config/display-font-loading.ts).
 * 4. src/styles/display-font-face.css: the same face as an @font-face, for the editor's preview pane.
 *
 * More glyphs (a later language: Malay needs none beyond these; Chinese text is drawn by the system's
 * CJK font, which Cormorant Garamond does not cover): add the characters to DISPLAY_FONT_EXTRA_TEXT
 * in src/cli/display-font.ts (or run `npm run fonts -- --extra "…"` to try), run `npm run
 * fonts` again and commit public/fonts, src/styles/display-font*.css and src/lib/config/display-font-file.ts.
 * tests/unit/display-font.test.ts checks that the subset covers every house name and currency symbol.
 *
 * The fallback's widths are measured on a local Times New Roman metric twin (FALLBACK_FONT, default
 * Debian's fonts-liberation: /usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf) and on
 * Noto Serif (NOTO_FALLBACK_FONT, default Debian's fonts-noto-core:
 * /usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { DISPLAY_FONT_WEIGHTS } from '../lib/config/display-font.ts';
import { DISPLAY_FONT_TEXT, FALLBACK_FACES, fallbackFaceCss, fontMetrics, type FontMetrics, unicodeRange } from './display-font.ts';
import { ROOT, run } from './local-env.ts';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2');
const fallbacks = FALLBACK_FACES.map((face) => ({ face, path: process.env[face.file.env] ?? face.file.path }));
const OUT_DIR = join(ROOT, 'public/fonts');
const FILE_PREFIX = 'cormorant-garamond-';

const extraIndex = process.argv.indexOf('--extra');
const extra = extraIndex > 0 ? (process.argv[extraIndex + 1] ?? '') : '';
const text = DISPLAY_FONT_TEXT + extra;

for (const { face, path } of fallbacks) {
  if (existsSync(path)) continue;
  console.error(`No ${face.file.name} at ${path}: install ${face.file.install}, or set ${face.file.env} to the font file (one of ${face.locals.join(', ')}).`);
  process.exit(1);
}

const source = readFileSync(SOURCE);
const axes = { wght: { min: DISPLAY_FONT_WEIGHTS.min, max: DISPLAY_FONT_WEIGHTS.max } };
// Only the layout features browsers apply by themselves, and tabular figures (prices): Cormorant's
// small caps, old-style figures and swashes, which no style asks for, are a fifth of the file.
const keepFeatures = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];
const woff2 = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: axes, keepFeatures });
// The same subset as a plain font, pinned at the headings' weight, to read its tables.
const sfnt = await subsetFont(source, text, { targetFormat: 'sfnt', variationAxes: { wght: DISPLAY_FONT_WEIGHTS.headings } });
const display: FontMetrics = fontMetrics(new Uint8Array(sfnt));

const missing = [...new Set(text)].filter((char) => char.trim() !== '' && !display.codePoints.has(char.codePointAt(0) ?? 0));
if (missing.length > 0) console.warn(`Cormorant Garamond has no glyph for: ${missing.join(' ')} (the fallback draws them)`);

const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 10);
const fileName = `${FILE_PREFIX}${hash}.woff2`;
mkdirSync(OUT_DIR, { recursive: true });
for (const old of readdirSync(OUT_DIR)) if (old.startsWith(FILE_PREFIX) && old.endsWith('.woff2')) rmSync(join(OUT_DIR, old));
writeFileSync(join(OUT_DIR, fileName), woff2);
const url = `/fonts/${fileName}`;

const header = '/* Generated by `npm run fonts` (src/cli/fonts.ts): do not edit; run it again instead. */\n';
const cssFile = join(ROOT, 'src/styles/display-font.css');
const faceFile = join(ROOT, 'src/styles/display-font-face.css');
const moduleFile = join(ROOT, 'src/lib/config/display-font-file.ts');
const range = unicodeRange(display.codePoints);
const css = header + fallbacks.map(({ face, path }) => fallbackFaceCss(display, fontMetrics(new Uint8Array(readFileSync(path))), face)).join('');
const faceCss = `${header}/* The editor's preview pane (/admin) only: the store's pages declare this face from a script
   (src/lib/config/display-font-loading.ts), so that it never competes with their first paint. */
@font-face {
  font-family: "Cormorant Garamond";
  font-style: normal;
  font-weight: ${DISPLAY_FONT_WEIGHTS.min} ${DISPLAY_FONT_WEIGHTS.max};
  font-display: swap;
  src: url("${url}") format("woff2");
  unicode-range: ${range};
}
`;
writeFileSync(cssFile, css);
writeFileSync(faceFile, faceCss);
writeFileSync(
  moduleFile,
  `// Generated by \`npm run fonts\` (src/cli/fonts.ts): do not edit; run it again instead.\n/** The display typeface's subset (public/fonts). */\nexport const DISPLAY_FONT_URL = '${url}';\n/** The characters the subset covers (its cmap): the face's unicode-range. */\nexport const DISPLAY_FONT_CODE_POINTS = '${range}';\n`,
);
// In the tree's own layout, so a run that changes nothing leaves no diff.
await run('npx', ['biome', 'format', '--write', cssFile, faceFile, moduleFile]);
console.log(`${url}: ${woff2.length} bytes (from ${source.length}), ${display.codePoints.size} characters`);
console.log(css + faceCss);
