import { describe, expect, it } from 'vitest';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { cartCall, type CartCall } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const maxQuantityFlashes = (cart: CartCall) =>
  (cart.body.flash as { type: string; code: string; details: Record<string, unknown> }[]).filter((flash) => flash.type === 'ProductItemMaxQuantity');

async function cartWith(token: string, line: { productId: string; upc: string; qty: number; maxQty: number }): Promise<CartCall> {
  const created = await cartCall(store.url, 'POST', '/cart/v1/cart', token, {});
  expect(created.status).toBe(201);
  const added = await cartCall(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: created.body.basketId, ...line }] });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  return added;
}

describe('ProductItemMaxQuantity (commerce section 8, flash types)', () => {
  it('flashes a line the sign-in merge capped at its maxQty, with the maximum, until its quantity is lowered', async () => {
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 10);
    const line = { productId: shoe.productId, upc: shoe.upc, qty: 2, maxQty: 3 };
    const email = `max-qty-${Date.now()}@example.com`;
    const signUp = await cartCall(store.url, 'POST', '/consumers-v3/auth/signup', undefined, {
      firstName: 'Max',
      lastName: 'Quinn',
      email,
      password: 'Good-pass-1',
    });
    expect(signUp.status).toBe(201);
    const account = await signIn(store.url, email, 'Good-pass-1');
    const own = await cartWith(account.accessToken, line);
    expect(maxQuantityFlashes(own)).toEqual([]);

    const guest = await guestToken(store.url);
    const guestCart = await cartWith(guest.accessToken, line);
    const merged = await signIn(store.url, email, 'Good-pass-1', { basketId: guestCart.body.basketId as string }, guest.accessToken);
    const cart = await cartCall(store.url, 'GET', `/cart/v1/cart/${merged.basketId}`, merged.accessToken);
    const [item] = cart.body.items as { id: string; qty: number; maxQty: number }[];
    expect(item).toMatchObject({ qty: 3, maxQty: 3 });
    expect(maxQuantityFlashes(cart)).toEqual([
      { code: 'INV408', type: 'ProductItemMaxQuantity', details: { itemId: item?.id, productId: shoe.productId, maxQty: 3 } },
    ]);

    const lowered = await cartCall(store.url, 'PUT', `/cart/v1/cart/${merged.basketId}/item`, merged.accessToken, {
      cartId: merged.basketId,
      itemId: item?.id,
      productId: shoe.productId,
      upc: shoe.upc,
      qty: 2,
    });
    expect(lowered.status).toBe(200);
    expect(maxQuantityFlashes(lowered)).toEqual([]);
  });
});
