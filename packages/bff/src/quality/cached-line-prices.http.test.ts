import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/started-server.js';
import { guestToken } from '../testing/tokens.js';
import { api, expectOk, payWithCard, placeOrder, readyBasket, shoePicker } from '../api/checkout/checkout-http.fixture.js';

// docs/decisions.md: a basket line's catalogue facts are kept for STRIDE_PRODUCT_CACHE_TTL_MS, as
// product details are; checkout prices from the database. A price change therefore shows in the
// cart within the TTL, and the order summary and the order itself already charge the new price.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

describe('a price change while a shopper checks out', () => {
  it('the cart may show the price it read for up to the product TTL; prepare and place order charge the price in the database', async () => {
    const shoe = shoePicker()();
    const guest = await guestToken(store.url);
    const basketId = await readyBasket(store.url, guest.accessToken, shoe);
    const shown = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken), 'load cart');
    const oldPrice = shown.body.items[0].price.current as number;

    const sql = store.started.sqlClient();
    await sql.query("UPDATE prices SET list_minor = list_minor + 1000, sale_minor = NULL WHERE variant_id = $1 AND currency = 'USD'", [shoe.variantId]);
    const [row] = await sql.query<{ current_minor: number }>("SELECT current_minor FROM prices WHERE variant_id = $1 AND currency = 'USD'", [shoe.variantId]);
    const newPrice = (row?.current_minor ?? 0) / 100;
    expect(newPrice).toBeGreaterThan(oldPrice);

    // Within the TTL the cart still shows the price it read.
    expect(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken), 'load cart').body.items[0].price.current).toBe(oldPrice);

    await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
    const prepared = expectOk(await api(store.url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare');
    expect(prepared.body.totals.itemTotal).toBeCloseTo(shown.body.totals.itemTotal - oldPrice + newPrice, 2); // one unit
    expect(prepared.body.payment_instruments[0].amount).toBe(prepared.body.totals.total);
    const placed = expectOk(await placeOrder(store.url, guest.accessToken, basketId), 'place');
    expect(placed.body.totals).toMatchObject({ itemTotal: prepared.body.totals.itemTotal, total: prepared.body.totals.total });
    expect(placed.body.paymentMethod[0].amount).toBe(prepared.body.totals.total);
  });
});
