import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, not a Playwright browser build: nothing here may download one, and the
// journeys must run on the browser CI installs. A missing browser fails the run, never skips it.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`);

/** The shoppers' journeys in a browser: `npx playwright test` from the repository root (the packages built first). */
export default defineConfig({
  testDir: './packages/bff/src/e2e',
  testMatch: '*.spec.ts',
  outputDir: './test-results/e2e',
  // One worker per spec file (each names its own store) and one at a time: a busy 2-core machine
  // runs a bff, PGlite and Chromium per worker. No retries: a flaky journey must show.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous limits only; no journey asserts on time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
