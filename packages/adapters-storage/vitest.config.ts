import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Starting PGlite (WebAssembly) or a pool can be slow on a loaded machine; no test asserts on time.
    // Opening a PGlite database took over 30 s at a load average of 20 to 30 on two cores.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
