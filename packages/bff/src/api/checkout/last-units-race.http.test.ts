import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { errorId, onlineStock, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

describe('shoppers racing for the last units', () => {
  it('gives exactly as many orders as units; stock never goes below zero', async () => {
    const shoe = shoePicker(8)();
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const token = (await guestToken(store.url)).accessToken;
        const basketId = await readyBasket(store.url, token, shoe);
        await payWithCard(store.url, token, basketId, '4111111111111111');
        return { token, basketId };
      }),
    );
    const units = 3;
    await store.started.sqlClient().query('UPDATE variants SET online_stock = $2 WHERE id = $1', [shoe.variantId, units]);
    const answers = await Promise.all(shoppers.map((s) => placeOrder(store.url, s.token, s.basketId)));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(units);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      // INV409 when a free gift line is still in stock while the shoe is not.
      expect(['INV700', 'INV406', 'INV409']).toContain(errorId(refused));
    }
    expect(await onlineStock(store.started.sqlClient(), shoe.variantId)).toBe(0);
    // Only the racing baskets' orders: the demo data's order history may hold the same shoe.
    const rows = await store.started
      .sqlClient()
      .query(`SELECT 1 FROM order_items i JOIN orders o ON o.order_number = i.order_number WHERE i.variant_id = $1 AND o.basket_id = ANY($2::text[])`, [
        shoe.variantId,
        shoppers.map((s) => s.basketId),
      ]);
    expect(rows).toHaveLength(units);
  });
});
