import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Some tests start the built bin as a child process; on a loaded machine that takes seconds.
    testTimeout: 30_000,
  },
});
