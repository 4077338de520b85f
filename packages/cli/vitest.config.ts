import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The files share a worker's loaded modules (no test mocks a module or stubs a global): importing them again for
    // each file was most of the suite's CPU time on a 2-core machine.
    isolate: false,
    // The demo database template the test bffs copy, made once before the files run (src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // Some tests start the built bin as a child process; on a loaded machine that takes seconds. Limits against a
    // hang only: nothing asserts on time.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
