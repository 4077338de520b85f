import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

describe('AUT498 INVALID_CUSTOMER: a basket a sign-in gave to an account', () => {
  it('answers 401 AUT498 to the guest who created it, on the cart, delivery and checkout calls; a stranger still gets BSK404', async () => {
    const guest = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, guest.accessToken);
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD, { basketId: cart.basketId }, guest.accessToken);
    // The shopper had no open basket: the guest's became the account's, same id.
    expect(shopper.basketId).toBe(cart.basketId);

    const load = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, guest.accessToken);
    expect(load.status).toBe(401);
    expect(errorIdOf(load)).toBe('AUT498');
    const add = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: cart.basketId, productId: cart.items[0]?.productId, upc: cart.items[0]?.upc }],
    });
    expect(errorIdOf(add)).toBe('AUT498');
    const address = await cartCall(store.url, 'DELETE', `/cart/v2/cart/${cart.basketId}/shippingAddress`, guest.accessToken);
    expect(errorIdOf(address)).toBe('AUT498');
    const prepare = await cartCall(store.url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId: cart.basketId });
    expect(errorIdOf(prepare)).toBe('AUT498');
    const place = await cartCall(store.url, 'PUT', '/cart/v2/checkout/order', guest.accessToken, {
      cartId: cart.basketId,
      paymentMethod: { code: 'CREDIT_CARD' },
    });
    expect(errorIdOf(place)).toBe('AUT498');

    // The account reads it; any other consumer is told nothing more than for a missing basket.
    expect((await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, shopper.accessToken)).status).toBe(200);
    const stranger = await guestToken(store.url);
    const probe = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, stranger.accessToken);
    expect(probe.status).toBe(404);
    expect(errorIdOf(probe)).toBe('BSK404');
  });

  it('answers AUT498 to the guest whose basket was merged into the account’s open one, and the merged lines stay the account’s', async () => {
    const first = await guestToken(store.url);
    const firstCart = await createCartWithItem(store.url, first.accessToken);
    await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD, { basketId: firstCart.basketId }, first.accessToken);
    const guest = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, guest.accessToken);
    const member = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD, { basketId: cart.basketId }, guest.accessToken);
    expect(member.basketId).toBe(firstCart.basketId);

    const load = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, guest.accessToken);
    expect(load.status).toBe(401);
    expect(errorIdOf(load)).toBe('AUT498');
    expect((await cartCall(store.url, 'GET', `/cart/v1/cart/${firstCart.basketId}`, guest.accessToken)).status).toBe(404);
  });
});
