import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { displayFaceSwitch, markedSelector } from '../../src/lib/first-paint/display-face-switch.ts';

async function transformed(css: string): Promise<string> {
  const result = await postcss([displayFaceSwitch('Cormorant Garamond')]).process(css, { from: undefined });
  // Compared as text: one space for any run of blanks and after a closing brace, no semicolon before one.
  return result.css
    .replace(/\s+/g, ' ')
    .replace(/;? ?}/g, ' }')
    .replace(/}(?=\S)/g, '} ')
    .trim();
}

const STACK = '--serif: "Cormorant Garamond", var(--serif-fallbacks)';

describe('the display typeface comes into use on the serif elements alone (issue 37)', () => {
  it.each([
    ['a class', '.card__model { font-family: var(--serif); }', `.card__model { font-family: var(--serif) } :root[data-display-font] .card__model { ${STACK} }`],
    [
      'a selector list',
      'h1, h2 { font-family: var(--serif); color: red; }',
      `h1, h2 { font-family: var(--serif); color: red } :root[data-display-font] h1, :root[data-display-font] h2 { ${STACK} }`,
    ],
    ['the font shorthand', '.a b { font: 500 18px/1.2 var(--serif); }', `.a b { font: 500 18px/1.2 var(--serif) } :root[data-display-font] .a b { ${STACK} }`],
    [
      'inside a media query, where the rule is',
      '@media (min-width: 768px) { .t { font-family: var(--serif); } }',
      `@media (min-width: 768px) { .t { font-family: var(--serif) } :root[data-display-font] .t { ${STACK} } }`,
    ],
    [
      'a scoped component style',
      '.logo[data-astro-cid-x] { font-family: var(--serif); }',
      `.logo[data-astro-cid-x] { font-family: var(--serif) } :root[data-display-font] .logo[data-astro-cid-x] { ${STACK} }`,
    ],
  ])('%s gets a twin right after it', async (_case, css, expected) => {
    expect(await transformed(css)).toBe(expected);
  });

  it.each([
    ['another font', '.a { font-family: var(--sans); }'],
    ['no font', '.a { color: var(--serif-colour); }'],
    ['the stack itself', ':root { --serif: var(--serif-fallbacks); }'],
  ])('a rule with %s is left alone', async (_case, css) => {
    expect(await transformed(css)).toBe(css.replace(/; }/g, ' }'));
  });

  it.each([
    ['.a', ':root[data-display-font] .a'],
    [' .a > b ', ':root[data-display-font] .a > b'],
    [':root .a', ':root[data-display-font] .a'],
    [':root:lang(zh-Hant) .a', ':root[data-display-font]:lang(zh-Hant) .a'],
    ['html .a', ':root[data-display-font] .a'],
    ['.html-note', ':root[data-display-font] .html-note'],
    [':root-ish', ':root[data-display-font] :root-ish'],
  ])('%s is marked as %s', (selector, expected) => {
    expect(markedSelector(selector)).toBe(expected);
  });
});
