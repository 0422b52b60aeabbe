import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Repository paths a document names in code spans or links: top folders of the tree, no patterns. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g), ...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((m) => m[1] ?? '');
  return spans
    .map((span) => span.replace(/^\.\.\//, '').replace(/[),.:;]+$/, ''))
    .filter((span) => /^(src|functions|tests|docs|workers|public)\/[\w./@[\]-]+$/.test(span))
    .filter((span) => !/[<>*{}]/.test(span));
}

describe('the README is a map a newcomer can trust', () => {
  it('is at most 250 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it("has its sections in a newcomer's order", () => {
    const headings = [...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Two commands', 'The map', 'Configuration', 'Deploying to Cloudflare Pages with D1']);
  });

  it.each(DOCS)('every path %s names exists', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const paths = namedPaths(text);
    if (doc === 'README.md') expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter((path) => !existsSync(join(ROOT, path)) && !existsSync(join(ROOT, 'docs', path)));
    expect(missing).toEqual([]);
  });
});
