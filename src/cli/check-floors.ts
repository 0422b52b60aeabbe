/**
 * npm run check:floors: the floors rule (`.dependency-cruiser.cjs`, which reads the table in README.md)
 * over every module, `.astro` files included.
 *
 * dependency-cruiser parses JavaScript and TypeScript (and Vue and Svelte), not Astro. So the check
 * cruises a copy of the source folders in a temporary directory in which each `X.astro` is replaced
 * by `X.astro.ts`: its frontmatter followed by its bundled `<script>`s, cut from the file by Astro's own
 * parser (@astrojs/compiler-rs, the one `astro build` uses). An import of `./X.astro` resolves to it
 * (the resolver adds `.ts`), so pages, layouts and components are ordinary modules of the graph: the
 * floors rule and the cycle rule see their imports. `is:inline` scripts import nothing (they are not
 * bundled; Astro inlines any script with an attribute other than `src`) and are left out. Paths in the report name the `.astro` files.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@astrojs/compiler-rs';
import { ROOT } from './local-env.ts';

/** The folders the rule covers (the same as the floors table's). */
export const CRUISED = ['src', 'functions', 'workers'];
/** Files the copy needs: modules, and the JSON some of them import. */
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/;

type Span = { start: number; end: number };
type AstroScriptNode = Span & { type: 'AstroScript'; program: Span };

function scriptsOf(node: unknown, found: AstroScriptNode[]): AstroScriptNode[] {
  if (Array.isArray(node)) {
    for (const child of node) scriptsOf(child, found);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record['type'] === 'AstroScript') found.push(node as AstroScriptNode);
    for (const value of Object.values(record)) scriptsOf(value, found);
  }
  return found;
}

/** The opening tag that starts at `start`: up to the first `>` outside quotes and `{…}` expressions. */
function openingTag(source: string, start: number): string {
  let quote = '';
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === '>' && depth === 0) return source.slice(start, index + 1);
  }
  return source.slice(start);
}

/** The module code of an `.astro` file: its frontmatter, then each bundled script, in order. */
export function astroModuleCode(source: string): string {
  const { ast } = parse(source);
  const parts: string[] = [];
  const frontmatter = (ast as { frontmatter?: { program?: Span } | null }).frontmatter;
  if (frontmatter?.program) parts.push(source.slice(frontmatter.program.start, frontmatter.program.end));
  for (const script of scriptsOf((ast as { body?: unknown }).body, [])) {
    const attributes = openingTag(source, script.start)
      .replace(/^<script/, '')
      .replace(/\/?>$/, '')
      .trim();
    const src = /^src=(["'])([^"']+)\1$/.exec(attributes)?.[2];
    // Astro bundles a script with no attributes, or with only a src; any other attribute makes it inline.
    if (attributes === '') parts.push(source.slice(script.program.start, script.program.end));
    else if (src) parts.push(`import '${src}';`);
  }
  return `${parts.join('\n;\n')}\n`;
}

function mirror(from: string, to: string): number {
  let astro = 0;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') astro += mirror(source, join(to, entry.name));
    } else if (entry.name.endsWith('.astro')) {
      writeFileSync(join(to, `${entry.name}.ts`), astroModuleCode(readFileSync(source, 'utf8')));
      astro += 1;
    } else if (SOURCE_FILE.test(entry.name)) {
      copyFileSync(source, join(to, entry.name));
    }
  }
  return astro;
}

function main(): number {
  const work = mkdtempSync(join(tmpdir(), 'check-floors-'));
  try {
    let astro = 0;
    for (const folder of CRUISED) astro += mirror(join(ROOT, folder), join(work, folder));
    for (const file of ['package.json', 'tsconfig.json']) copyFileSync(join(ROOT, file), join(work, file));
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    const depcruise = join(ROOT, 'node_modules/.bin/depcruise');
    const config = join(ROOT, '.dependency-cruiser.cjs');
    const result = spawnSync(depcruise, ['--config', config, ...CRUISED], { cwd: work, encoding: 'utf8' });
    const named = (text: string) => text.replaceAll(/\.astro\.ts\b/g, '.astro');
    process.stdout.write(named(result.stdout ?? ''));
    process.stderr.write(named(result.stderr ?? ''));
    if (result.status === 0) console.log(`  (${astro} .astro files read through their frontmatter and scripts)`);
    return result.status ?? 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exitCode = main();
