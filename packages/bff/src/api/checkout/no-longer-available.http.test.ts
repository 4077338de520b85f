import { describe, expect, it } from 'vitest';
import { buyableDemoVariants, demoData } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from '../cart/cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

// Shoes US101 (Stride New York SoHo) holds, each test delisting its own from the store.
const atSoho = new Set(
  demoData()
    .storeInventory.filter((r) => r.storeId === 'US101' && r.quantity >= 2)
    .map((r) => r.variantId),
);
const shoes = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && atSoho.has(v.variantId));

async function pickupCart(index: number): Promise<{ token: string; basketId: string; itemId: string; variantId: string }> {
  const shoe = shoes[index];
  if (shoe === undefined) throw new Error('the demo data has too few shoes at US101');
  const guest = await guestToken(store.url);
  const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
  const added = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
    items: [{ cartId: cart.body.basketId, productId: shoe.productId, upc: shoe.upc, storeId: 'US101' }],
  });
  const itemId = added.body.items[0]?.id;
  if (itemId === undefined) throw new Error(`the pickup line was not added: ${JSON.stringify(added.body)}`);
  return { token: guest.accessToken, basketId: cart.body.basketId, itemId, variantId: shoe.variantId };
}

const delist = (variantId: string) => store.started.sqlClient().query(`DELETE FROM store_inventory WHERE store_id = 'US101' AND variant_id = $1`, [variantId]);

describe('items no longer available: a pickup store that stopped carrying the line', () => {
  it('answers INV407 to a quantity change of the line (removing it still works), naming the item', async () => {
    const cart = await pickupCart(0);
    await delist(cart.variantId);
    const raised = await cartCall(store.url, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, cart.token, { cartId: cart.basketId, itemId: cart.itemId, qty: 2 });
    expect(raised.status).toBe(409);
    expect(errorIdOf(raised)).toBe('INV407');
    expect(raised.body.errorDetails?.[0]?.message).toBe('Some items in your cart are no longer available.');
    const after = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, cart.token);
    expect(after.body.items[0]?.qty).toBe(1);
    const removed = await cartCall(store.url, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, cart.token, { cartId: cart.basketId, itemId: cart.itemId, qty: 0 });
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
  });

  it('answers INV405 when the order is prepared and ORD430 when it is placed, and no order is written', async () => {
    const cart = await pickupCart(1);
    await delist(cart.variantId);
    const prepared = await cartCall(store.url, 'POST', '/cart/v1/cart/prepareOrder', cart.token, { basketId: cart.basketId });
    expect(prepared.status).toBe(409);
    expect(errorIdOf(prepared)).toBe('INV405');
    const placed = await cartCall(store.url, 'PUT', '/cart/v2/checkout/order', cart.token, { cartId: cart.basketId, paymentMethod: { code: 'CREDIT_CARD' } });
    expect(placed.status).toBe(409);
    expect(errorIdOf(placed)).toBe('ORD430');
    expect(placed.body.errorDetails?.[0]?.message).toBe('An item in your cart is no longer available.');
    const orders = await store.started.sqlClient().query(`SELECT 1 FROM orders WHERE basket_id = $1`, [cart.basketId]);
    expect(orders).toEqual([]);
  });
});
