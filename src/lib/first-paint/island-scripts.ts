/**
 * Astro's island machinery after the first screen (issue 37, item 2). Astro writes two inline scripts
 * into every page with an island: the `<astro-island>` element (about 4.4 KB) and the
 * `client:interaction` directive (1.5 KB), 2.3 KB of the page's gzip. Neither does anything before
 * the shopper uses an island or the first screen is drawn (every island of the store wakes on
 * interaction), yet both travel in each document, and they were the difference between one round
 * trip and two for the home page.
 *
 * The build writes each as a file of its own (`/_astro/island-{hash}.js`, cached across pages and
 * precached by the offline worker) and lists them in ISLAND_SCRIPTS_INDEX; the build and the edge put
 * a placeholder in their place, which the head script starts once the first screen is drawn, as it
 * does for the shell's waiting scripts (src/early/rest-styles.ts), or at the shopper's first press,
 * key, focus or pointer on the page if that comes first. An `<astro-island>` that is still HTML until
 * then is only its markup; a press or change on it meanwhile is held by the early-input capture and
 * marks the island (HELD_INPUT_ATTRIBUTE), and focus inside it is found by the directive, which wakes
 * the island as soon as it runs.
 *
 * Only pages whose head script starts placeholders (the store's layout: it already carries the shell's,
 * `withShellScriptsAfterLoad`) are changed; any other page keeps its inline scripts.
 *
 * Pure: no I/O, shared by the build, the edge and their tests.
 */
import { FIRST_SCREEN_INDEX_DIR, REST_ATTRIBUTE } from './first-screen-styles.ts';

/** Where the build lists the island scripts it wrote as files. */
export const ISLAND_SCRIPTS_INDEX = `${FIRST_SCREEN_INDEX_DIR}island-scripts.json`;

/** One inline script of Astro's island machinery and the file the build wrote it to. */
export interface IslandScript {
  /** `/_astro/island-{hash}.js` */
  src: string;
  /** The script's text, exactly as Astro inlines it. */
  text: string;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's `<astro-island>` element: the script defines it. */
const ISLAND_ELEMENT = 'customElements.define("astro-island"';
/** A client directive as Astro inlines it: it registers itself on `self.Astro` and announces it. */
const CLIENT_DIRECTIVE = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.([\w-]+)=[\w$]+;window\.dispatchEvent\(new Event\("astro:\1"\)\);\}\)\(\);?\s*$/;
/** The mark that a page's head script starts placeholders (the shell's waiting scripts carry it). */
const PLACEHOLDER = `<script type="text/plain" ${REST_ATTRIBUTE}=`;

/** Whether an inline script's text is Astro's island element or one of its client directives. */
export function isIslandMachinery(text: string): boolean {
  return text.includes(ISLAND_ELEMENT) || CLIENT_DIRECTIVE.test(text);
}

/**
 * What the build writes to an island script's file: the text as Astro inlines it, with `self.Astro`
 * made sure of before the element's script. Inline, the directives run first and create it; as files
 * started together they may arrive in either order, and the element reads `Astro[directive]` as it
 * connects (it waits for the directive's announcement when it finds none).
 */
export function islandScriptFileText(text: string): string {
  return text.includes(ISLAND_ELEMENT) ? `self.Astro||(self.Astro={});${text}` : text;
}

/** The texts of the page's island machinery scripts, in page order. */
export function islandMachineryOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '').filter(isIslandMachinery);
}

/** Whether a page's head script starts placeholders once the first screen is drawn. */
export function startsPlaceholders(html: string): boolean {
  return html.includes(PLACEHOLDER);
}

/** The file name of an island script, from its text's hash (hex). */
export function islandScriptPath(hexHash: string): string {
  return `/_astro/island-${hexHash.slice(0, 12)}.js`;
}

/** Whether an address is one of the files the build writes island scripts to. */
export function isIslandScriptPath(src: string | null | undefined): boolean {
  return typeof src === 'string' && /^\/_astro\/island-[0-9a-f]{12}\.js$/.test(src);
}

/** Whether a value read from the index is a list of island scripts the build wrote. */
export function isIslandScriptList(value: unknown): value is IslandScript[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        isIslandScriptPath((entry as IslandScript).src) &&
        typeof (entry as IslandScript).text === 'string' &&
        isIslandMachinery((entry as IslandScript).text),
    )
  );
}

/**
 * The page with each island script the build wrote as a file replaced by a placeholder the head
 * script starts once the first screen is drawn. A script the list does not hold (another build's)
 * stays inline, as does every script of a page whose head script starts no placeholders.
 */
export function withIslandScriptsAfterFirstScreen(html: string, scripts: readonly IslandScript[]): string {
  if (scripts.length === 0 || !startsPlaceholders(html)) return html;
  const files = new Map(scripts.map((script) => [script.text, script.src]));
  return html.replace(INLINE_SCRIPT, (script, text: string) => {
    const src = files.get(text);
    return src ? `<script type="text/plain" ${REST_ATTRIBUTE}="${src}"></script>` : script;
  });
}
