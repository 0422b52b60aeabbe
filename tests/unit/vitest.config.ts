import { defineConfig } from 'vitest/config';

// Pure logic only: node environment, no DOM, no network.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
