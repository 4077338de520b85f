import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { placeOrder, readyGuestBasket } from './guest-shopper.fixture.js';
import { onlineStock, plainShoeVariant } from './sellable-variant.fixture.js';
import { startPostgresTestServer } from './started-postgres-server.fixture.js';

const UNITS = 5;
const SHOPPERS = 12;
// What a shopper who lost the race may hear: the item, or the basket's items, out of stock.
const OUT_OF_STOCK = ['INV700', 'INV406'];

const engines = {
  pglite: () => startTestServer({ STRIDE_DEMO_DATA: 'true' }),
  postgres: () => startPostgresTestServer(),
};

describe.each(Object.entries(engines))('the last units of a variant on %s', (_engine, start) => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await start();
  }, 120_000);
  afterAll(() => started?.server.close());

  it(`${SHOPPERS} guests placing orders at the same moment buy exactly ${UNITS}, and stock never goes below zero`, { timeout: 120_000 }, async () => {
    const sql = started.sqlClient();
    const baseUrl = started.server.url;
    const variant = await plainShoeVariant(sql);
    // Enough stock to fill every basket first, so only the orders race for the last units.
    await sql.query('UPDATE variants SET online_stock = $2 WHERE id = $1', [variant.variantId, SHOPPERS]);
    const baskets = await Promise.all(Array.from({ length: SHOPPERS }, () => readyGuestBasket(baseUrl, variant)));
    await sql.query('UPDATE variants SET online_stock = $2 WHERE id = $1', [variant.variantId, UNITS]);
    const [{ count: ordersBefore } = { count: 0 }] = await sql.query<{ count: number }>('SELECT count(*) AS count FROM orders');

    const answers = await Promise.all(baskets.map((basket) => placeOrder(baseUrl, basket)));

    const placed = answers.filter((a) => a.status < 300);
    const refused = answers.filter((a) => a.status >= 300);
    expect(placed).toHaveLength(UNITS);
    expect(new Set(placed.map((a) => a.body.orderNumber)).size).toBe(UNITS);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(OUT_OF_STOCK).toContain(answer.body.errorDetails?.[0]?.errorId);
    }
    expect(await onlineStock(sql, variant.variantId)).toBe(0);
    const [{ count: ordersAfter } = { count: 0 }] = await sql.query<{ count: number }>('SELECT count(*) AS count FROM orders');
    expect(ordersAfter - ordersBefore).toBe(UNITS);
  });
});
