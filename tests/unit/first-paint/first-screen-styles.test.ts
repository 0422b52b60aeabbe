/**
 * The first screen's styles (issue 37, item 2): which rules a page's markup can use, as the build
 * splits a stylesheet and the edge picks from it. Table-driven; the edge's use of it is tested in
 * tests/api/browse/first-screen-styles.test.ts, the look of the pages in e2e first-screen-styles.
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '../../../src/integrations/first-screen-styles.ts';
import {
  classesNeeded,
  documentClasses,
  firstScreenCss,
  indexPathOf,
  isBuildStylesheet,
  isSafeStyleText,
  needsOfSelectorList,
  splitSelectorList,
  startsAfterFirstScreen,
  withScriptsAfterFirstScreen,
} from '../../../src/lib/first-paint/first-screen-styles.ts';
import { withFirstScreenStylesInHtml } from '../../../src/edge/first-screen-styles.ts';

describe('classesNeeded', () => {
  const cases: [string, string[]][] = [
    ['h1', []],
    [':root', []],
    ['*', []],
    ['.card', ['card']],
    ['.card .card__title', ['card', 'card__title']],
    ['.card > .card__title:hover', ['card', 'card__title']],
    ['.btn.btn--ghost::after', ['btn', 'btn--ghost']],
    ['.hero[data-astro-cid-irahaz3f]', ['hero']],
    // Text in attribute selectors and strings is not a class.
    ['a[href$=".pdf"]', []],
    ['[data-x="a.b"] .c', ['c']],
    // The arguments of :not(), :is(), :where() and :has() need not be on the page.
    ['.menu:not(.is-open)', ['menu']],
    [':is(.a, .b) .c', ['c']],
    [':where(.x) h2', []],
    ['.card:has(.badge)', ['card']],
    ['html[data-wake~=banner] .download-banner--static', ['download-banner--static']],
    // Escaped characters belong to the name.
    ['.w-1\\/2', ['w-1/2']],
    ['.md\\:flex', ['md:flex']],
  ];
  it.each(cases)('%s needs %j', (selector, classes) => {
    expect(classesNeeded(selector)).toEqual(classes);
  });
});

describe('splitSelectorList and needsOfSelectorList', () => {
  const cases: [string, string[], string[][] | null][] = [
    ['.a,.b', ['.a', '.b'], [['a'], ['b']]],
    ['.a .b, .c', ['.a .b', '.c'], [['a', 'b'], ['c']]],
    [':is(.a,.b) .c,.d', [':is(.a,.b) .c', '.d'], [['c'], ['d']]],
    ['[title="x,y"] .c', ['[title="x,y"] .c'], [['c']]],
    // One selector that needs no class: the rule always applies.
    ['.a,h2', ['.a', 'h2'], null],
    ['body', ['body'], null],
  ];
  it.each(cases)('%s', (list, selectors, needs) => {
    expect(splitSelectorList(list)).toEqual(selectors);
    expect(needsOfSelectorList(list)).toEqual(needs);
  });
});

describe('documentClasses', () => {
  const cases: [string, string[]][] = [
    ['<div class="a b  c"></div>', ['a', 'b', 'c']],
    ['<span class=\'x\'></span><p class="y">', ['x', 'y']],
    ['<div data-class="no" class="yes"></div>', ['yes']],
    ['<div class="">', []],
    ['<a class="\n  card\tcard--sold\n">', ['card', 'card--sold']],
    ['<i class="a&amp;b">', ['a&b']],
    // Not an attribute: the text of a paragraph.
    ['<p>class="nope"</p>', []],
  ];
  it.each(cases)('%s', (html, classes) => {
    expect([...documentClasses(html)].sort()).toEqual([...classes].sort());
  });
});

describe('stylesheetRules and firstScreenCss', () => {
  const css =
    '@font-face{font-family:X;src:local(Y)}:root{--ink:#111}h1{margin:0}.card{color:red}.card__img{width:100%}' +
    '@media (min-width:768px){.card{color:blue}.grid{display:grid}h2{margin:0}}' +
    '@supports (display:grid){@media (min-width:1px){.card{gap:1px}}}' +
    '@keyframes spin{to{transform:rotate(1turn)}}.modal.is-open{display:block}.menu:not(.is-open){display:none}';
  const rules = stylesheetRules(css);

  it('keeps every rule, in order, with the at-rules around it', () => {
    expect(rules.map(([wrappers, needs]) => [wrappers.join(' '), needs])).toEqual([
      ['', null],
      ['', null],
      ['', null],
      ['', [['card']]],
      ['', [['card__img']]],
      ['@media (min-width:768px)', [['card']]],
      ['@media (min-width:768px)', [['grid']]],
      ['@media (min-width:768px)', null],
      ['@supports (display:grid) @media (min-width:1px)', [['card']]],
      ['', null],
      ['', [['modal', 'is-open']]],
      ['', [['menu']]],
    ]);
  });

  it('gives the stylesheet back whole when the page uses every class', () => {
    expect(firstScreenCss(rules, new Set(['card', 'card__img', 'grid', 'modal', 'is-open', 'menu']))).toBe(css);
  });

  const picks: [string, string[], string][] = [
    [
      'a page with cards only',
      ['card'],
      '@font-face{font-family:X;src:local(Y)}:root{--ink:#111}h1{margin:0}.card{color:red}' +
        '@media (min-width:768px){.card{color:blue}h2{margin:0}}@supports (display:grid){@media (min-width:1px){.card{gap:1px}}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    ],
    [
      'a page with no classes keeps the element rules and at-rules',
      [],
      '@font-face{font-family:X;src:local(Y)}:root{--ink:#111}h1{margin:0}@media (min-width:768px){h2{margin:0}}@keyframes spin{to{transform:rotate(1turn)}}',
    ],
    [
      'a state class a script adds is left for the whole stylesheet',
      ['modal', 'menu'],
      '@font-face{font-family:X;src:local(Y)}:root{--ink:#111}h1{margin:0}@media (min-width:768px){h2{margin:0}}@keyframes spin{to{transform:rotate(1turn)}}.menu:not(.is-open){display:none}',
    ],
  ];
  it.each(picks)('%s', (_name, classes, expected) => {
    expect(firstScreenCss(rules, new Set(classes))).toBe(expected);
  });

  it('refuses a stylesheet it cannot parse', () => {
    expect(() => stylesheetRules('.a{color:red')).toThrow();
  });
});

describe('addresses', () => {
  const cases: [string | null, boolean, string | null][] = [
    ['/_astro/StoreLayout.B9VCKYpm.css', true, '/_first-screen/StoreLayout.B9VCKYpm.json'],
    ['/_astro/x.css?v=1', false, null],
    ['/_astro/../secret.css', false, null],
    ['https://evil.example/_astro/a.css', false, null],
    ['//evil.example/_astro/a.css', false, null],
    ['/_astro/a.js', false, null],
    ['/styles/a.css', false, null],
    [null, false, null],
  ];
  it.each(cases)('%s', (href, isBuild, index) => {
    expect(isBuildStylesheet(href)).toBe(isBuild);
    if (href !== null) expect(indexPathOf(href)).toBe(index);
  });

  it('never lets a rule end the style element', () => {
    expect(isSafeStyleText('.a{content:"</style><script>"}')).toBe(false);
    expect(isSafeStyleText('.a{content:"<\\/style>"}')).toBe(true);
  });
});

describe('withFirstScreenStylesInHtml', () => {
  const rules = stylesheetRules('h1{margin:0}.card{color:red}.unused{color:blue}');
  const page = (head: string, body = '<div class="card"></div>') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
  const rulesOf = async (href: string) => (href === '/_astro/a.css' ? rules : null);

  it('puts the rules the page uses where the link was, naming the stylesheet', async () => {
    const html = await withFirstScreenStylesInHtml(page('<meta charset="utf-8"><link rel="stylesheet" href="/_astro/a.css"><style>.own{}</style>'), rulesOf);
    expect(html).toContain('<head><meta charset="utf-8"><style data-rest="/_astro/a.css">h1{margin:0}.card{color:red}</style><style>.own{}</style></head>');
  });

  it('leaves a stylesheet without an index, another origin and a stylesheet in the body as links', async () => {
    const head = '<link rel="stylesheet" href="/_astro/b.css"><link rel="stylesheet" href="https://cdn.example/x.css">';
    const body = '<div class="card"></div><link rel="stylesheet" href="/_astro/a.css">';
    expect(await withFirstScreenStylesInHtml(page(head, body), rulesOf)).toBe(page(head, body));
  });

  it('starts the shell scripts at the load event wherever the build put them', async () => {
    const shell = '<script type="module" src="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.A.js"></script>';
    const html = await withFirstScreenStylesInHtml(page('', `<div class="card"></div>${shell}`), rulesOf);
    expect(html).toBe(
      page('', '<div class="card"></div><script type="text/plain" data-rest="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.A.js"></script>'),
    );
  });

  it('leaves a page without a head as it is', async () => {
    expect(await withFirstScreenStylesInHtml('<p class="card">x</p>', rulesOf)).toBe('<p class="card">x</p>');
  });
});

describe('the shell scripts that wait for the load event', () => {
  const cases: [string, boolean][] = [
    ['/_astro/ShellIslands.astro_astro_type_script_index_0_lang.xE_Ja6Ge.js', true],
    ['/_astro/DownloadBanner.astro_astro_type_script_index_0_lang.kVyQJQkj.js', true],
    // The product page's first script waits too (a thumbnail pressed before it is held); the sell form is the page.
    ['/_astro/ProductShell.astro_astro_type_script_index_0_lang.Ct9246k1.js', true],
    ['/_astro/SellPage.astro_astro_type_script_index_0_lang.Dfwz2PHX.js', false],
    ['/_astro/ShellIslands.js', false],
    ['https://evil.example/_astro/ShellIslands.astro_astro_type_script_index_0_lang.x.js', false],
    ['/_astro/ShellIslands.astro_astro_type_script_index_0_lang.x.js?y', false],
  ];
  it.each(cases)('%s: %s', (src, waits) => {
    expect(startsAfterFirstScreen(src)).toBe(waits);
  });

  it('become placeholders the head script starts at the load event; the others stay', () => {
    const shell = '<script type="module" src="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.A.js"></script>';
    const sell = '<script type="module" src="/_astro/SellPage.astro_astro_type_script_index_0_lang.B.js"></script>';
    expect(withScriptsAfterFirstScreen(`<head>${shell}${sell}`)).toBe(
      `<head><script type="text/plain" data-rest="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.A.js"></script>${sell}`,
    );
  });
});
