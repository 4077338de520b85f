import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, GUEST_ADDRESS, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker();

const ordersOf = (basketId: string) => store.started.sqlClient().query('SELECT order_number FROM orders WHERE basket_id = $1', [basketId]);

describe('tax codes: TAX309 tax failure, TAX310 tax updated', () => {
  it('refuses to prepare or place an order shipped to a US region the tax table does not hold (Puerto Rico) with TAX309, writing no order', async () => {
    const guest = await guestToken(store.url);
    const basketId = await readyBasket(store.url, guest.accessToken, nextShoe(), 1, {
      ...GUEST_ADDRESS,
      city: 'San Juan',
      province: 'PR',
      postalCode: '00901',
    });
    await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
    const cart = await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken);
    expect(cart.body.totals).toMatchObject({ tax: 0, isTaxEstimated: true });
    const prepared = await api(store.url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId });
    expect(prepared.status).toBe(502);
    expect(errorId(prepared)).toBe('TAX309');
    const placed = await placeOrder(store.url, guest.accessToken, basketId);
    expect(errorId(placed)).toBe('TAX309');
    expect(await ordersOf(basketId)).toEqual([]);
  });

  it('refuses to place at another tax than the order was prepared at (the address moved to New Jersey) with TAX310; prepared again, it is placed', async () => {
    const guest = await guestToken(store.url);
    const basketId = await readyBasket(store.url, guest.accessToken, nextShoe());
    await payWithCard(store.url, guest.accessToken, basketId, '4111111111111111');
    const prepared = expectOk(await api(store.url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare');
    expect(prepared.status).toBe(200);
    const before = (await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken)).body.totals as { tax: number };
    const newJersey = { ...GUEST_ADDRESS, addressLine1: '1 Main St', city: 'Hoboken', province: 'NJ', postalCode: '07030' };
    expectOk(await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, guest.accessToken, newJersey), 'new address');
    const after = (await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken)).body.totals as { tax: number };
    expect(after.tax).not.toBe(before.tax);

    const refused = await placeOrder(store.url, guest.accessToken, basketId);
    expect(refused.status).toBe(409);
    expect(errorId(refused)).toBe('TAX310');
    expect(await ordersOf(basketId)).toEqual([]);

    expectOk(await api(store.url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId }), 'prepare again');
    const placed = expectOk(await placeOrder(store.url, guest.accessToken, basketId), 'place');
    expect(placed.body).toMatchObject({ orderNumber: expect.any(String) });
  });
});
