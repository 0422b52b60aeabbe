/**
 * Astro integration: after the build, splits each of the build's stylesheets (`_astro/*.css`) into
 * its rules and writes, beside the site, the index the edge picks a page's first-screen styles from
 * (`/_first-screen/{name}.json`; src/lib/first-paint/first-screen-styles.ts says why and how). The
 * built pages' scripts that can wait become placeholders the head script starts once the first
 * screen is drawn, as the edge does for its pages (withScriptsAfterFirstScreen), and the module scripts that
 * stay get a modulepreload link for each chunk they import (src/lib/first-paint/module-preloads.ts);
 * each entry chunk (an island, a script started later) names every chunk it needs (withFlatImports).
 * It runs before the page policy's hashes and the offline worker's precache list are taken from the
 * pages (astro.config.mjs order).
 *
 * A stylesheet that cannot be parsed stops the build with its name: the edge would otherwise link
 * it as before, and the first paint would silently wait for it again.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './security-headers.ts';
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';
import {
  FIRST_SCREEN_INDEX_DIR,
  needsOfSelectorList,
  type StyleRule,
  type StylesheetIndex,
  withScriptsAfterFirstScreen,
} from '../lib/first-paint/first-screen-styles.ts';
import { dynamicImportPreloads, dynamicImportsOf, staticImportsOf, withFlatImports, withModulePreloads } from '../lib/first-paint/module-preloads.ts';

/** At-rules whose children are rules to pick from; any other at-rule is kept whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

function wrapperOf(atRule: AtRule): string {
  return `@${atRule.name}${atRule.params ? ` ${atRule.params}` : ''}`;
}

/** The stylesheet's rules in order, each with the at-rules around it and the classes it needs. */
export function stylesheetRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  const visit = (container: Container<ChildNode> | Root, wrappers: string[]) => {
    container.each((node) => {
      if (node.type === 'rule') {
        rules.push([wrappers, needsOfSelectorList(node.selector), compact(node)]);
      } else if (node.type === 'atrule') {
        if (GROUPING_AT_RULES.has(node.name.toLowerCase()) && node.nodes) visit(node, [...wrappers, wrapperOf(node)]);
        else rules.push([wrappers, null, compact(node)]);
      }
    });
  };
  visit(postcss.parse(css), []);
  return rules;
}

/** A node's text as the minifier left it (no comments or spacing of ours). */
function compact(node: ChildNode): string {
  const text = node.toString();
  return text.endsWith('}') || text.endsWith(';') ? text : `${text};`;
}

/** Writes the index of every build stylesheet under `out`; returns how many it wrote. */
export function writeFirstScreenIndexes(out: string): number {
  const assets = join(out, '_astro');
  const target = join(out, FIRST_SCREEN_INDEX_DIR);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  let count = 0;
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.css')) continue;
    let rules: StyleRule[];
    try {
      rules = stylesheetRules(readFileSync(join(assets, name), 'utf8'));
    } catch (error) {
      throw new Error(`first-screen styles: _astro/${name} could not be parsed (${String(error)})`);
    }
    const index: StylesheetIndex = { href: `/_astro/${name}`, rules };
    writeFileSync(join(target, `${name.slice(0, -'.css'.length)}.json`), JSON.stringify(index));
    count += 1;
  }
  return count;
}

/** Rewrites every built page through `rewrite`; returns how many pages changed. */
function rewritePages(out: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

/** Rewrites every built page with its scripts that can wait as placeholders; returns how many changed. */
export function deferScriptsAfterFirstScreen(out: string): number {
  return rewritePages(out, withScriptsAfterFirstScreen);
}

/** Writes the modulepreload links of every built page's module scripts; returns how many pages changed. */
export function preloadModuleImports(out: string): number {
  // Each chunk is read once for the whole build, however many pages load it.
  const imports = new Map<string, string[] | null>();
  const importsOf = (chunk: string): string[] | null => {
    if (!imports.has(chunk)) {
      let code: string | null = null;
      try {
        code = readFileSync(join(out, chunk), 'utf8');
      } catch {
        // Not a file of this build: nothing to preload for it.
      }
      imports.set(chunk, code === null ? null : staticImportsOf(code));
    }
    return imports.get(chunk) ?? null;
  };
  return rewritePages(out, (html) => withModulePreloads(html, importsOf));
}

/**
 * Names in each entry chunk every chunk it needs (withFlatImports); returns how many changed. Entries:
 * the chunks no other chunk imports statically (islands, scripts started later), every dynamic
 * import's target, and any chunk a page names (an island's component or renderer, a page script).
 */
export function flattenEntryChunks(out: string): number {
  const dir = join(out, '_astro');
  const code = new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file): [string, string] => [`/_astro/${file}`, readFileSync(join(dir, file), 'utf8')]),
  );
  const imports = new Map([...code].map(([chunk, text]) => [chunk, staticImportsOf(text)]));
  const importsOf = (chunk: string) => imports.get(chunk) ?? null;
  const importedByAChunk = new Set([...imports.values()].flat());
  // A dynamic import's target is an entry even where another chunk also imports it statically (the
  // store the download banner's script loads): it can be asked for on its own, without preloads of its
  // chunks (dynamicImportPreloads).
  const importedLater = new Set([...code.values()].flatMap(dynamicImportsOf));
  const namedByAPage = new Set(
    htmlFiles(out).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/"(\/_astro\/[\w.-]+\.js)"/g)].map((match) => match[1])),
  );
  let changed = 0;
  for (const [chunk, text] of code) {
    if (importedByAChunk.has(chunk) && !namedByAPage.has(chunk) && !importedLater.has(chunk)) continue;
    const flat = withFlatImports(chunk, text, importsOf);
    if (flat === text) continue;
    writeFileSync(join(out, chunk), flat);
    changed += 1;
  }
  return changed;
}

/** Sets the browser build's dynamic-import preloads (Astro fixes the top-level option, so per environment). */
const lateImportsWithoutPreloads = {
  name: 'late-imports-without-preloads',
  configEnvironment(name: string) {
    if (name !== 'client') return undefined;
    return {
      build: {
        modulePreload: { resolveDependencies: (target: string, chunks: string[]) => dynamicImportPreloads(target, chunks) },
      },
    };
  },
};

export function firstScreenStyles(): AstroIntegration {
  return {
    name: 'first-screen-styles',
    hooks: {
      // Dynamic imports nobody waits for preload no chunks (dynamicImportPreloads).
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [lateImportsWithoutPreloads] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const count = writeFirstScreenIndexes(out);
        const pages = deferScriptsAfterFirstScreen(out);
        const preloaded = preloadModuleImports(out);
        const flattened = flattenEntryChunks(out);
        logger.info(
          `first-screen styles: ${count} stylesheets indexed; scripts after the first screen on ${pages} pages; module preloads on ${preloaded}; ${flattened} entry chunks name all they need`,
        );
      },
    },
  };
}
