import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The files share a worker's loaded modules (no test mocks a module or stubs a global): importing them again for
    // each file was most of the suite's CPU time on a 2-core machine.
    isolate: false,
    // Some tests start the built bin as a child process; on a loaded machine that takes seconds.
    testTimeout: 30_000,
  },
});
