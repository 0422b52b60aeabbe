/**
 * Issue 10: the committed wrangler.toml is what a deploy runs, so it must hold production values
 * only, and the Functions bundle must build for production.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { LOCAL_SETTINGS } from '../../src/cli/local-env.ts';
import { run, ROOT } from './support.ts';

const config = parse(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')) as { vars?: Record<string, unknown>; env?: Record<string, unknown> } & Record<string, unknown>;
const vars = config.vars ?? {};
const text = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8').replace(/^\s*#.*$/gm, '');

describe('the deployable configuration (wrangler.toml)', () => {
  it('runs as production', () => {
    expect(vars['ENVIRONMENT']).toBe('production');
  });

  it('carries none of the local settings: no emulator, no development environment, no demo app identifiers', () => {
    expect(vars).not.toHaveProperty('FIREBASE_AUTH_EMULATOR_HOST');
    expect(vars).not.toHaveProperty('PUBLIC_FIREBASE_AUTH_EMULATOR_HOST');
    for (const [name, value] of Object.entries(LOCAL_SETTINGS)) {
      if (name === 'ENVIRONMENT') continue;
      expect(vars[name] ?? '', name).not.toBe(value);
    }
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|demo-|development|outbox/i);
  });

  it('has no environment section that could switch production back to development', () => {
    expect(config.env ?? {}).toEqual({});
  });

  it('keeps secrets out of the file (they are set with wrangler pages secret put)', () => {
    for (const name of Object.keys(vars)) expect(name).not.toMatch(/KEY|SECRET|TOKEN|PASSWORD/i);
  });
});

describe('the Functions bundle', () => {
  it('builds for production', async () => {
    const out = mkdtempSync(join(tmpdir(), 'functions-build-'));
    try {
      await run('wrangler', ['pages', 'functions', 'build', '--outdir', out, '--minify']);
      expect(statSync(join(out, 'index.js')).size).toBeGreaterThan(10_000);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
