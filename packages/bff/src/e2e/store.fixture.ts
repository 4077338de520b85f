import { test as base, type Page } from '@playwright/test';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { hydrated, signInThroughDialog } from './browser.fixture.js';

export { expect } from '@playwright/test';

/** The demo shopper of the demo data, as the sign-in dialog takes it. */
export const SHOPPER = { email: 'shopper@stride.example', password: 'Stride-demo-1' } as const;

export interface StoreWorkerFixtures {
  /** The worker's running store: one at a time, started for a spec file's first test and kept for its next ones. */
  storeServers: StoreServers;
}

export interface StoreTestFixtures {
  /**
   * Which store a spec file shops in: a file that names its store gets a database no other file has touched (the
   * journeys spend stock, gift card balances and sign-in attempts that another file's assertions count on).
   */
  storeName: string;
  /** Environment variables the spec file's store starts with, beside the demo data (`{ STRIDE_RECAPTCHA: 'true' }`). */
  storeEnv: Readonly<Record<string, string>>;
  /** The bff listening on a free port, on an in-memory PGlite database seeded with the demo data. */
  store: StartedServer;
  /** The test's page, signed in as the demo shopper through the header's sign-in dialog. */
  shopperPage: Page;
}

/**
 * The store a worker runs: the same one while the tests ask for the same name and environment (a spec file's tests run
 * one after another in one worker), a new one when the next file names another. The worker, its Chromium and its
 * loaded modules carry over from file to file: a worker per file cost 7 to 10 s each, 38 times a run.
 */
export class StoreServers {
  private current: { readonly key: string; readonly started: StartedServer } | undefined;

  async storeFor(name: string, env: Readonly<Record<string, string>>): Promise<StartedServer> {
    if (name === '') throw new Error('name the spec file’s store: test.use({ storeName: ... })');
    const key = JSON.stringify([name, Object.entries(env).sort()]);
    if (this.current?.key === key) return this.current.started;
    await this.close();
    const started = await startTestServer({ ...env, STRIDE_DEMO_DATA: 'true' });
    this.current = { key, started };
    return started;
  }

  async close(): Promise<void> {
    const closing = this.current;
    this.current = undefined;
    await closing?.started.server.close();
  }
}

/**
 * A spec file's set-up of its store's data, run once per store before the file's first test:
 * `test.beforeEach(onceInStore(async ({ store }) => { ... }))`. It stands where `beforeAll` would, which cannot reach
 * the store (a test's fixture); a worker that restarts after a failure starts a new store and sets it up again.
 */
export function onceInStore(setUp: (fixtures: { store: StartedServer }) => Promise<void> | void): (fixtures: { store: StartedServer }) => Promise<void> {
  const done = new WeakMap<StartedServer, Promise<void>>();
  // Playwright reads the fixtures a hook asks for from its first parameter's destructuring: keep `{ store }` spelled out.
  return ({ store }) => {
    const known = done.get(store) ?? Promise.resolve(setUp({ store }));
    done.set(store, known);
    return known;
  };
}

/**
 * Playwright's `test` with a started store: the pages' `baseURL` is the store, so `page.goto('/cart')`
 * and `page.request` reach it.
 * @example test.use({ storeName: 'cart' }); test('...', async ({ page, store }) => { await page.goto('/cart'); });
 */
export const test = base.extend<StoreTestFixtures, StoreWorkerFixtures>({
  storeName: ['', { option: true }],
  storeEnv: [{}, { option: true }],
  storeServers: [
    // Playwright reads a fixture's dependencies from its first parameter's destructuring: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = new StoreServers();
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  // A store is a copy of the demo template (made once by global-setup.ts): about a second quiet, but a CI run beside two
  // CPU hogs and other builds (load 26 on 2 cores) took over 120 s to start its first. A limit against a hang only.
  store: [async ({ storeName, storeEnv, storeServers }, use) => use(await storeServers.storeFor(storeName, storeEnv)), { timeout: 300_000 }],
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
