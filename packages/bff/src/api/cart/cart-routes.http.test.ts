import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { createCartWithItem } from '../../testing/cart.js';
import { buyableDemoVariant, demoData } from '../../testing/demo-variants.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

describe('create, load and add (commerce section 7, Cart)', () => {
  it('creates an empty cart for a guest token and loads it back', async () => {
    const guest = await guestToken(store.url);
    const created = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ currency: 'USD', totalItems: 0, items: [], totals: { total: 0, remainingToPay: 0, isTaxEstimated: false } });
    const loaded = await cartCall(store.url, 'GET', `/cart/v1/cart/${created.body.basketId}`, guest.accessToken);
    expect(loaded.status).toBe(200);
    expect(loaded.body.basketId).toBe(created.body.basketId);
  });

  it('refuses to create a cart without a token', async () => {
    const res = await cartCall(store.url, 'POST', '/cart/v1/cart', undefined, {});
    expect(res.status).toBe(401);
  });

  it('adds an item with qty 1 and maxQty 999999 by default, priced in major units', async () => {
    const guest = await guestToken(store.url);
    const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR');
    const cart = await createCartWithItem(store.url, guest.accessToken, { productId: variant.productId, upc: variant.upc });
    const paid = cart.items.filter((item) => !item.bonus);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ productId: variant.productId, upc: variant.upc, qty: 1, maxQty: 999999 });
    expect(paid[0]?.price.current).toBe(variant.usdMinor / 100);
    expect(cart.totals.itemSubTotal).toBe(variant.usdMinor / 100);
    expect(cart.totals.isTaxEstimated).toBe(true);
  });

  it('adds the free gift-with-purchase line from $100 and takes it away below', async () => {
    const guest = await guestToken(store.url);
    const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.usdMinor >= 10_000);
    const cart = await createCartWithItem(store.url, guest.accessToken, { productId: variant.productId, upc: variant.upc });
    const gift = cart.items.find((item) => item.bonus);
    expect(gift).toMatchObject({ variantId: 'GA1545700OSZ', qty: 1, price: { current: 0, rowTotal: 0 } });
    expect(cart.promoSummary.find((p) => p.promotionId === 'PROMO-GWP-SOCKS')).toMatchObject({ applied: true, thresholdStatus: 'Above Threshold' });
    const change = await cartCall(store.url, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, guest.accessToken, { itemId: gift?.id, qty: 2 });
    expect(change.status).toBe(403);
    expect(errorIdOf(change)).toBe('GWP403');
    const shoe = cart.items.find((item) => !item.bonus);
    const removed = await cartCall(store.url, 'DELETE', '/cart/v1/item', guest.accessToken, { cartId: cart.basketId, itemId: shoe?.id });
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    expect(removed.body.totals.total).toBe(0);
  });

  it('adds the same variant twice into one line', async () => {
    const guest = await guestToken(store.url);
    const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3);
    const cart = await createCartWithItem(store.url, guest.accessToken, { productId: variant.productId, upc: variant.upc });
    const again = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: cart.basketId, productId: variant.productId, upc: variant.upc, qty: 2 }],
    });
    expect(again.status).toBe(200);
    const paid = again.body.items.filter((item) => !item.bonus);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.qty).toBe(3);
  });

  it('answers another consumer exactly like a missing cart (BSK404)', async () => {
    const owner = await guestToken(store.url);
    const other = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, owner.accessToken);
    const foreign = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, other.accessToken);
    const missing = await cartCall(store.url, 'GET', '/cart/v1/cart/no-such-basket', other.accessToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorDetails).toEqual(missing.body.errorDetails);
    const add = await cartCall(store.url, 'POST', '/cart/v1/item', other.accessToken, {
      items: [{ cartId: cart.basketId, productId: cart.items[0]?.productId, upc: cart.items[0]?.upc }],
    });
    expect(errorIdOf(add)).toBe('BSK404');
    const mine = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, owner.accessToken);
    expect(mine.body.items[0]?.qty).toBe(1);
  });
});

describe('a support agent helping a shopper on the phone', () => {
  it('an agent loads another consumer’s cart, priced as the shopper sees it; adding to it stays the owner’s', async () => {
    const owner = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, owner.accessToken);
    const ownView = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, owner.accessToken);
    for (const agent of ['employee@stride.example', 'associate@stride.example']) {
      const token = (await agentLogin(store.url, agent, 'Stride-demo-1')).accessToken;
      const seen = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, token);
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual(ownView.body);
      const missing = await cartCall(store.url, 'GET', '/cart/v1/cart/no-such-basket', token);
      expect([missing.status, errorIdOf(missing)]).toEqual([404, 'BSK404']);
      const add = await cartCall(store.url, 'POST', '/cart/v1/item', token, {
        items: [{ cartId: cart.basketId, productId: cart.items[0]?.productId, upc: cart.items[0]?.upc }],
      });
      expect(errorIdOf(add)).toBe('BSK404');
    }
    expect((await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, owner.accessToken)).body.items[0]?.qty).toBe(1);
  });

  it('a signed-in shopper still gets another consumer’s cart as not found', async () => {
    const owner = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, owner.accessToken);
    const shopper = await signIn(store.url, 'shopper@stride.example', 'Stride-demo-1');
    const foreign = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, shopper.accessToken);
    const missing = await cartCall(store.url, 'GET', '/cart/v1/cart/no-such-basket', shopper.accessToken);
    expect([foreign.status, errorIdOf(foreign)]).toEqual([404, 'BSK404']);
    expect(foreign.body.errorDetails).toEqual(missing.body.errorDetails);
  });
});

describe('stock checks on add', () => {
  const data = demoData();
  const soldOut = data.variants.find(
    (v) =>
      v.onlineStock === 0 && data.products.find((p) => p.id === v.productId && p.productType === 'FOOTWEAR' && !p.presale && !p.comingSoon && !p.isCustoms),
  );

  it('refuses an out-of-stock variant with INV700', async () => {
    expect(soldOut).toBeDefined();
    const guest = await guestToken(store.url);
    const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const res = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: cart.body.basketId, productId: soldOut?.productId, upc: soldOut?.upc }],
    });
    expect(res.status).toBe(409);
    expect(errorIdOf(res)).toBe('INV700');
  });

  it('refuses more than the stock or than maxQty with INV408 naming the maximum', async () => {
    const guest = await guestToken(store.url);
    const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2 && v.onlineStock < 30);
    const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const line = { cartId: cart.body.basketId, productId: variant.productId, upc: variant.upc };
    const aboveStock = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, { items: [{ ...line, qty: variant.onlineStock + 1 }] });
    expect(errorIdOf(aboveStock)).toBe('INV408');
    expect(aboveStock.body.errorDetails?.[0]?.message).toContain(String(variant.onlineStock));
    const aboveMax = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, { items: [{ ...line, qty: 2, maxQty: 1 }] });
    expect(errorIdOf(aboveMax)).toBe('INV408');
    const after = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.body.basketId}`, guest.accessToken);
    expect(after.body.items).toEqual([]);
  });

  it('refuses a pickup in a store that does not carry the variant with INV701', async () => {
    const carried = new Set(data.storeInventory.filter((row) => row.storeId === 'US101').map((row) => row.variantId));
    const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && !carried.has(v.variantId));
    const guest = await guestToken(store.url);
    const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const res = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: cart.body.basketId, productId: variant.productId, upc: variant.upc, storeId: 'US101' }],
    });
    expect(errorIdOf(res)).toBe('INV701');
  });

  it('adds a pickup line with the store and its stock, and taxes it at the store (NY 4%)', async () => {
    const row = data.storeInventory.find((r) => r.storeId === 'US101' && r.quantity >= 1 && buyableDemoVariants1(r.variantId));
    expect(row).toBeDefined();
    const variant = buyableDemoVariant((v) => v.variantId === row?.variantId);
    const guest = await guestToken(store.url);
    const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const res = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId: cart.body.basketId, productId: variant.productId, upc: variant.upc, storeId: 'US101' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0]?.shippingOptions[0]).toMatchObject({
      selected: true,
      shippingMethod: { code: 'pickup' },
      storeInfo: { id: 'US101', storeInventory: row?.quantity },
    });
    expect(res.body.totals.tax).toBe(Math.floor((variant.usdMinor * 40_000 + 500_000) / 1_000_000) / 100);
  });
});

function buyableDemoVariants1(variantId: string): boolean {
  try {
    buyableDemoVariant((v) => v.variantId === variantId && v.productType === 'FOOTWEAR');
    return true;
  } catch {
    return false;
  }
}
