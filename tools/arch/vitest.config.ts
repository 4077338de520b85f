import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // Each suite spawns dependency-cruiser over a scratch workspace; that takes seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
