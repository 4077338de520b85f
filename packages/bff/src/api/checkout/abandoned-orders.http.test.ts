import { releaseAbandonedOrders } from '@stride/application/commerce';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/config.js';
import { infrastructureModule } from '../../container.js';
import { MemoryLogger } from '../../logging/memory-logger.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { identityModule } from '../identity/identity.module.js';
import { checkoutModule } from './checkout.module.js';
import { CHECKOUT } from './checkout.di-tokens.js';
import { api, expectOk, onlineStock, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

// An order waiting for its 3-D Secure answer holds stock and stored value; a shopper who walks
// away (or a crash before the provider answered) must not keep them forever.
let started: StartedServer;
let url: string;
const nextShoe = shoePicker();
const TTL_MS = 30 * 60 * 1000;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

/** The checkout's modules over the running server's database, with a clock `minutesLater` ahead. */
function sweeperAt(minutesLater: number) {
  const config = parseConfig({})._unsafeUnwrap();
  const now = () => new Date(Date.now() + minutesLater * 60_000);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    infrastructureModule({ config, logger: new MemoryLogger(), sqlClient: started.sqlClient(), tokenSecret: 'x'.repeat(32), now }),
    identityModule,
    checkoutModule,
  );
  return container.get(CHECKOUT.Deps);
}

describe('orders left waiting for payment', () => {
  it('are released after the time limit: no order, the stock back, the basket open again', async () => {
    const guest = await guestToken(url);
    const shoe = nextShoe();
    const sql = started.sqlClient();
    const stockBefore = await onlineStock(sql, shoe.variantId);
    const basketId = await readyBasket(url, guest.accessToken, shoe);
    await payWithCard(url, guest.accessToken, basketId, '4000000000003220');
    const pending = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    expect(pending.body.status).toBe('PENDING_PAYMENT');
    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore - 1);

    // Before the limit nothing happens; after it, the order is released once.
    expect(await releaseAbandonedOrders(sweeperAt(29), TTL_MS)).toEqual([]);
    expect(await releaseAbandonedOrders(sweeperAt(31), TTL_MS)).toEqual([pending.body.orderNumber]);
    expect(await releaseAbandonedOrders(sweeperAt(31), TTL_MS)).toEqual([]);

    expect(await onlineStock(sql, shoe.variantId)).toBe(stockBefore);
    expect((await sql.query('SELECT 1 FROM orders WHERE order_number = $1', [pending.body.orderNumber])).length).toBe(0);
    // The shopper who comes back can check out again.
    expect(expectOk(await api(url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare again').status).toBe(200);
  });

  it('leave a placed order alone', async () => {
    const guest = await guestToken(url);
    const basketId = await readyBasket(url, guest.accessToken, nextShoe());
    await payWithCard(url, guest.accessToken, basketId, '4111111111111111');
    const placed = expectOk(await placeOrder(url, guest.accessToken, basketId), 'place');
    expect(placed.body.status).toBe('PLACED');
    expect(await releaseAbandonedOrders(sweeperAt(24 * 60), TTL_MS)).not.toContain(placed.body.orderNumber);
    expect((await started.sqlClient().query('SELECT status FROM orders WHERE order_number = $1', [placed.body.orderNumber]))[0]).toEqual({ status: 'PLACED' });
  });
});
