import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { createCartWithItem } from '../../testing/cart.js';
import { buyableDemoVariant } from '../../testing/demo-variants.js';
import { agentLogin, guestToken } from '../../testing/tokens.js';
import { cartCall, errorIdOf } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

// An apparel item between $50 and $74.99: below free shipping, the gift and $20 off $150.
const cheap = () => buyableDemoVariant((v) => v.productType === 'APPAREL' && v.usdMinor >= 5000 && v.usdMinor < 7500 && v.onlineStock >= 1);
const halfUp = (minor: number, percent: number) => Math.floor((minor * percent + 50) / 100);

async function cartWith(variant = cheap()) {
  const guest = await guestToken(store.url);
  const cart = await createCartWithItem(store.url, guest.accessToken, { productId: variant.productId, upc: variant.upc });
  return { token: guest.accessToken, cart, variant };
}

describe('promo codes (demo data: docs/demo-data.md)', () => {
  it('WELCOME10 takes 10% off the order, in any case, once', async () => {
    const { token, cart, variant } = await cartWith();
    const applied = await cartCall(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: cart.basketId, code: ' welcome10 ' });
    expect(applied.status).toBe(200);
    const discount = halfUp(variant.usdMinor, 10);
    expect(applied.body.orderPromotions).toEqual([{ promotionId: 'PROMO-WELCOME10', couponCode: 'WELCOME10', price: discount / 100 }]);
    expect(applied.body.couponItems).toEqual([{ code: 'WELCOME10', applied: true, promotionId: 'PROMO-WELCOME10' }]);
    expect(applied.body.totals.netAmount).toBe((variant.usdMinor - discount) / 100);
    const twice = await cartCall(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: cart.basketId, code: 'WELCOME10' });
    expect(errorIdOf(twice)).toBe('PRM416');
    const after = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, token);
    expect(after.body.totals).toEqual(applied.body.totals);
    const removed = await cartCall(store.url, 'DELETE', '/cart/v1/coupon', token, { cartId: cart.basketId, code: 'WELCOME10' });
    expect(removed.body.couponItems).toEqual([]);
    expect(removed.body.totals.netAmount).toBe(variant.usdMinor / 100);
    expect(errorIdOf(await cartCall(store.url, 'DELETE', '/cart/v1/coupon', token, { cartId: cart.basketId, code: 'WELCOME10' }))).toBe('PRM130');
  });

  it('RUN20 takes 20% off a running shoe line', async () => {
    const running = buyableDemoVariant((v) => v.categoryIds.includes('4100') && v.usdMinor < 15_000);
    const { token, cart } = await cartWith(running);
    const applied = await cartCall(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: cart.basketId, code: 'RUN20' });
    const line = applied.body.items.find((item) => !item.bonus);
    expect(line?.productPromotions).toEqual([{ promotionId: 'PROMO-RUN20', couponCode: 'RUN20', price: halfUp(running.usdMinor, 20) / 100 }]);
    expect(line?.price.priceAfterItemDiscount).toBe((running.usdMinor - halfUp(running.usdMinor, 20)) / 100);
  });

  it('FREESHIP below $75 answers an approaching message and no discount', async () => {
    const { token, cart, variant } = await cartWith();
    const applied = await cartCall(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: cart.basketId, code: 'FREESHIP' });
    const summary = applied.body.promoSummary.find((p) => p.promotionId === 'PROMO-FREESHIP');
    expect(summary).toMatchObject({ level: 'SHIPPING', thresholdStatus: 'Below Threshold', applied: false });
    const missing = ((7500 - variant.usdMinor) / 100).toFixed(2);
    expect(summary?.calloutMessage).toBe(`Spend $${missing} more for free standard shipping with FREESHIP`);
    expect(applied.body.approachingPromotions.find((p) => p.promotionId === 'PROMO-FREESHIP')?.distanceFromConditionThreshold).toBe(Number(missing));
  });

  it.each([
    ['SUMMER24', 'PRM155', 409],
    ['HOLIDAY30', 'PRM135', 409],
    ['FLASH50', 'PRM140', 409],
    ['NOSUCHCODE', 'PRM130', 400],
    ['x!', 'PRM160', 400],
  ])('refuses %s with %s and leaves the cart as it was', async (code, errorId, status) => {
    const { token, cart } = await cartWith();
    const res = await cartCall(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: cart.basketId, code });
    expect(res.status).toBe(status);
    expect(errorIdOf(res)).toBe(errorId);
    const after = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, token);
    expect(after.body).toEqual(cart);
  });

  it("answers a coupon on another consumer's cart with BSK404", async () => {
    const { cart } = await cartWith();
    const other = await guestToken(store.url);
    expect(errorIdOf(await cartCall(store.url, 'PUT', '/cart/v1/coupon', other.accessToken, { cartId: cart.basketId, code: 'WELCOME10' }))).toBe('BSK404');
  });
});

describe('quantity changes', () => {
  it('changes a quantity, refuses one above the stock, and removes the line at 0', async () => {
    const variant = buyableDemoVariant((v) => v.productType === 'APPAREL' && v.usdMinor < 5000 && v.onlineStock >= 2 && v.onlineStock < 20);
    const { token, cart } = await cartWith(variant);
    const itemId = cart.items[0]?.id;
    const two = await cartCall(store.url, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId, qty: 2 });
    expect(two.body.items[0]?.qty).toBe(2);
    const tooMany = await cartCall(store.url, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId, qty: variant.onlineStock + 1 });
    expect(errorIdOf(tooMany)).toBe('INV408');
    const zero = await cartCall(store.url, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId, qty: 0 });
    expect(zero.body.items).toEqual([]);
    expect(errorIdOf(await cartCall(store.url, 'DELETE', '/cart/v1/item', token, { cartId: cart.basketId, itemId }))).toBe('ORD404');
  });
});

describe('price adjustments (agents only)', () => {
  it('lets a store associate take an amount off a line, bounded by the line, then change and remove it', async () => {
    const { token, cart, variant } = await cartWith();
    const associate = await agentLogin(store.url, 'associate@stride.example', 'Stride-demo-1');
    const path = `/cart/v1/cart/${cart.basketId}/price_adjustments`;
    const itemId = cart.items[0]?.id;
    expect((await cartCall(store.url, 'POST', path, token, { itemId, amount: 5, reason: 'damaged box' })).status).toBe(403);
    const tooMuch = await cartCall(store.url, 'POST', path, associate.accessToken, { itemId, amount: variant.usdMinor / 100 + 0.01, reason: 'too much' });
    expect(errorIdOf(tooMuch)).toBe('PRC400');
    const added = await cartCall(store.url, 'POST', path, associate.accessToken, { itemId, amount: 5, reason: 'damaged box' });
    expect(added.status).toBe(201);
    const adjustment = added.body.priceAdjustments[0];
    expect(adjustment).toMatchObject({ itemId, amount: 5, reason: 'damaged box', createdBy: associate.consumerNo });
    expect(added.body.totals.itemTotal).toBe((variant.usdMinor - 500) / 100);
    const patched = await cartCall(store.url, 'PATCH', `${path}/${adjustment?.adjustmentId}`, associate.accessToken, { amount: 7.5 });
    expect(patched.body.totals.itemTotal).toBe((variant.usdMinor - 750) / 100);
    const removed = await cartCall(store.url, 'DELETE', `${path}/${adjustment?.adjustmentId}`, associate.accessToken);
    expect(removed.body.priceAdjustments).toEqual([]);
    const shopperView = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}`, token);
    expect(shopperView.body.totals.itemTotal).toBe(variant.usdMinor / 100);
  });
});

describe('device fingerprint', () => {
  it('stores the fingerprint on the cart', async () => {
    const { token, cart } = await cartWith();
    expect(cart.deviceFingerPrintSet).toBe(false);
    const res = await cartCall(store.url, 'POST', '/cart/v1/deviceFingerPrint', token, { cartId: cart.basketId, deviceFingerPrint: 'fp-0123456789abcdef' });
    expect(res.status).toBe(200);
    expect(res.body.deviceFingerPrintSet).toBe(true);
    const [row] = await store.started
      .sqlClient()
      .query<{ device_fingerprint: string }>('SELECT device_fingerprint FROM baskets WHERE id = $1', [cart.basketId]);
    expect(row?.device_fingerprint).toBe('fp-0123456789abcdef');
  });
});

describe('cartWithItem and reserveWithItem', () => {
  it('creates a cart holding the items, and leaves no cart when a line is refused', async () => {
    const guest = await guestToken(store.url);
    const variant = cheap();
    const created = await cartCall(store.url, 'POST', '/cart/v1/cartWithItem', guest.accessToken, {
      items: [{ productId: variant.productId, upc: variant.upc, qty: 1 }],
    });
    expect(created.status).toBe(201);
    expect(created.body.items[0]?.upc).toBe(variant.upc);
    const count = async () => (await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM baskets'))[0]?.n;
    const before = await count();
    const refused = await cartCall(store.url, 'POST', '/cart/v1/cartWithItem', guest.accessToken, {
      items: [{ productId: variant.productId, upc: variant.upc, qty: 999_999 }],
    });
    expect(errorIdOf(refused)).toBe('INV408');
    expect(await count()).toBe(before);
  });

  it('reserves one item for pickup in a store', async () => {
    const guest = await guestToken(store.url);
    const variant = cheap();
    const res = await cartCall(store.url, 'POST', '/cart/v1/reserveWithItem', guest.accessToken, {
      items: [{ productId: variant.productId, upc: variant.upc, storeId: 'US999' }],
    });
    expect(errorIdOf(res)).toBe('INV701');
  });
});
