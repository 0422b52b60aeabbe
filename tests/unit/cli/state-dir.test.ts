import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, stateDirPath } from '../../../src/cli/local-env.ts';

describe('stateDirPath: STATE_DIR as every local command reads it (issue 35)', () => {
  it.each([
    ['/srv/state', ['v3'], '/srv/state/v3'],
    ['/srv/state/', ['v3'], '/srv/state/v3'],
    ['/srv/state', [], '/srv/state'],
    ['.wrangler/state', ['v3'], join(ROOT, '.wrangler/state/v3')],
    ['.wrangler/e2e-8801', ['v3', 'd1'], join(ROOT, '.wrangler/e2e-8801/v3/d1')],
    ['./state/../other', ['v3'], join(ROOT, 'other/v3')],
  ])('%s + %j -> %s', (stateDir, parts, expected) => {
    expect(stateDirPath(stateDir, ...parts)).toBe(expected);
  });
});

// The two commands that built their path with join(ROOT, STATE_DIR, ...) wrote an absolute STATE_DIR
// inside the checkout. Run each against an empty absolute folder: the state lands there, not under ROOT.
describe('npm run vitals and npm run alerts with an absolute STATE_DIR', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'reluxe-state-'));
  const insideCheckout = join(ROOT, stateDir);
  afterAll(() => {
    rmSync(stateDir, { recursive: true, force: true });
    // Only there when a command got it wrong.
    rmSync(insideCheckout, { recursive: true, force: true });
  });

  it.each(['src/cli/vitals.ts', 'src/cli/alerts.ts'])(
    '%s reads the database under the absolute folder',
    (command) => {
      const node = join(ROOT, 'node_modules/.bin/node');
      // PORT 9: nothing answers there, so alerts runs the job itself on STATE_DIR.
      spawnSync(existsSync(node) ? node : process.execPath, [command], {
        cwd: ROOT,
        env: { ...process.env, STATE_DIR: stateDir, PORT: '9', WRANGLER_SEND_METRICS: 'false' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(existsSync(join(stateDir, 'v3'))).toBe(true);
      expect(existsSync(insideCheckout)).toBe(false);
    },
    90_000,
  );
});
