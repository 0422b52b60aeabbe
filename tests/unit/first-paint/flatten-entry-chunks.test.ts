import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flattenEntryChunks } from '../../../src/integrations/first-screen-styles.ts';

/** A build as the client bundler leaves it: an island three imports deep, a chunk both shared and named by a page. */
const CHUNKS: Record<string, string> = {
  'Island.A.js': 'import{c}from"./Card.B.js";export default c;',
  'Card.B.js': 'import{s}from"./store.C.js";export const c=s;',
  'store.C.js': 'import{a}from"./atom.D.js";export const s=a;',
  'atom.D.js': 'import{b}from"./base.G.js";export const a=b;',
  'base.G.js': 'export const b=1;',
  'late.E.js': 'import"./store.C.js";',
  // Imported statically by the card, and dynamically here: asked for on its own as well.
  'banner.F.js': 'import(`./store.C.js`).then((s)=>s);',
};
const PAGE = '<astro-island component-url="/_astro/Island.A.js" renderer-url="/_astro/Card.B.js"></astro-island>';

describe('entry chunks name every chunk they need (the build step)', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it("flattens the chunks no chunk imports, the chunks a page names and dynamic imports' targets, and no other", () => {
    out = mkdtempSync(join(tmpdir(), 'flat-'));
    mkdirSync(join(out, '_astro'));
    for (const [file, code] of Object.entries(CHUNKS)) writeFileSync(join(out, '_astro', file), code);
    writeFileSync(join(out, 'index.html'), PAGE);
    const read = (file: string) => readFileSync(join(out, '_astro', file), 'utf8');

    expect(flattenEntryChunks(out)).toBe(4);
    expect(read('Island.A.js')).toBe(`${CHUNKS['Island.A.js']}\nimport"./store.C.js";import"./atom.D.js";import"./base.G.js";\n`);
    // Imported by the island, but named by the page as a renderer: an entry of its own too.
    expect(read('Card.B.js')).toBe(`${CHUNKS['Card.B.js']}\nimport"./atom.D.js";import"./base.G.js";\n`);
    expect(read('late.E.js')).toBe(`${CHUNKS['late.E.js']}\nimport"./atom.D.js";import"./base.G.js";\n`);
    // A dynamic import's target, though the card imports it too.
    expect(read('store.C.js')).toBe(`${CHUNKS['store.C.js']}\nimport"./base.G.js";\n`);
    // Its own imports are all it needs (none static): nothing to add.
    expect(read('banner.F.js')).toBe(CHUNKS['banner.F.js']);
    expect(read('atom.D.js')).toBe(CHUNKS['atom.D.js']);
    // A second run over the same build changes nothing.
    expect(flattenEntryChunks(out)).toBe(0);
  });
});
