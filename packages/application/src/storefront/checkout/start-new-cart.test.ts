import { describe, expect, it } from 'vitest';
import { ADDRESS, answerFailure, cartAnswer, cartItem, scriptedCheckoutApi } from './checkout-api.fixture.js';
import { startNewCart } from './start-new-cart.js';

describe('startNewCart', () => {
  it('creates a cart with the same items, shipping address and method, and billing address', async () => {
    const failed = cartAnswer({
      items: [
        cartItem(),
        cartItem({ id: 'item-2', productId: 'ST0382310', upc: '084931000025', qty: 2, storeId: 'US101' }),
        cartItem({ id: 'gift', bonus: true }),
      ],
      shippingAddress: { ...ADDRESS, shippingId: 'me' },
      billingAddress: ADDRESS,
      shippingMethods: [{ shippingId: 'me', applicableShippingMethods: [], code: 'express' }],
    });
    const api = scriptedCheckoutApi();
    const fresh = await startNewCart(api, failed);
    expect(fresh.isOk()).toBe(true);
    expect(api.calls).toEqual([
      ['createCart'],
      [
        'addItems',
        [
          { cartId: 'basket-2', productId: 'SR0045600', upc: '084931000018', qty: 1, maxQty: 999999 },
          { cartId: 'basket-2', productId: 'ST0382310', upc: '084931000025', qty: 2, maxQty: 999999, storeId: 'US101' },
        ],
      ],
      ['setShippingAddress', 'basket-2', ADDRESS],
      ['setShippingMethod', { cartId: 'basket-2', shippingId: 'me', code: 'express', shopperAppliedSM: true }],
      ['setBillingAddress', 'basket-2', ADDRESS],
    ]);
  });

  it('skips what the failed cart did not have (a pickup-only cart has no shipping address)', async () => {
    const api = scriptedCheckoutApi();
    await startNewCart(api, cartAnswer({ items: [cartItem({ storeId: 'US101' })], billingAddress: ADDRESS }));
    expect(api.calls.map(([name]) => name)).toEqual(['createCart', 'addItems', 'setBillingAddress']);
  });

  it('answers the failure when an item cannot be added again', async () => {
    const api = scriptedCheckoutApi({ addItems: answerFailure(409, 'INV700') });
    const fresh = await startNewCart(api, cartAnswer({ billingAddress: ADDRESS }));
    expect(fresh._unsafeUnwrapErr()).toMatchObject({ kind: 'answer', error: { errorId: 'INV700' } });
    expect(api.calls.map(([name]) => name)).toEqual(['createCart', 'addItems']);
  });
});
