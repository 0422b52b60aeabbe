import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../src/cli/bench/browser.ts';

const port = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (the benchmarks' own, with the same flags); Playwright's own browser download is not available on these machines.
const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast: about a sixth more CPU for the whole run
    // (browse-product.spec.ts, one worker: 46.1 s of CPU with traces, 39.0 s without). On when asked
    // (E2E_TRACE=1), for a failure to be read in `npx playwright show-trace`; failures keep their screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The offline worker (issue 13) would answer requests that tests route or count; the offline
    // specs turn it on for themselves (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } }],
  webServer: {
    command: 'node src/cli/e2e-server.ts',
    cwd: '../..',
    url: `${baseURL}/api/startup`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
