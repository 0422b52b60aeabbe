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
  'atom.D.js': 'export const a=1;',
  'late.E.js': 'import"./store.C.js";',
};
const PAGE = '<astro-island component-url="/_astro/Island.A.js" renderer-url="/_astro/Card.B.js"></astro-island>';

describe('entry chunks name every chunk they need (the build step)', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('flattens the chunks no chunk imports and the chunks a page names, and no other', () => {
    out = mkdtempSync(join(tmpdir(), 'flat-'));
    mkdirSync(join(out, '_astro'));
    for (const [file, code] of Object.entries(CHUNKS)) writeFileSync(join(out, '_astro', file), code);
    writeFileSync(join(out, 'index.html'), PAGE);
    const read = (file: string) => readFileSync(join(out, '_astro', file), 'utf8');

    expect(flattenEntryChunks(out)).toBe(3);
    expect(read('Island.A.js')).toBe(`${CHUNKS['Island.A.js']}\nimport"./store.C.js";import"./atom.D.js";\n`);
    // Imported by the island, but named by the page as a renderer: an entry of its own too.
    expect(read('Card.B.js')).toBe(`${CHUNKS['Card.B.js']}\nimport"./atom.D.js";\n`);
    expect(read('late.E.js')).toBe(`${CHUNKS['late.E.js']}\nimport"./atom.D.js";\n`);
    expect(read('store.C.js')).toBe(CHUNKS['store.C.js']);
    // A second run over the same build changes nothing.
    expect(flattenEntryChunks(out)).toBe(0);
  });
});
