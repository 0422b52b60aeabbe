/**
 * Astro's island scripts after the first screen (issue 37, item 2): which inline scripts are the
 * island machinery, how the build writes them as files and how the build and the edge put
 * placeholders in their place. The browser side (islands still wake, held presses still land) is
 * e2e early-input and first-screen-styles.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deferIslandScripts } from '../../../src/integrations/first-screen-styles.ts';
import { inlineScriptHashes, islandScriptHashes } from '../../../src/integrations/security-headers.ts';
import { withFirstScreenStylesInHtml } from '../../../src/edge/first-screen-styles.ts';
import {
  ISLAND_SCRIPTS_INDEX,
  isIslandMachinery,
  isIslandScriptList,
  islandMachineryOf,
  islandScriptPath,
  withIslandScriptsAfterFirstScreen,
} from '../../../src/lib/first-paint/island-scripts.ts';

// The shapes Astro inlines (shortened): its island element and two client directives.
const ISLAND_ELEMENT =
  '(()=>{var g=Object.defineProperty;class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const INTERACTION = '(()=>{var g=(i,o,n)=>{i()},m=g;(self.Astro||(self.Astro={})).interaction=m;window.dispatchEvent(new Event("astro:interaction"));})();';
const ONLY = '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();';
const HEAD = '"use strict";(()=>{document.documentElement.dataset.auth="guest"})();';
const SHELL_PLACEHOLDER = '<script type="text/plain" data-rest="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.X1.js"></script>';

function hexOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function page(body: string, placeholders = true): string {
  return `<!doctype html><html><head><script>${HEAD}</script></head><body>${body}${placeholders ? SHELL_PLACEHOLDER : ''}</body></html>`;
}

describe('isIslandMachinery', () => {
  const cases: [string, string, boolean][] = [
    ['the island element', ISLAND_ELEMENT, true],
    ['the interaction directive', INTERACTION, true],
    ['the client:only directive', ONLY, true],
    ['the head script', HEAD, false],
    ['a script that only names the element', 'document.querySelectorAll("astro-island")', false],
    ['a directive whose event names another', '(self.Astro||(self.Astro={})).load=m;window.dispatchEvent(new Event("astro:idle"));})();', false],
    ['a product data block', '{"id":2000}', false],
  ];
  it.each(cases)('%s: %s', (_, text, expected) => {
    expect(isIslandMachinery(text)).toBe(expected);
  });
});

describe('islandMachineryOf', () => {
  it('finds the island scripts in page order and nothing else', () => {
    const html = page(
      `<script>${INTERACTION}</script><script>${ISLAND_ELEMENT}</script><astro-island ssr></astro-island><script type="application/json">{}</script>`,
    );
    expect(islandMachineryOf(html)).toEqual([INTERACTION, ISLAND_ELEMENT]);
  });
});

describe('islandScriptPath and isIslandScriptList', () => {
  it('names a file from the first 12 hex digits of the hash', () => {
    expect(islandScriptPath('0123456789abcdef0123')).toBe('/_astro/island-0123456789ab.js');
  });
  const lists: [string, unknown, boolean][] = [
    ['a list the build wrote', [{ src: '/_astro/island-0123456789ab.js', text: INTERACTION }], true],
    ['an empty list', [], true],
    ['a file outside /_astro/', [{ src: 'https://elsewhere.example/island-0123456789ab.js', text: INTERACTION }], false],
    ['a path that climbs', [{ src: '/_astro/../island-0123456789ab.js', text: INTERACTION }], false],
    ['a text that is not island machinery', [{ src: '/_astro/island-0123456789ab.js', text: HEAD }], false],
    ['not a list', { src: '/_astro/island-0123456789ab.js', text: INTERACTION }, false],
  ];
  it.each(lists)('%s', (_, value, expected) => {
    expect(isIslandScriptList(value)).toBe(expected);
  });
});

describe('withIslandScriptsAfterFirstScreen', () => {
  const scripts = [
    { src: '/_astro/island-aaaaaaaaaaaa.js', text: INTERACTION },
    { src: '/_astro/island-bbbbbbbbbbbb.js', text: ISLAND_ELEMENT },
  ];
  it('puts a placeholder in place of each listed script, and leaves the head script and data blocks', () => {
    const html = page(
      `<script>${INTERACTION}</script><script>${ISLAND_ELEMENT}</script><astro-island ssr><b>x</b></astro-island><script type="application/json">{}</script>`,
    );
    const out = withIslandScriptsAfterFirstScreen(html, scripts);
    expect(out).toBe(
      page(
        '<script type="text/plain" data-rest="/_astro/island-aaaaaaaaaaaa.js"></script><script type="text/plain" data-rest="/_astro/island-bbbbbbbbbbbb.js"></script>' +
          '<astro-island ssr><b>x</b></astro-island><script type="application/json">{}</script>',
      ),
    );
    expect(islandMachineryOf(out)).toEqual([]);
  });
  it('leaves a script the list does not hold (another build) inline', () => {
    const html = page(`<script>${ONLY}</script><script>${ISLAND_ELEMENT}</script>`);
    const out = withIslandScriptsAfterFirstScreen(html, scripts);
    expect(islandMachineryOf(out)).toEqual([ONLY]);
  });
  it('changes nothing on a page whose head script starts no placeholders, or with no list', () => {
    const bare = page(`<script>${INTERACTION}</script>`, false);
    expect(withIslandScriptsAfterFirstScreen(bare, scripts)).toBe(bare);
    const html = page(`<script>${INTERACTION}</script>`);
    expect(withIslandScriptsAfterFirstScreen(html, [])).toBe(html);
  });
});

describe('the edge: withFirstScreenStylesInHtml with the island scripts', () => {
  it('moves the island scripts and the shell scripts after the first screen', async () => {
    const html = `<!doctype html><html><head><script>${HEAD}</script></head><body><script>${INTERACTION}</script><script>${ISLAND_ELEMENT}</script><astro-island ssr></astro-island><script type="module" src="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.X1.js"></script></body></html>`;
    const out = await withFirstScreenStylesInHtml(html, async () => null, [
      { src: '/_astro/island-aaaaaaaaaaaa.js', text: INTERACTION },
      { src: '/_astro/island-bbbbbbbbbbbb.js', text: ISLAND_ELEMENT },
    ]);
    expect(islandMachineryOf(out)).toEqual([]);
    expect(out).toContain('<script type="text/plain" data-rest="/_astro/island-bbbbbbbbbbbb.js"></script>');
    expect(out).toContain(SHELL_PLACEHOLDER);
  });
  it('keeps them inline when the list could not be read', async () => {
    const html = `<!doctype html><html><head></head><body><script>${ISLAND_ELEMENT}</script><script type="module" src="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.X1.js"></script></body></html>`;
    expect(islandMachineryOf(await withFirstScreenStylesInHtml(html, async () => null))).toEqual([ISLAND_ELEMENT]);
  });
});

describe('the build: deferIslandScripts and the page policy', () => {
  let out = '';
  afterEach(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('writes each script once as a file, lists it, rewrites the pages and keeps its hash in the policy', () => {
    out = mkdtempSync(join(tmpdir(), 'island-scripts-'));
    mkdirSync(join(out, '_astro'));
    mkdirSync(join(out, '_first-screen'));
    mkdirSync(join(out, 'ms'));
    const islands = `<script>${INTERACTION}</script><script>${ISLAND_ELEMENT}</script><astro-island ssr></astro-island>`;
    writeFileSync(join(out, 'about-us.html'), page(islands));
    writeFileSync(join(out, 'ms', 'about-us.html'), page(islands));
    // The editor's page has no store layout: it keeps its scripts.
    writeFileSync(join(out, 'admin.html'), page(`<script>${ISLAND_ELEMENT}</script>`, false));

    const { scripts, pages } = deferIslandScripts(out);

    expect(pages).toBe(2);
    expect(scripts).toEqual([
      { src: islandScriptPath(hexOf(INTERACTION)), text: INTERACTION },
      { src: islandScriptPath(hexOf(ISLAND_ELEMENT)), text: ISLAND_ELEMENT },
    ]);
    // The element's file makes sure of self.Astro: it may run before the directive's.
    expect(readFileSync(join(out, scripts[0]!.src), 'utf8')).toBe(INTERACTION);
    expect(readFileSync(join(out, scripts[1]!.src), 'utf8')).toBe(`self.Astro||(self.Astro={});${ISLAND_ELEMENT}`);
    expect(JSON.parse(readFileSync(join(out, ISLAND_SCRIPTS_INDEX), 'utf8'))).toEqual(scripts);
    const about = readFileSync(join(out, 'ms', 'about-us.html'), 'utf8');
    expect(islandMachineryOf(about)).toEqual([]);
    expect(about).toContain(`<script type="text/plain" data-rest="${scripts[1]!.src}"></script>`);
    expect(islandMachineryOf(readFileSync(join(out, 'admin.html'), 'utf8'))).toEqual([ISLAND_ELEMENT]);
    // The pages no longer carry them, but an edge page that could not read the list still may.
    expect(inlineScriptHashes(about)).toEqual(inlineScriptHashes(page('')));
    expect(islandScriptHashes(out)).toEqual(scripts.map((script) => createHash('sha256').update(script.text, 'utf8').digest('base64')));
  });

  it('has no hashes to add before a build wrote the list', () => {
    out = mkdtempSync(join(tmpdir(), 'island-scripts-'));
    expect(islandScriptHashes(out)).toEqual([]);
  });
});
