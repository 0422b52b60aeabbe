import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxyConfig } from '../../../src/cli/dev-root.ts';
import { ROOT } from '../../../src/cli/local-env.ts';

describe("proxyConfig: npm run dev's wrangler config, which must not name a folder of static files", () => {
  it.each([
    ['name = "a"\npages_build_output_dir = "dist"\n[vars]\nX = "1"', 'name = "a"\n[vars]\nX = "1"'],
    ['pages_build_output_dir="./out"', ''],
    ['  pages_build_output_dir = "dist"\nname = "a"', 'name = "a"'],
    // Only the key itself: a comment or a value that names it stays.
    ['# pages_build_output_dir = "dist"\nNOTE = "pages_build_output_dir"', '# pages_build_output_dir = "dist"\nNOTE = "pages_build_output_dir"'],
    ['name = "a"', 'name = "a"'],
  ])('%j -> %j', (toml, expected) => {
    expect(proxyConfig(toml)).toBe(expected);
  });

  it("keeps the committed config's bindings and flags, less the output folder", () => {
    const committed = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    const config = proxyConfig(committed);
    expect(committed).toMatch(/^pages_build_output_dir\s*=/m);
    expect(config).not.toMatch(/^\s*pages_build_output_dir\s*=/m);
    expect(config.split('\n')).toHaveLength(committed.split('\n').length - 1);
    expect(config).toContain('[[d1_databases]]');
    expect(config).toContain('compatibility_flags');
  });
});
