import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, payWithCard, placeOrder, readyBasket, shoePicker } from './checkout-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker(3);

describe('PRM150 promo code already redeemed', () => {
  it('answers PRM150 to a consumer applying LAUNCH25 (once per consumer) after an order of theirs used it', async () => {
    const guest = await guestToken(store.url);
    const first = await readyBasket(store.url, guest.accessToken, nextShoe(), 3);
    expectOk(await api(store.url, 'PUT', '/cart/v1/coupon', guest.accessToken, { cartId: first, code: 'LAUNCH25' }), 'apply LAUNCH25');
    await payWithCard(store.url, guest.accessToken, first, '4111111111111111');
    expectOk(await placeOrder(store.url, guest.accessToken, first), 'place');

    const second = expectOk(await api(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {}), 'new cart').body.basketId as string;
    const shoe = nextShoe();
    expectOk(
      await api(store.url, 'POST', '/cart/v1/item', guest.accessToken, { items: [{ cartId: second, productId: shoe.productId, upc: shoe.upc, qty: 3 }] }),
      'add',
    );
    const again = await api(store.url, 'PUT', '/cart/v1/coupon', guest.accessToken, { cartId: second, code: 'LAUNCH25' });
    expect(again.status).toBe(409);
    expect(errorId(again)).toBe('PRM150');
    expect(again.body.errorDetails?.[0]?.message).toBe('This promo code has already been redeemed.');
  });
});
