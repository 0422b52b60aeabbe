/**
 * Words come from one place (issue 38): every English sentence a shopper reads is in the messages
 * catalog (src/lib/i18n/messages), not typed in a component or a store. This test reads every module
 * of src/components and src/stores (`.ts`, `.tsx`, and `.astro` frontmatter, scripts and markup) and
 * fails on a string or a piece of markup text that reads as an English sentence: two words or more
 * of letters that start with a capital or end in a full stop, question or exclamation mark.
 * Developers' text is not the shopper's: console messages, thrown errors, imports, CSS, attribute
 * names, values compared against (`delivery_method === 'Boutique collection'`: the API's data) and
 * code-like strings (class lists, selectors, addresses, header names) are passed over. The content
 * editor at /admin (src/components/admin) is the marketing team's tool, in English, and is not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { astroModuleCode } from '../../../src/cli/check-floors.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const FOLDERS = ['src/components', 'src/stores'];
/** Not the shopper's: the marketing team's content editor. */
const STAFF_ONLY = /^src\/components\/admin\//;

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
    if (STAFF_ONLY.test(file)) return [];
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

describe('hard-coded English in components and stores', () => {
  it('a component or a store types no English sentence: its words are in the messages catalog', () => {
    expect(hardCodedEnglish().map((finding) => `${finding.file}:${finding.line} ${finding.text}`)).toStrictEqual([]);
  });
});
