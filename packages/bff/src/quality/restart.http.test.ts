import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { callApi, placeOrder, readyGuestBasket, US_ADDRESS } from './guest-shopper.fixture.js';
import { plainShoeVariant } from './sellable-variant.fixture.js';

let dataDir: string;
const onDisk = () => ({
  STRIDE_DATA_DIR: dataDir,
  STRIDE_DB_IN_MEMORY: 'false',
  STRIDE_DEMO_DATA: 'true',
  // Access tokens are signed: the same key on both starts, or the shopper's token would not verify.
  STRIDE_TOKEN_SECRET: 'restart-test-secret-restart-test-secret',
});

async function countsOf(started: StartedServer): Promise<{ products: number; consumers: number }> {
  const [row] = await started
    .sqlClient()
    .query<{ products: number; consumers: number }>('SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM consumers) AS consumers');
  if (row === undefined) throw new Error('no counts');
  return row;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stride-restart-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a bff restart on the on-disk embedded database', () => {
  // Two server starts and a seed in one test: a generous limit for a loaded CI machine (nothing asserts on time).
  it('keeps baskets and orders, and does not seed the demo data twice', { timeout: 240_000 }, async () => {
    const first = await startTestServer(onDisk());
    let basket: { token: string; basketId: string };
    let kept: { token: string; basketId: string };
    let orderNumber: string;
    let before: { products: number; consumers: number };
    try {
      const variant = await plainShoeVariant(first.sqlClient());
      kept = await readyGuestBasket(first.server.url, variant);
      basket = await readyGuestBasket(first.server.url, variant);
      const placed = await placeOrder(first.server.url, basket);
      expect(placed.status).toBeLessThan(300);
      orderNumber = String(placed.body.orderNumber);
      before = await countsOf(first);
    } finally {
      await first.server.close();
    }

    const second = await startTestServer(onDisk());
    try {
      const seeded = second.logger.entries.find((e) => e.msg === 'demo data');
      expect(seeded?.fields.seeded).toBe(false);
      expect(await countsOf(second)).toEqual(before);

      const cart = await callApi(second.server.url, 'GET', `/cart/v1/cart/${kept.basketId}`, { token: kept.token });
      expect(cart.status).toBe(200);
      expect(cart.body.basketId).toBe(kept.basketId);
      expect(cart.body.items).toHaveLength(1);

      const tracked = await callApi(second.server.url, 'POST', '/consumers-v3/consumer/TrackOrder', { body: { orderNumber, email: US_ADDRESS.email } });
      expect(tracked.status).toBe(200);
      expect(tracked.body.orderNumber).toBe(orderNumber);
    } finally {
      await second.server.close();
    }
  });
});
