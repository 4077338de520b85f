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
  // The demo database template every store copies, made once before the workers start rather than by both at once.
  globalSetup: './packages/bff/src/e2e/global-setup.ts',
  outputDir: './test-results/e2e',
  // Two workers, each running spec files one after another (each file names its own store; e2e/store.fixture.ts): in `npm test` the suites take both cores for
  // their first 6 minutes, and the journeys (about 165, waiting on pages as much as computing) then had the machine
  // with one core idle: with one worker the journeys alone made CI last 25 to 30 minutes. No retries: a flaky
  // journey must show.
  workers: 2,
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
    // A failed journey keeps a trace with its actions, network, console and DOM snapshots, and its screenshot. The
    // trace's screencast is off: recording it for every journey (to keep only the failures') took a quarter of the
    // journeys' CPU (journeys.spec.ts: 43 s of CPU with it, 32 s without), which on 2 cores is minutes of CI.
    // In CI (CI=true) no trace is recorded: the run's files are never read back from the CI machine, and recording one
    // for every journey (to keep only the failures') costs CPU that the journeys and suites share.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
