/**
 * Module preloads for the pages' own module scripts (issue 37, item 2). Astro links a page's script
 * as one `<script type="module" src="/_astro/….js">`; the chunks it imports are asked for only once
 * that file has arrived and been parsed, a chain of round trips the first paint can end up waiting on
 * (the product page's first script: its file, then `held-presses` and the import helper). A
 * `<link rel="modulepreload">` for each chunk it imports, written before the script, lets the browser
 * ask for all of them at once. Placeholders that start after the first screen (startsAfterFirstScreen) get
 * none: their chunks must not compete with it either.
 *
 * Pure: the build (src/integrations/first-screen-styles.ts) reads the files and writes the pages.
 */

/** A build chunk's address: a same-origin hashed file under /_astro/, nothing else. */
const BUILD_CHUNK = /^\/_astro\/[\w.-]+\.js$/;

/** Each chunk `pattern` names in `code` (its first group, a file beside it), once, as an /_astro/ address. */
function chunksNamed(code: string, pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(pattern)) {
    if (match[1]) found.add(`/_astro/${match[1]}`);
  }
  return [...found];
}

/** The chunks a built module imports statically (`import … from"./x.js"`, `import"./x.js"`), as /_astro/ addresses. */
export function staticImportsOf(code: string): string[] {
  return chunksNamed(code, /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g);
}

/** The chunks a built module imports dynamically (`import("./x.js")`, as the bundler writes them), as /_astro/ addresses. */
export function dynamicImportsOf(code: string): string[] {
  return chunksNamed(code, /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g);
}

/**
 * Modules loaded where no shopper waits for them: the guest session (after the load event, at idle)
 * and the store the download banner's script loads as it starts. Vite preloads a dynamic import's
 * chunks by inserting a `<link rel="modulepreload">` for each, all in the task that calls import():
 * about 0.5 ms a link on this machine, so the guest session's idle callback (13 links) and the
 * banner's script (9) were long tasks on a phone (issue 37, item 2). Their chunks name every chunk
 * they need themselves (withFlatImports), so they only lose a round trip, which nobody waits for.
 * Every other import keeps its preloads: a press waits for the live product section and the sign-in
 * dialogs, and field vitals must be observing before the shopper's first press.
 */
export const LOADED_WITHOUT_PRELOADS = ['guest-session', 'global'] as const;

/** The chunks Vite preloads for a dynamic import of `target` (a built file, `_astro/guest-session.Dk0Kszm0.js`). */
export function dynamicImportPreloads(target: string, chunks: string[]): string[] {
  const file = target.split('/').pop() ?? '';
  return LOADED_WITHOUT_PRELOADS.some((name) => file.startsWith(`${name}.`)) ? [] : chunks;
}

/** Every chunk `entry` needs before it runs, nearest first, read through `importsOf` (null: unknown file). */
export function chunksNeededBy(entry: string, importsOf: (chunk: string) => string[] | null): string[] {
  const needed: string[] = [];
  const queue = [...(importsOf(entry) ?? [])];
  while (queue.length > 0) {
    const chunk = queue.shift() as string;
    if (chunk === entry || needed.includes(chunk) || !BUILD_CHUNK.test(chunk)) continue;
    needed.push(chunk);
    queue.push(...(importsOf(chunk) ?? []));
  }
  return needed;
}

/**
 * The code of an entry chunk (an island's component, a script the page starts later, a dynamic
 * import's target) followed by a bare import of every chunk it needs but does not import itself. A
 * browser asks for a module's imports only once that module has arrived and been parsed, so an island
 * whose graph is three imports deep waits four round trips (and, on a slow phone, four parses) before
 * it can run (the phone's home page: 40 chunks, asked for in waves from 842 to 2,187 ms at 6x CPU).
 * With every chunk named in the entry, all are asked for at once. The imports go after the chunk's
 * own code, so they come last in its import order: each is already evaluated by then (it is an import
 * of an import), and nothing runs in a different order.
 */
export function withFlatImports(entry: string, code: string, importsOf: (chunk: string) => string[] | null): string {
  const direct = new Set(staticImportsOf(code));
  const missing = chunksNeededBy(entry, importsOf).filter((chunk) => !direct.has(chunk));
  if (missing.length === 0) return code;
  return `${code}\n${missing.map((chunk) => `import"./${chunk.slice('/_astro/'.length)}";`).join('')}\n`;
}

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/g;

/** The page with a modulepreload link for each chunk its module scripts import, before each script (once per page). */
export function withModulePreloads(html: string, importsOf: (chunk: string) => string[] | null): string {
  const linked = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]).concat([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1])),
  );
  return html.replace(MODULE_SCRIPT, (script, src: string) => {
    const links = chunksNeededBy(src, importsOf)
      .filter((chunk) => !linked.has(chunk))
      .map((chunk) => {
        linked.add(chunk);
        return `<link rel="modulepreload" href="${chunk}">`;
      });
    return `${links.join('')}${script}`;
  });
}
