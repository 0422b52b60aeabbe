import { describe, expect, it } from 'vitest';
import {
  chunksNeededBy,
  dynamicImportPreloads,
  dynamicImportsOf,
  staticImportsOf,
  withFlatImports,
  withModulePreloads,
} from '../../../src/lib/first-paint/module-preloads.ts';

// As the build writes them (minified): static imports, a bare import, a dynamic import and its deps list.
const ENTRY = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/page.A.js","_astro/late.B.js"])))=>i.map(i=>d[i]);
import{n as e}from"./held-presses.C.js";import{t as r}from"./preload-helper.D.js";import"./side-effect.E.js";r(()=>import(\`./page.A.js\`),__vite__mapDeps([0,1]));`;
const FILES: Record<string, string> = {
  '/_astro/Shell.astro_astro_type_script_index_0_lang.X.js': ENTRY,
  '/_astro/held-presses.C.js': 'export const n=1;',
  '/_astro/preload-helper.D.js': 'import{x}from"./deep.F.js";export const t=x;',
  '/_astro/side-effect.E.js': 'console.log(1)',
  '/_astro/deep.F.js': 'import{n}from"./held-presses.C.js";export const x=n;',
};
const importsOf = (chunk: string) => (chunk in FILES ? staticImportsOf(FILES[chunk] ?? '') : null);

describe('module preloads (issue 37, item 2)', () => {
  it('reads the static imports of a built chunk, not its dynamic ones', () => {
    expect(staticImportsOf(ENTRY)).toEqual(['/_astro/held-presses.C.js', '/_astro/preload-helper.D.js', '/_astro/side-effect.E.js']);
  });

  it('follows imports of imports, each chunk once, nearest first', () => {
    expect(chunksNeededBy('/_astro/Shell.astro_astro_type_script_index_0_lang.X.js', importsOf)).toEqual([
      '/_astro/held-presses.C.js',
      '/_astro/preload-helper.D.js',
      '/_astro/side-effect.E.js',
      '/_astro/deep.F.js',
    ]);
  });

  it('links them before the page script, so all are asked for at once', () => {
    const script = '<script type="module" src="/_astro/Shell.astro_astro_type_script_index_0_lang.X.js"></script>';
    const html = withModulePreloads(`<head></head><body>${script}</body>`, importsOf);
    expect(html).toBe(
      `<head></head><body><link rel="modulepreload" href="/_astro/held-presses.C.js"><link rel="modulepreload" href="/_astro/preload-helper.D.js"><link rel="modulepreload" href="/_astro/side-effect.E.js"><link rel="modulepreload" href="/_astro/deep.F.js">${script}</body>`,
    );
    // Once per page: the build may run over a page again.
    expect(withModulePreloads(html, importsOf)).toBe(html);
  });

  it('leaves placeholders that start after the first screen, other origins and unknown files alone', () => {
    const page = [
      '<script type="text/plain" data-rest="/_astro/Shell.astro_astro_type_script_index_0_lang.X.js"></script>',
      '<script type="module" src="https://cdn.example/_astro/Shell.js"></script>',
      '<script type="module" src="/_astro/missing.Z.js"></script>',
    ].join('');
    expect(withModulePreloads(page, importsOf)).toBe(page);
  });

  it('names in an entry chunk, after its own code, every chunk it needs but does not import itself', () => {
    const entry = '/_astro/Shell.astro_astro_type_script_index_0_lang.X.js';
    const flat = withFlatImports(entry, ENTRY, importsOf);
    expect(flat).toBe(`${ENTRY}\nimport"./deep.F.js";\n`);
    // Its own imports first and in their order (the evaluation order is theirs), the added one last.
    expect(staticImportsOf(flat)).toEqual([...staticImportsOf(ENTRY), '/_astro/deep.F.js']);
    // Nothing more to name: the chunk stays as it is (the build may run over it again).
    expect(withFlatImports(entry, flat, (chunk) => (chunk === entry ? staticImportsOf(flat) : importsOf(chunk)))).toBe(flat);
  });

  it('leaves a chunk whose imports import nothing more, and a chunk that imports nothing, as they are', () => {
    expect(withFlatImports('/_astro/deep.F.js', FILES['/_astro/deep.F.js'] ?? '', importsOf)).toBe(FILES['/_astro/deep.F.js']);
    expect(withFlatImports('/_astro/side-effect.E.js', 'console.log(1)', importsOf)).toBe('console.log(1)');
  });

  it('does not name the entry itself when a chunk it needs imports it back', () => {
    const files: Record<string, string> = {
      '/_astro/a.js': 'import"./b.js";export const a=1;',
      '/_astro/b.js': 'import"./c.js";',
      '/_astro/c.js': 'import{a}from"./a.js";console.log(a)',
    };
    const flat = withFlatImports('/_astro/a.js', files['/_astro/a.js'] ?? '', (chunk) => (chunk in files ? staticImportsOf(files[chunk] ?? '') : null));
    expect(flat).toBe('import"./b.js";export const a=1;\nimport"./c.js";\n');
  });

  it('reads the dynamic imports of a built chunk, in either quote, and not its static ones', () => {
    expect(dynamicImportsOf(ENTRY)).toEqual(['/_astro/page.A.js']);
    expect(dynamicImportsOf('import("./a.B.js");import(\'./c.D.js\');import{x}from"./e.F.js";import(u)')).toEqual(['/_astro/a.B.js', '/_astro/c.D.js']);
  });

  it.each([
    ['_astro/guest-session.Dk0Kszm0.js', []],
    ['_astro/global.CTFTV8d8.js', []],
    ['_astro/field-vitals.F9IuaxnW.js', ['_astro/live.A.js', '_astro/store.B.js']],
    ['_astro/product-page-live.es2y9pO-.js', ['_astro/live.A.js', '_astro/store.B.js']],
    // A name that only begins like a listed one is another module.
    ['_astro/global-words.X1.js', ['_astro/live.A.js', '_astro/store.B.js']],
  ])('a dynamic import of %s preloads %j', (target, expected) => {
    expect(dynamicImportPreloads(target, ['_astro/live.A.js', '_astro/store.B.js'])).toEqual(expected);
  });
});
