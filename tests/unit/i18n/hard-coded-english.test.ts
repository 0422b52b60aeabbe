/**
 * Words come from one place (issue 38): every English sentence a shopper reads is in the messages
 * catalog (src/lib/i18n/messages), not typed in a component, a store or a rule. This test reads every
 * module of src/components, src/stores and src/lib (`.ts`, `.tsx`, and `.astro` frontmatter, scripts
 * and markup) and fails on a string or a piece of markup text that reads as an English sentence: two
 * words or more of letters that start with a capital or end in a full stop, question or exclamation mark.
 * Developers' text is not the shopper's: console messages, thrown errors, imports, CSS, attribute
 * names, values compared against (`delivery_method === 'Boutique collection'`: the API's data) and
 * code-like strings (class lists, selectors, addresses, header names) are passed over. The content
 * editor at /admin (src/components/admin, src/lib/content) is the marketing team's tool, in English,
 * and is not read; nor is the catalog itself. In src/lib, the strings of LIB_NOT_CATALOG are passed
 * over, each for the reason it gives; any other sentence there fails as it would in a component.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { astroModuleCode } from '../../../src/cli/check-floors.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const FOLDERS = ['src/components', 'src/stores', 'src/lib'];
/** Not read: the marketing team's content editor (its screens and its forms, checks and schemas), and the catalog itself. */
const NOT_READ = /^src\/components\/admin\/|^src\/lib\/content\/|^src\/lib\/i18n\/messages\//;

/**
 * The English strings of src/lib that are not the catalog's to hold, file by file, with the reason.
 * A string is listed as the test reads it (a template's values as ' x '); a new one fails.
 */
const LIB_NOT_CATALOG: Readonly<Record<string, { why: string; texts: readonly string[] }>> = {
  'src/lib/catalog/reference-lists.ts': {
    why: "names: houses and categories as the catalog names them (the pages' words for categories are the catalog's categories section)",
    texts: [
      'Louis Vuitton',
      'Saint Laurent',
      'Bottega Veneta',
      'Van Cleef & Arpels',
      'Tiffany & Co.',
      'Patek Philippe',
      'Audemars Piguet',
      'Christian Louboutin',
      'Miu Miu',
      'Small Leather Goods',
      'Ready To Wear',
    ],
  },
  'src/lib/contract/settings.ts': { why: 'the wire contract: category names as GET /startup sends them', texts: ['Small Leather Goods', 'Ready To Wear'] },
  'src/lib/config/shopper-prefs-cookie.ts': {
    why: 'names: currencies and store locations as GET /startup sends them (the pages name places through the countries section)',
    texts: ['Singapore Dollar', 'Pound Sterling', 'Hong Kong Dollar', 'Malaysian Ringgit', 'Japanese Yen', 'Australian Dollar', 'Hong Kong'],
  },
  'src/lib/config/storefront.ts': {
    why: "the logo's tagline (the same in every language, as the store's name), and the default currency and location as GET /startup names them",
    texts: ['Pre-owned luxury', 'Singapore Dollar', 'View all'],
  },
  'src/lib/catalog/inventory-query-rules.ts': {
    why: "values: a condition grade and a house the API takes; the spec's English sort names, which other languages take from the searchPage section",
    texts: ['Very Good', 'Best match', 'Louis Vuitton'],
  },
  'src/lib/price-guide/stats.ts': { why: 'a condition grade, a value the API sends', texts: ['Very Good'] },
  'src/lib/catalog/product-fields.ts': { why: 'receipt values as the catalog sends them', texts: ['Yes - Original', 'Yes - Copy'] },
  'src/lib/i18n/product-words.ts': { why: "the catalog's receipt values, the keys of their translations", texts: ['Yes - Original', 'Yes - Copy'] },
  'src/lib/i18n/locales.ts': { why: 'a language named in itself, as the language choice shows it', texts: ['Bahasa Melayu'] },
  'src/lib/config/display-font-loading.ts': { why: "a typeface's name", texts: ['Cormorant Garamond'] },
  'src/lib/marketing/faq.ts': {
    why: "the catalog's faqSections (messages/en.ts exports them; the other languages translate them)",
    texts: ['Selling & consigning', 'Authenticity & condition', 'Delivery & returns', 'Your account'],
  },
  'src/lib/accounts/validation.ts': {
    why: "spec section 5's messages word for word, which the built-in API sends too; a form shows them in the page's language (local-errors.ts and the catalog)",
    texts: [
      'This field is required',
      'Email is not valid',
      'Password must be at least  x  characters',
      'Password must be at most  x  characters',
      'Passwords do not match',
      'Mobile number is not valid',
      'Full name must be at most  x  characters',
    ],
  },
  'src/lib/collections/schedule.ts': {
    why: "the content editor's message to marketing (the build refuses the same date)",
    texts: ['Write a Singapore date and time as 2027-01-20T09:30 (year-month-day, T, 24-hour time)'],
  },
  'src/lib/price-guide/text.ts': {
    why: "English pages' price guide, word for word issue 25's; other languages say it through local-text.ts and the priceGuide section",
    texts: [
      'Not enough sales yet for a price guide',
      'In line with  x   x',
      'Reduced from  x  on  x',
      'Not enough sales for a 12-month trend',
      'Steady over 12 months ( x  x %)',
    ],
  },
  'src/lib/catalog/product-view.ts': {
    why: "the product page script's fallback when the delivery call fails without a message; English on every page, not yet in the catalog",
    texts: ['Delivery rates are unavailable right now.'],
  },
  'src/lib/favourites/favourites.ts': {
    why: "the heart's English names when a caller gives no words (the productCard section has the same and every language's)",
    texts: ['Add to favourites', 'Remove from favourites'],
  },
  'src/lib/offline/web-app-manifest.ts': {
    why: "the installed app's description: one manifest for every language",
    texts: ['Authenticated pre-owned luxury, Singapore-based and shipped worldwide.'],
  },
};

function passedOver(finding: Finding): boolean {
  return LIB_NOT_CATALOG[finding.file]?.texts.includes(finding.text) ?? false;
}

/** Reads as an English sentence: words of Latin letters, two at least, capitalised or punctuated. */
function readsAsEnglish(text: string): boolean {
  const value = text.replace(/\{[a-zA-Z]+\}/g, 'x').trim();
  if (!/[a-z]/.test(value) || !/\s/.test(value)) return false;
  // Code-like: class lists, selectors, paths, addresses, identifiers, CSS, markup.
  if (/^[\w-]+(\s+[\w-]+)*$/.test(value) && !/^[A-Z]/.test(value) && !/[.!?]$/.test(value)) return false;
  if (/[<>{}=;#/\\]|^\.|^\[|\(\)|=>|https?:|^[\w-]+:\s|--/.test(value)) return false;
  const words = value.match(/[A-Za-z][a-z']+/g) ?? [];
  if (words.length < 2) return false;
  return /^[A-Z][a-z']*\b/.test(value) || /[a-z][.!?…]$/.test(value);
}

/** Calls whose string arguments are for developers: logs and thrown errors. */
const DEVELOPER_CALL = /^(console\.\w+|new (Error|TypeError|RangeError)|(Error|TypeError|RangeError)|reportError)$/;

function developerText(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isImportTypeNode(at) || ts.isLiteralTypeNode(at)) return true;
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText();
      if (DEVELOPER_CALL.test(ts.isNewExpression(at) ? `new ${callee}` : callee)) return true;
      if (
        /^(import|require|querySelector(All)?|closest|matches|addEventListener|getAttribute|setAttribute)$|\.(querySelector(All)?|closest|matches|addEventListener|getAttribute|setAttribute|hasAttribute|toggleAttribute|removeAttribute)$/.test(
          callee,
        )
      )
        return true;
    }
    if (ts.isThrowStatement(at) || ts.isCaseClause(at)) return true;
    if (ts.isBinaryExpression(at) && /^(===|!==|==|!=)$/.test(at.operatorToken.getText())) return true;
    if (ts.isJsxAttribute(at) && /^(className|class|id|href|src|type|rel|name|style|key|role|d|viewBox|data-[\w-]+)$/.test(at.name.getText())) return true;
  }
  return false;
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function englishInCode(file: string, code: string, tsx: boolean): Finding[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' x ');
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== null && readsAsEnglish(text) && !developerText(node)) {
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An .astro file's code (frontmatter and bundled scripts) and the text of its markup. */
function englishInAstro(file: string, source: string): Finding[] {
  const found = englishInCode(file, astroModuleCode(source), false).map((finding) => ({ ...finding, line: 0 }));
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record['type'] === 'JSXText' || record['type'] === 'AstroText' || record['type'] === 'Text') {
        const start = Number(record['start']);
        const text = source.slice(start, Number(record['end']));
        if (readsAsEnglish(text)) found.push({ file, line: source.slice(0, start).split('\n').length, text: text.trim() });
      }
      for (const [key, value] of Object.entries(record)) if (key !== 'frontmatter') walk(value);
    }
  };
  walk((parseAstro(source).ast as { body?: unknown }).body);
  return found;
}

function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function hardCodedEnglish(): Finding[] {
  return FOLDERS.flatMap((folder) => modules(join(ROOT, folder))).flatMap((path) => {
    const file = relative(ROOT, path);
    if (NOT_READ.test(file)) return [];
    const source = readFileSync(path, 'utf8');
    return path.endsWith('.astro') ? englishInAstro(file, source) : englishInCode(file, source, path.endsWith('.tsx'));
  });
}

describe('readsAsEnglish', () => {
  it.each([
    ['Add to favourites', true],
    ['Cannot load this item right now. Please try again.', true],
    ['{count} items', false],
    ['pieces sold.', true],
    ['btn btn--ghost', false],
    ['product-card__price', false],
    ['#product-root [data-action="buy"]', false],
    ['/api/v2/inventories', false],
    ['Buy', false],
    ['SGD', false],
    ['https://example.com/a b', false],
    ['aria-busy', false],
    ['Content-Type', false],
    ['Oops! Try again.', true],
  ])('%s → %s', (text, expected) => {
    expect(readsAsEnglish(text)).toBe(expected);
  });
});

describe('hard-coded English in components, stores and rules', () => {
  const found = hardCodedEnglish();
  it('a component, a store or a rule types no English sentence: its words are in the messages catalog', () => {
    expect(found.filter((finding) => !passedOver(finding)).map((finding) => `${finding.file}:${finding.line} ${finding.text}`)).toStrictEqual([]);
  });
  it('every string passed over in src/lib is still there (a moved or removed one leaves the list)', () => {
    const seen = new Set(found.map((finding) => `${finding.file} ${finding.text}`));
    const listed = Object.entries(LIB_NOT_CATALOG).flatMap(([file, { texts }]) => texts.map((text) => `${file} ${text}`));
    expect(listed.filter((entry) => !seen.has(entry))).toStrictEqual([]);
  });
  it('reads every folder: components, stores and the rules', () => {
    for (const folder of FOLDERS) expect(modules(join(ROOT, folder)).length, folder).toBeGreaterThan(10);
  });
});
