import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const data = demoData();
const presale = data.variants.find((v) => v.onlineStock > 0 && data.products.find((p) => p.id === v.productId)?.presale === true);

describe('presale products need a signed-in shopper', () => {
  it('refuses a guest adding a presale size (ORD404, nothing added) and adds it for a signed-in shopper', async () => {
    expect(presale).toBeDefined();
    const line = { productId: presale?.productId, upc: presale?.upc };
    const guest = await guestToken(store.url);
    const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const refused = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, { items: [{ cartId: cart.body.basketId, ...line }] });
    expect([refused.status, errorIdOf(refused)]).toEqual([409, 'ORD404']);
    expect(refused.body.errorDetails?.[0]?.message).toBe('Sign in to buy this presale item.');
    const after = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.body.basketId}`, guest.accessToken);
    expect(after.body.items ?? []).toEqual([]);

    const shopper = await signIn(store.url, DemoEmail.athlete, DEMO_PASSWORD);
    const own = await cartCall(store.url, 'POST', '/cart/v1/cart', shopper.accessToken, {});
    const added = await cartCall(store.url, 'POST', '/cart/v1/item', shopper.accessToken, { items: [{ cartId: own.body.basketId, ...line }] });
    expect(added.status).toBe(200);
    expect(added.body.items.map((i: { productId: string }) => i.productId)).toContain(presale?.productId);
  });
});
