/**
 * Module preloads for the pages' own module scripts (issue 37, item 2). Astro links a page's script
 * as one `<script type="module" src="/_astro/….js">`; the chunks it imports are asked for only once
 * that file has arrived and been parsed, a chain of round trips the first paint can end up waiting on
 * (the product page's first script: its file, then `held-presses` and the import helper). A
 * `<link rel="modulepreload">` for each chunk it imports, written before the script, lets the browser
 * ask for all of them at once. Placeholders that start after the first screen (startsAfterLoad) get
 * none: their chunks must not compete with it either.
 *
 * Pure: the build (src/integrations/first-screen-styles.ts) reads the files and writes the pages.
 */

/** A build chunk's address: a same-origin hashed file under /_astro/, nothing else. */
const BUILD_CHUNK = /^\/_astro\/[\w.-]+\.js$/;

/** The chunks a built module imports statically (`import … from"./x.js"`, `import"./x.js"`), as /_astro/ addresses. */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (match[1]) found.add(`/_astro/${match[1]}`);
  }
  return [...found];
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
