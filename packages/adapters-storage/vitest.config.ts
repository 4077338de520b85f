import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The files share a worker's loaded modules (no test mocks a module or stubs a global): importing them again for
    // each file was most of the suite's CPU time on a 2-core machine.
    isolate: false,
    // Starting PGlite (WebAssembly) or a pool can be slow on a loaded machine; no test asserts on time.
    // Opening a PGlite database took over 30 s at a load average of 20 to 30 on two cores.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
