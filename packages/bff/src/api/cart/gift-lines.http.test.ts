import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { buyableDemoVariant, demoData } from '../../testing/demo-variants.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, payWithCard, placeOrder, readyBasket, type Call } from '../checkout/checkout-http.fixture.js';

// Gift cards are stored value, not merchandise: no promotion reads them. A free gift never outlives the basket's
// qualification for it, whatever took the qualification away, and is never ordered without it.
// The promotion list is read at every call (TTL 0), so a promotion an editor ends takes effect at once.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_PROMOTION_CACHE_TTL_MS: '0' });

const GWP = 'PROMO-GWP-SOCKS';

interface Line {
  readonly id: string;
  readonly productId: string;
  readonly bonus: boolean;
}

const itemsOf = (call: Call): Line[] => call.body.items as Line[];
const gwpOf = (call: Call) =>
  (call.body.promoSummary as { promotionId: string; thresholdStatus?: string; applied?: boolean }[]).find((p) => p.promotionId === GWP);

/** The demo's digital gift card of a face value (25, 50, 100...). */
function digitalGiftCard(value: number): { productId: string; upc: string } {
  const variant = demoData().variants.find((v) => v.productId === 'GC1689901' && v.sizeLabel === String(value));
  if (variant === undefined) throw new Error(`the demo data has no ${value}.00 digital gift card`);
  return { productId: variant.productId, upc: variant.upc };
}

async function addItem(token: string, basketId: string, item: { productId: string; upc: string }, qty = 1): Promise<Call> {
  return expectOk(await api(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, ...item, qty }] }), 'add item');
}

describe('gift cards are outside promotions and thresholds', () => {
  it('a 100.00 gift card earns no free gift, no free shipping and no share of WELCOME10; the shoe beside it still does', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.usdMinor >= 4000 && v.usdMinor < 7500 && v.onlineStock >= 2);
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const cardOnly = await addItem(token, basketId, digitalGiftCard(100));
    expect(itemsOf(cardOnly).some((item) => item.bonus)).toBe(false);
    expect(gwpOf(cardOnly)).toMatchObject({ thresholdStatus: 'Below Threshold' });

    const withShoe = await addItem(token, basketId, shoe);
    expect(itemsOf(withShoe).some((item) => item.bonus)).toBe(false);
    expect(gwpOf(withShoe)).toMatchObject({ thresholdStatus: 'Below Threshold' });
    expect(withShoe.body.totals.itemSubTotal).toBe(100 + shoe.usdMinor / 100);

    expectOk(
      await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '1 Main Street',
        city: 'Albany',
        province: 'NY',
        postalCode: '12207',
        countryCode: 'US',
        phone: '5185550123',
        email: 'ada@example.com',
      }),
      'shipping address',
    );
    const shipped = expectOk(
      await api(store.url, 'POST', '/cart/v1/shippingMethod', token, { cartId: basketId, shippingId: 'me', code: 'standard' }),
      'method',
    );
    // FREESHIP frees standard shipping from 75.00 of merchandise: the shoe alone is below it, the gift card does not count.
    expect(shipped.body.totals.shipping).toBeGreaterThan(0);

    const coupon = expectOk(await api(store.url, 'PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'WELCOME10' }), 'coupon');
    expect(coupon.body.totals.totalDiscount).toBe(Math.floor((shoe.usdMinor * 10 + 50) / 100) / 100);
    const card = (coupon.body.items as (Line & { price: { priceAfterOrderDiscount: number; rowTotal: number } })[]).find((i) => i.productId === 'GC1689901');
    expect(card?.price.priceAfterOrderDiscount).toBe(100);
    expect(card?.price.rowTotal).toBe(100);
  });
});

describe('a free gift never survives its qualification', () => {
  it('saving for later the shoe that qualified the cart takes the free gift out; moving it back brings the gift back', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.usdMinor >= 10_000 && v.onlineStock >= 2);
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const added = await addItem(token, basketId, shoe);
    const shoeLine = itemsOf(added).find((item) => !item.bonus);
    expect(itemsOf(added).filter((item) => item.bonus)).toHaveLength(1);

    const saved = expectOk(await api(store.url, 'POST', `/cart/v2/cart/${basketId}/saveForLater`, token, { itemId: shoeLine?.id }), 'save for later');
    expect(itemsOf(saved)).toEqual([]);
    expect(gwpOf(saved)).toMatchObject({ thresholdStatus: 'Below Threshold' });
    expect(itemsOf(expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart'))).toEqual([]);
    const [rows] = await store.started.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM basket_items WHERE basket_id = $1', [basketId]);
    expect(rows?.n).toBe(0);

    const back = await addItem(token, basketId, shoe);
    expect(itemsOf(back).filter((item) => item.bonus)).toHaveLength(1);
  });

  it('lowering the quantity below the threshold takes the gift out', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.usdMinor >= 5000 && v.usdMinor < 10_000 && v.onlineStock >= 3);
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
    const two = await addItem(token, basketId, shoe, 2);
    expect(itemsOf(two).filter((item) => item.bonus)).toHaveLength(1);
    const line = itemsOf(two).find((item) => !item.bonus);
    const one = expectOk(await api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: line?.id, qty: 1 }), 'quantity');
    expect(itemsOf(one).map((item) => item.bonus)).toEqual([false]);
  });

  it('placing an order whose free gift no longer qualifies is refused (GWP403) with the gift taken out; the next try orders without it', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.usdMinor >= 10_000 && v.onlineStock >= 2);
    const basketId = await readyBasket(store.url, token, shoe);
    await payWithCard(store.url, token, basketId, '4111111111111111');
    const before = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart');
    expect(itemsOf(before).filter((item) => item.bonus)).toHaveLength(1);

    const sql = store.started.sqlClient();
    const [promotion] = await sql.query<{ ends_at: Date | null }>('SELECT ends_at FROM promotions WHERE id = $1', [GWP]);
    // An editor ends the free-gift promotion while the basket still holds its gift.
    await sql.query(`UPDATE promotions SET ends_at = now() - interval '1 minute' WHERE id = $1`, [GWP]);
    try {
      const prepared = await api(store.url, 'POST', '/cart/v1/cart/prepareOrder', token, { basketId });
      expect([prepared.status, errorId(prepared)]).toEqual([403, 'GWP403']);
      expect(prepared.body.errorDetails[0].message).toContain('free gift');
      const after = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart');
      expect(itemsOf(after).map((item) => item.bonus)).toEqual([false]);
      const placed = expectOk(await placeOrder(store.url, token, basketId), 'place');
      expect(placed.body.status).toBe('PLACED');
      expect((placed.body.items as { productId: string }[]).map((item) => item.productId)).toEqual([shoe.productId]);
    } finally {
      await sql.query('UPDATE promotions SET ends_at = $2 WHERE id = $1', [GWP, promotion?.ends_at ?? null]);
    }
  });

  it('placing the order refuses the gift the same way when nothing was prepared first', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.usdMinor >= 10_000 && v.onlineStock >= 2);
    const basketId = await readyBasket(store.url, token, shoe);
    await payWithCard(store.url, token, basketId, '4111111111111111');
    const sql = store.started.sqlClient();
    await sql.query(`UPDATE promotions SET ends_at = now() - interval '1 minute' WHERE id = $1`, [GWP]);
    try {
      const refused = await placeOrder(store.url, token, basketId);
      expect([refused.status, errorId(refused)]).toEqual([403, 'GWP403']);
      const [orders] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE basket_id = $1', [basketId]);
      expect(orders?.n).toBe(0);
      const after = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart');
      expect(itemsOf(after).some((item) => item.bonus)).toBe(false);
    } finally {
      await sql.query('UPDATE promotions SET ends_at = NULL WHERE id = $1', [GWP]);
    }
  });
});
