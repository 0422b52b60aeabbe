/**
 * The early layer's build (docs/early-layer.md): each entry in src/early is an ordinary TypeScript
 * module that a page inlines as a classic <script> in its HTML. A page imports an entry with the
 * `?early` query (`import headScript from '../early/head.ts?early'`) and gets its source as a
 * string: the entry and what it imports, bundled by esbuild into one minified IIFE. The page puts
 * that string in `<script is:inline set:html={…}>`, and the security-headers integration hashes the
 * inlined bytes into the page policy after the build, as it does every inline script.
 *
 * Values that are settled at build time and not per page (is there an app for Android, for iOS?
 * which currency codes does the store offer?) reach an entry as constants (`EARLY_BUILD_CONSTANTS`, declared in src/env.d.ts); values that are
 * per page reach it as data attributes of its own <script> element.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { appStoreLinks } from '../lib/config/mobile-apps.ts';
import { KNOWN_CHOICES } from '../lib/config/shopper-prefs-cookie.ts';

/** The import query that turns an entry of src/early into its inline script's source. */
export const EARLY_QUERY = '?early';

/** The build-time constants an entry may read, by name, as JavaScript source. */
export type EarlyConstants = Record<'__ANDROID_APP__' | '__IOS_APP__' | '__KNOWN_CHOICES__', string>;

/**
 * The constants: whether the build's variables name an app in each store (PUBLIC_ANDROID_STORE_URL,
 * PUBLIC_IOS_STORE_URL), and the currency codes and store location ids the store offers (a table
 * whose names and symbols the head has no use for).
 */
export function earlyConstants(env: Record<string, string | undefined>): EarlyConstants {
  const links = appStoreLinks({ PUBLIC_ANDROID_STORE_URL: env['PUBLIC_ANDROID_STORE_URL'], PUBLIC_IOS_STORE_URL: env['PUBLIC_IOS_STORE_URL'] });
  return {
    __ANDROID_APP__: JSON.stringify(links.android !== null),
    __IOS_APP__: JSON.stringify(links.ios !== null),
    __KNOWN_CHOICES__: JSON.stringify(KNOWN_CHOICES),
  };
}

export interface EarlyScript {
  /** The script's source, minified, as the page inlines it (no trailing newline). */
  code: string;
  /** Every file bundled into it (a change to one rebuilds the page in development). */
  inputs: string[];
}

/**
 * One entry bundled into one inline script: an IIFE (nothing leaks into the page's globals),
 * minified, for the browsers the store supports. An entry that imports something a browser cannot
 * run before the page parses (a module with top-level side effects is kept, so it shows in the
 * bytes) is caught by the size checks of its tests.
 */
export async function compileEarlyScript(entry: string, constants: EarlyConstants): Promise<EarlyScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: constants,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`early script ${entry}: esbuild wrote nothing`);
  return { code: output.text.trim(), inputs: Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('<')) };
}

/** The Vite plugin behind `?early` imports (registered by the interaction-directive integration). */
export function earlyScripts(): Plugin {
  let constants = earlyConstants(process.env);
  return {
    name: 'early-scripts',
    enforce: 'pre',
    configResolved(config) {
      constants = earlyConstants({ ...process.env, ...config.env });
    },
    async load(id) {
      if (!id.endsWith(EARLY_QUERY)) return null;
      const entry = id.slice(0, -EARLY_QUERY.length);
      const script = await compileEarlyScript(entry, constants);
      for (const input of script.inputs) this.addWatchFile(resolve(input));
      return `export default ${JSON.stringify(script.code)};`;
    },
  };
}
