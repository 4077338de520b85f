import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Starting PGlite (WebAssembly) or a pool can be slow on a loaded machine; no test asserts on time.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
