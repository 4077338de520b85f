import { describe, expect, it } from 'vitest';
import { buyableDemoVariants } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from './cart-http.fixture.js';

// No product cache: a price taken away shows at the next read.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_PRODUCT_CACHE_TTL_MS: '0' });
const [inCart, neverAdded] = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2 && v.usdMinor < 9_000).filter(
  (v, i, all) => all.findIndex((o) => o.productId === v.productId) === i,
);

const unprice = (variantId: string) => store.started.sqlClient().query(`DELETE FROM prices WHERE variant_id = $1 AND currency = 'USD'`, [variantId]);

describe('INV702 no price', () => {
  it('refuses to add a variant without a price, flags a line whose price is gone (ProductItemNotAvailable), refuses more of it and refuses to prepare its order', async () => {
    if (inCart === undefined || neverAdded === undefined) throw new Error('too few shoes in stock');
    const guest = await guestToken(store.url);
    const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const basketId = cart.body.basketId;
    const added = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: basketId, productId: inCart.productId, upc: inCart.upc }],
    });
    expect(added.status).toBe(200);

    await unprice(neverAdded.variantId);
    const refused = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: basketId, productId: neverAdded.productId, upc: neverAdded.upc }],
    });
    expect(refused.status).toBe(409);
    expect(errorIdOf(refused)).toBe('INV702');

    await unprice(inCart.variantId);
    const loaded = await cartCall(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken);
    expect(loaded.body.flash).toEqual([expect.objectContaining({ code: 'INV702', type: 'ProductItemNotAvailable' })]);
    // More of it cannot be bought either; the line stays as it was.
    const line = (loaded.body.items as { id: string; qty: number }[])[0];
    const raised = await cartCall(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, guest.accessToken, { itemId: line?.id, qty: 2 });
    expect([raised.status, errorIdOf(raised)]).toEqual([409, 'INV702']);
    expect((await cartCall(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken)).body.items[0]?.qty).toBe(1);
    const prepared = await cartCall(store.url, 'POST', '/cart/v1/cart/prepareOrder', guest.accessToken, { basketId });
    expect(prepared.status).toBe(409);
    expect(errorIdOf(prepared)).toBe('INV702');
  });
});
