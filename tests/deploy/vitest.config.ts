import { defineConfig } from 'vitest/config';

// The deploy check: the committed configuration and a production build, served the way a deploy
// runs them (node environment; builds and starts wrangler, so one file at a time and long timeouts).
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
