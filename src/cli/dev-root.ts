/**
 * Where `npm run dev` starts `wrangler pages dev`. Wrangler takes the folder of static files from the
 * committed wrangler.toml's `pages_build_output_dir` and then ignores `--proxy`: every page and file
 * would come from `dist/` (answering 404 with no build there), not from Astro's dev server. Pages reads
 * no other config path, so the dev server runs in a folder of its own (`--cwd`) that holds the same
 * config without that line and a link to the Functions.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './local-env.ts';

export const DEV_ROOT = join(ROOT, '.wrangler', 'dev-root');

/** The committed config without its output folder: the rest (bindings, flags, dates) as deployed. */
export function proxyConfig(toml: string): string {
  return toml
    .split('\n')
    .filter((line) => !/^\s*pages_build_output_dir\s*=/.test(line))
    .join('\n');
}

/** Writes DEV_ROOT afresh from the checkout's wrangler.toml and functions/, and returns it. */
export function prepareDevRoot(): string {
  rmSync(DEV_ROOT, { recursive: true, force: true });
  mkdirSync(DEV_ROOT, { recursive: true });
  writeFileSync(join(DEV_ROOT, 'wrangler.toml'), proxyConfig(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')));
  symlinkSync(join(ROOT, 'functions'), join(DEV_ROOT, 'functions'), 'dir');
  return DEV_ROOT;
}
