/**
 * The first screen's styles (issue 37, item 2): the rules of a page's stylesheets that can apply to
 * what the page holds, sent inside the page; the whole stylesheets follow once the first screen is drawn.
 *
 * The build splits each stylesheet into its rules (src/integrations/first-screen-styles.ts) and
 * notes the class names each rule's selector needs. The edge keeps, for each page it renders, the
 * rules whose classes all appear in that page (`class="…"`): a superset of what its first screen
 * uses, so nothing the shopper sees waits for a stylesheet request. What scripts add later (a menu
 * opened, a state class) finds its rules in the whole stylesheets, which the head script links in once
 * the first screen is drawn (src/early/after-first-screen.ts) or when an island wakes
 * (src/early/rest-styles.ts).
 *
 * Pure: no I/O, shared by the build, the edge and their tests.
 */

/**
 * One rule of a stylesheet, in its order: the at-rules around it (outermost first, `@media (…)`), the
 * class sets its selector list needs (any one set suffices; null when some selector needs no class,
 * as `h1`, `:root`, or the rule is an at-rule of its own such as `@font-face`), and its text.
 */
export type StyleRule = readonly [wrappers: readonly string[], needs: readonly (readonly string[])[] | null, text: string];

/** What the build writes for one stylesheet. */
export interface StylesheetIndex {
  /** The stylesheet's address, `/_astro/….css`. */
  href: string;
  rules: StyleRule[];
}

/** Where the build writes a stylesheet's index: `/_astro/StoreLayout.B9VC.css` → `/_first-screen/StoreLayout.B9VC.json`. */
export const FIRST_SCREEN_INDEX_DIR = '/_first-screen/';
/**
 * The attribute naming what comes after the first screen: on a first-screen `<style>`, the stylesheet
 * to link after it; on a `<script type="text/plain">` placeholder, the shell script to start once the
 * first screen is drawn (startsAfterFirstScreen).
 */
export const REST_ATTRIBUTE = 'data-rest';

/**
 * The scripts that do nothing the first screen needs: ShellIslands (the login dialog of `?login=1`,
 * the guest session and field vitals, all after the load event), DownloadBanner (the app banner's
 * close and height) and ProductShell (the product page's first script: the gallery's dots and
 * thumbnails, the deal's countdown; a press on a thumbnail before it runs is held by the head script
 * and pressed again once it has, product-page-early.ts). On the pages the edge renders they start
 * once the first screen is drawn (src/early/rest-styles.ts), so no first paint waits for their
 * requests: the product page's photo then has the network to itself after the document. The build
 * names a component's script `{Component}.astro_astro_type_script_index_{n}_lang.{hash}.js`.
 */
const AFTER_FIRST_SCREEN_SCRIPTS = /^\/_astro\/(?:ShellIslands|DownloadBanner|ProductShell)\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/;

/** Whether a module script of the page can wait for the first screen (AFTER_FIRST_SCREEN_SCRIPTS). */
export function startsAfterFirstScreen(src: string | null | undefined): src is string {
  return typeof src === 'string' && AFTER_FIRST_SCREEN_SCRIPTS.test(src);
}

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The page with its scripts that can wait (startsAfterFirstScreen) as placeholders the head script starts once the first screen is drawn. */
export function withScriptsAfterFirstScreen(html: string): string {
  return html.replace(MODULE_SCRIPT, (script, src: string) =>
    startsAfterFirstScreen(src) ? `<script type="text/plain" ${REST_ATTRIBUTE}="${src}"></script>` : script,
  );
}

/** A build stylesheet's address: a same-origin hashed file under /_astro/, nothing else. */
export function isBuildStylesheet(href: string | null | undefined): href is string {
  return typeof href === 'string' && /^\/_astro\/[\w.-]+\.css$/.test(href) && !href.includes('..');
}

/** The index file of a build stylesheet, or null for any other address. */
export function indexPathOf(href: string): string | null {
  if (!isBuildStylesheet(href)) return null;
  return `${FIRST_SCREEN_INDEX_DIR}${href.slice('/_astro/'.length, -'.css'.length)}.json`;
}

/** Pseudo-classes whose argument need not match for the selector to match (or may match nothing). */
const LOOSE_ARGUMENTS = /:(?:not|is|where|has|matches|-webkit-any|-moz-any)\(/gi;

/** The selector with the arguments of :not(), :is(), :where() and :has() taken out. */
function withoutLooseArguments(selector: string): string {
  let out = '';
  let index = 0;
  LOOSE_ARGUMENTS.lastIndex = 0;
  for (let match = LOOSE_ARGUMENTS.exec(selector); match; match = LOOSE_ARGUMENTS.exec(selector)) {
    out += selector.slice(index, match.index);
    let depth = 1;
    let cursor = match.index + match[0].length;
    while (cursor < selector.length && depth > 0) {
      if (selector[cursor] === '(') depth += 1;
      else if (selector[cursor] === ')') depth -= 1;
      cursor += 1;
    }
    index = cursor;
    LOOSE_ARGUMENTS.lastIndex = cursor;
  }
  return out + selector.slice(index);
}

/**
 * The class names one selector (no commas at its top level) needs on elements of the page: those of
 * its compound selectors, not those inside :not(), :is(), :where() or :has(), nor text in attribute
 * selectors or strings. A selector that names no class needs none ([]).
 */
export function classesNeeded(selector: string): string[] {
  const bare = withoutLooseArguments(selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/\[[^\]]*\]/g, '[]'));
  const names = new Set<string>();
  for (const match of bare.matchAll(/\.((?:\\.|[\w-]|[^\x00-\x7f])+)/g)) names.add(match[1]!.replace(/\\(.)/g, '$1'));
  return [...names];
}

/** Splits a selector list at its top-level commas (not those inside parentheses, brackets or strings). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter((part) => part.length > 0);
}

/** What a selector list needs: one class set per selector, or null when one of them needs none. */
export function needsOfSelectorList(list: string): string[][] | null {
  const needs: string[][] = [];
  for (const selector of splitSelectorList(list)) {
    const classes = classesNeeded(selector);
    if (classes.length === 0) return null;
    needs.push(classes);
  }
  return needs.length > 0 ? needs : null;
}

/** The class names a page's markup uses (`class="…"` and `class='…'` attributes, wherever they are). */
export function documentClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    for (const name of (match[1] ?? match[2] ?? '').split(/\s+/)) if (name) classes.add(decodeBasicEntities(name));
  }
  return classes;
}

function decodeBasicEntities(text: string): string {
  return text.includes('&')
    ? text
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
    : text;
}

/** Whether a rule can apply to a page with these classes. */
export function ruleApplies(needs: StyleRule[1], classes: ReadonlySet<string>): boolean {
  return needs === null || needs.some((set) => set.every((name) => classes.has(name)));
}

/**
 * The stylesheet's rules that can apply to a page with these classes, in their order, each inside its
 * at-rules (consecutive rules under the same at-rules share one block).
 */
export function firstScreenCss(rules: readonly StyleRule[], classes: ReadonlySet<string>): string {
  let css = '';
  let open: readonly string[] = [];
  for (const [wrappers, needs, text] of rules) {
    if (!ruleApplies(needs, classes)) continue;
    let shared = 0;
    while (shared < open.length && shared < wrappers.length && open[shared] === wrappers[shared]) shared += 1;
    css += '}'.repeat(open.length - shared);
    for (const wrapper of wrappers.slice(shared)) css += `${wrapper}{`;
    css += text;
    open = wrappers;
  }
  return css + '}'.repeat(open.length);
}

/** A `<style>` element's text is safe when nothing in it could end the element. */
export function isSafeStyleText(css: string): boolean {
  return !/<\/style/i.test(css);
}
