import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // Each suite spawns dependency-cruiser over a scratch workspace, and the JSX check builds ESLint's typed program of
    // the web package: seconds when quiet, and 63 s for the first lint in a CI run beside two CPU hogs and other builds
    // (load 26 on 2 cores). Limits against a hang only; nothing here asserts on time.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
