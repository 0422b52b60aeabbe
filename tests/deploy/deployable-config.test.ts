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

const config = parse(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')) as { vars?: Record<string, unknown>; env?: Record<string, unknown> } & Record<
  string,
  unknown
>;
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

/** Issue 14: the alerts Worker's own configuration is deployed as it stands too, so the same rules hold. */
const ALERTS_CONFIG_PATH = 'workers/alerts/wrangler.toml';
const alertsText = readFileSync(join(ROOT, ALERTS_CONFIG_PATH), 'utf8');
const alerts = parse(alertsText) as {
  vars?: Record<string, unknown>;
  env?: Record<string, unknown>;
  triggers?: { crons?: string[] };
  d1_databases?: { binding: string; database_name: string; database_id: string }[];
  workers_dev?: boolean;
} & Record<string, unknown>;
const alertsVars = alerts.vars ?? {};
const storeDatabases = (config as { d1_databases?: { binding: string; database_name: string; database_id: string }[] }).d1_databases ?? [];

describe('the alerts Worker configuration (workers/alerts/wrangler.toml)', () => {
  it('runs as production', () => {
    expect(alertsVars['ENVIRONMENT']).toBe('production');
  });

  it('carries none of the local settings', () => {
    for (const [name, value] of Object.entries(LOCAL_SETTINGS)) {
      if (name === 'ENVIRONMENT') continue;
      expect(alertsVars[name] ?? '', name).not.toBe(value);
    }
    expect(alertsText.replace(/^\s*#.*$/gm, '')).not.toMatch(/127\.0\.0\.1|localhost|demo-|development|outbox/i);
  });

  it('has no environment section and keeps secrets out of the file', () => {
    expect(alerts.env ?? {}).toEqual({});
    for (const name of Object.keys(alertsVars)) expect(name).not.toMatch(/KEY|SECRET|TOKEN|PASSWORD/i);
  });

  it("shares the store's D1 database and runs on a schedule, with no public address", () => {
    expect(alerts.d1_databases?.map((db) => [db.binding, db.database_name, db.database_id])).toEqual(
      storeDatabases.map((db) => [db.binding, db.database_name, db.database_id]),
    );
    expect(alerts.triggers?.crons?.length ?? 0).toBeGreaterThan(0);
    expect(alerts.workers_dev).toBe(false);
  });

  it('builds for production', async () => {
    const out = mkdtempSync(join(tmpdir(), 'alerts-worker-build-'));
    try {
      await run('wrangler', ['deploy', '--dry-run', '--outdir', out, '--config', ALERTS_CONFIG_PATH]);
      expect(statSync(join(out, 'index.js')).size).toBeGreaterThan(10_000);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
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
