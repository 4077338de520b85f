import type { SqlClient } from '../sql/sql-client.port.js';
import type { DemoData } from './demo-data.types.js';
import { demoTableRows } from './demo-table-rows.js';
import type { DemoSecretHashes } from './demo-table-rows.js';
import { seedDemoExperiments } from './demo-experiments.js';
import { seedDemoUserPhotos } from './demo-user-photos.js';
import { generateDemoData } from './generate-demo-data.js';
import { insertRows } from './insert-rows.js';
import { demoOrderRows } from './demo-orders.js';
import { topUpDemoData, type DemoTopUp } from './top-up-demo-data.js';

/** How passwords and gift card PINs are hashed; scryptHashers in production, anything in tests. */
export type DemoHashers = {
  hashPassword(plain: string): Promise<string>;
  hashPin(plain: string): Promise<string>;
};

/** What one seed run inserted: all zero, with seeded false, when the database had products (then `toppedUp`). */
export type DemoSeedSummary = {
  seeded: boolean;
  categories: number;
  products: number;
  colourVariants: number;
  variants: number;
  prices: number;
  stores: number;
  storeInventory: number;
  promotions: number;
  promoCodes: number;
  giftCards: number;
  consumers: number;
  /** On a database seeded before: the rows the top-up added per table. */
  toppedUp?: DemoTopUp;
};

/** Advisory lock taken while seeding, so two processes starting together seed once. */
export const DEMO_SEED_LOCK_KEY = 5_317_004_212;

/**
 * Seeds the demo catalogue, stores, promotions, gift cards and demo accounts in one transaction,
 * only when the database has no products. On a database seeded before, it tops the demo catalogue
 * up instead (`topUpDemoData`: the prices and stock of sites added since, the translations), once;
 * a database with a real catalogue (no demo product) is left alone. Expects the commerce schema (0002_commerce) to be applied.
 * Callers decide whether demo data belongs in a database at all (never silently on DATABASE_URL).
 * @example const summary = await seedDemoData(client, scryptHashers); // summary.products === 125
 */
export async function seedDemoData(client: SqlClient, hashers: DemoHashers): Promise<DemoSeedSummary> {
  // The demo experiment comes with demo data, also into a database seeded before it existed.
  await seedDemoExperiments(client);
  const data = generateDemoData();
  // Shoppers' photos of demo products likewise (kept by id, so a second start adds none).
  await seedDemoUserPhotos(client, data);
  if (await hasProducts(client)) return topUpOnly(client, data);
  // Hashing takes a while (scrypt), so it happens before the transaction holds its lock.
  const tables = demoTableRows(data, await hashSecrets(data, hashers));
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK_KEY]);
    if (await hasProducts(tx)) return { ...NOTHING_SEEDED, toppedUp: await topUpDemoData(tx, data) };
    for (const table of tables) await insertRows(tx, table);
    // The loyalty member's order history, dated back from today (adapters may read the clock).
    for (const table of demoOrderRows(data, new Date())) await insertRows(tx, table);
    await topUpDemoData(tx, data);
    return summaryOf(data);
  });
}

/**
 * A database seeded before: the demo data's newer rows only (prices and stock of every site,
 * translations), without hashing any secret (accounts and gift cards are never topped up).
 */
async function topUpOnly(client: SqlClient, data: DemoData): Promise<DemoSeedSummary> {
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK_KEY]);
    return { ...NOTHING_SEEDED, toppedUp: await topUpDemoData(tx, data) };
  });
}

/** A seed's summary when the database held the demo data already: nothing seeded, every count 0. */
export const NOTHING_SEEDED: DemoSeedSummary = {
  seeded: false,
  categories: 0,
  products: 0,
  colourVariants: 0,
  variants: 0,
  prices: 0,
  stores: 0,
  storeInventory: 0,
  promotions: 0,
  promoCodes: 0,
  giftCards: 0,
  consumers: 0,
};

async function hasProducts(client: SqlClient): Promise<boolean> {
  const rows = await client.query('SELECT 1 FROM products LIMIT 1');
  return rows.length > 0;
}

async function hashSecrets(data: DemoData, hashers: DemoHashers): Promise<DemoSecretHashes> {
  const passwords = await Promise.all(data.accounts.map(async (account) => [account.consumerNo, await hashers.hashPassword(account.password)] as const));
  const pins = await Promise.all(data.giftCards.map(async (card) => [card.number, await hashers.hashPin(card.pin)] as const));
  return { passwordHashes: new Map(passwords), pinHashes: new Map(pins) };
}

function summaryOf(data: DemoData): DemoSeedSummary {
  return {
    seeded: true,
    categories: data.categories.length,
    products: data.products.length,
    colourVariants: data.colourVariants.length,
    variants: data.variants.length,
    prices: data.prices.length,
    stores: data.stores.length,
    storeInventory: data.storeInventory.length,
    promotions: data.promotions.length,
    promoCodes: data.promoCodes.length,
    giftCards: data.giftCards.length,
    consumers: data.accounts.length,
  };
}
