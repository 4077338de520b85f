import { test as base, type Page } from '@playwright/test';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { hydrated, signInThroughDialog } from './browser.fixture.js';

export { expect } from '@playwright/test';

/** The demo shopper of the demo data, as the sign-in dialog takes it. */
export const SHOPPER = { email: 'shopper@stride.example', password: 'Stride-demo-1' } as const;

export interface StoreWorkerFixtures {
  /**
   * Which store a spec file shops in. Playwright gives a worker of its own to each value, so a file
   * that names its store gets a database no other file has touched: the journeys spend stock, gift
   * card balances and sign-in attempts that another file's assertions count on.
   */
  storeName: string;
  /** Environment variables the spec file's store starts with, beside the demo data (`{ STRIDE_RECAPTCHA: 'true' }`). */
  storeEnv: Readonly<Record<string, string>>;
  /** The bff listening on a free port, on an in-memory PGlite database seeded with the demo data. */
  store: StartedServer;
}

export interface StoreTestFixtures {
  /** The test's page, signed in as the demo shopper through the header's sign-in dialog. */
  shopperPage: Page;
}

/**
 * Playwright's `test` with a started store: the pages' `baseURL` is the store, so `page.goto('/cart')`
 * and `page.request` reach it.
 * @example test.use({ storeName: 'cart' }); test('...', async ({ page, store }) => { await page.goto('/cart'); });
 */
export const test = base.extend<StoreTestFixtures, StoreWorkerFixtures>({
  storeName: ['', { scope: 'worker', option: true }],
  storeEnv: [{}, { scope: 'worker', option: true }],
  store: [
    async ({ storeName, storeEnv }, use) => {
      if (storeName === '') throw new Error('name the spec file’s store: test.use({ storeName: ... })');
      const started = await startTestServer({ ...storeEnv, STRIDE_DEMO_DATA: 'true' });
      await use(started);
      await started.server.close();
    },
    // PGlite's WASM start and the demo data took 9 s on a loaded 2-core machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ store }, use) => use(store.server.url),
  shopperPage: async ({ page }, use) => {
    await page.goto('/en-us');
    await hydrated(page);
    await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
    await use(page);
  },
});
