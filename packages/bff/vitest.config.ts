import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The browser journeys are Playwright's (playwright.config.ts at the repository root).
    exclude: [...configDefaults.exclude, 'src/e2e/**'],
    // The database templates every test server copies, made once before the files run (src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // Real servers, a child process and a browser start here, and PGlite's WASM start alone
    // took 9 s on a loaded 2-core machine. Generous limits only (against a hang); no test asserts on time.
    testTimeout: 120_000,
    // Vitest's default leaves one core free, which on a 2-core machine runs these files one at a time (8 min);
    // two at a time took 5 min 49 s for the same 85 files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files share a worker's loaded modules (no test mocks a module or stubs a global; each starts its own server):
    // importing the app again for each file cost 100 s of CPU; the suite went from 349 s to 214 s.
    isolate: false,
    // A server start is a copy of a template made by the global set-up; the limit is against a hang only.
    hookTimeout: 180_000,
  },
});
