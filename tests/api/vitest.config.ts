import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// API tests run the built-in API's real handlers inside the Workers runtime with a real (local) D1,
// migrated by the same SQL files wrangler applies in development and deployment.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      miniflare: {
        compatibilityDate: '2026-10-01',
        compatibilityFlags: ['nodejs_compat', 'enable_request_signal'],
        d1Databases: ['DB'],
        bindings: {
          ENVIRONMENT: 'test',
          // Tests write straight to D1 and read back at once: every call reads the catalog version
          // (tests/api/catalog/edge-cache.test.ts turns the isolate memo on where it is the subject).
          CATALOG_VERSION_MEMO_MS: '0',
          // Signs and checks the alert digests' unsubscribe links (tests/api/alerts).
          ALERTS_SIGNING_SECRET: 'api-test-alerts-signing-secret-0123456789',
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('../../src/server/migrations', import.meta.url))),
        },
      },
    })),
  ],
  test: {
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/api/setup.ts'],
  },
});
