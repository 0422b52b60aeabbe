/**
 * Spec section 9 breakpoints: mobile under 768 px, tablet 768–1180 px, desktop above 1180 px. Scripts
 * take them from BREAKPOINTS (MEDIA); CSS cannot import, so this reads every stylesheet and Astro style
 * block and accepts only widths that are those breakpoints, or the carousel's own slide-count widths
 * (spec section 9, CAROUSEL_BREAKPOINTS) in the carousel's rules.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS } from '../../../src/lib/catalog/carousel.ts';
import { BREAKPOINTS, MEDIA } from '../../../src/lib/config/storefront.ts';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['src/components', 'src/layouts', 'src/pages', 'src/styles'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(css|astro)$/.test(name) ? [path] : [];
  });
}

/** Each @media width with the text of its block's first selector. */
function mediaWidths(source: string): { query: string; width: number; bound: 'min' | 'max'; selector: string }[] {
  const found: { query: string; width: number; bound: 'min' | 'max'; selector: string }[] = [];
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of css.matchAll(/@media([^{]*)\{\s*([^{]*)\{/g)) {
    const query = (match[1] ?? '').trim();
    for (const width of query.matchAll(/(min|max)-width:\s*(\d+)px/g)) {
      found.push({ query, bound: width[1] as 'min' | 'max', width: Number(width[2]), selector: (match[2] ?? '').trim() });
    }
  }
  return found;
}

const SPEC_WIDTHS: Record<'min' | 'max', number[]> = {
  min: [BREAKPOINTS.mobileMax + 1, BREAKPOINTS.tabletMax + 1],
  max: [BREAKPOINTS.mobileMax, BREAKPOINTS.tabletMax],
};
const CAROUSEL_WIDTHS = Object.keys(CAROUSEL_BREAKPOINTS).map(Number);

describe('breakpoints (spec section 9)', () => {
  it('are 768 and 1180 px', () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 767, tabletMax: 1180 });
    expect(MEDIA).toEqual({ mobile: '(max-width: 767px)', tabletUp: '(min-width: 768px)', desktop: '(min-width: 1181px)' });
  });

  const all = SCANNED.flatMap((dir) => files(join(ROOT, dir)));
  it('scans the stylesheets', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it('every media query outside the carousel uses only the spec breakpoints', () => {
    const offending: string[] = [];
    for (const file of all) {
      for (const { query, width, bound, selector } of mediaWidths(readFileSync(file, 'utf8'))) {
        if (SPEC_WIDTHS[bound].includes(width)) continue;
        const carouselWidth = bound === 'min' ? width : width + 1;
        if (selector.startsWith('.carousel') && CAROUSEL_WIDTHS.includes(carouselWidth)) continue;
        offending.push(`${relative(ROOT, file)}: @media ${query} { ${selector} }`);
      }
    }
    expect(offending).toEqual([]);
  });
});
