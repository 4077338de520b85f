import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The files share a worker's loaded modules (no test mocks a module or stubs a global): importing them again for
    // each file was most of the suite's CPU time on a 2-core machine.
    isolate: false,
    // Room for a loaded 2-core CI machine: the slowest test here takes under 0.1 s idle, and no test
    // should fail because another process had the CPU (a property once took 7.4 s of a 5 s limit).
    testTimeout: 30_000,
  },
});
