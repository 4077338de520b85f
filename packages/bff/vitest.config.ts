import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Real servers, a child process and a browser start here, and PGlite's WASM start alone
    // took 9 s on a loaded 2-core machine. Generous limits only; no test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
