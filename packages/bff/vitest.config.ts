import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Real servers, a child process and a browser start here; generous, and never asserted on.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
