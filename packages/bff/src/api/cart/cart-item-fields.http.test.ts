import { describe, expect, it } from 'vitest';
import { demoData, buyableDemoVariant } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { cartCall } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

/** A demo shoe at its list price (no sale) between $50 and $74.99: two of them earn the free socks, not the $150 offer. */
function listPricedShoe() {
  const data = demoData();
  const usd = new Map(data.prices.filter((p) => p.currency === 'USD').map((p) => [p.variantId, p]));
  const chosen = buyableDemoVariant(
    (v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2 && v.usdMinor >= 5_000 && v.usdMinor < 7_500 && usd.get(v.variantId)?.saleMinor === null,
  );
  const variant = data.variants.find((v) => v.id === chosen.variantId);
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  const product = data.products.find((p) => p.id === chosen.productId);
  if (variant === undefined || colour === undefined || product === undefined) throw new Error('the demo data lost the chosen shoe');
  return { variant, colour, product, usd: chosen.usdMinor / 100 };
}

describe('a cart line answers every field the spec names (commerce core, cart item and its price)', () => {
  it('from the catalogue and the pricing: ids, quantity, product page, image, prices before and after an order discount', async () => {
    const { variant, colour, product, usd } = listPricedShoe();
    const guest = await guestToken(store.url);
    const created = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
    const cartId = String(created.body.basketId);
    const added = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId, productId: product.id, upc: variant.upc, qty: 2 }],
    });
    expect(added.status).toBe(200);
    const line = {
      id: expect.stringMatching(/\S/),
      productId: product.id,
      masterId: colour.masterId,
      masterId2: colour.id,
      variantId: variant.id,
      qty: 2,
      maxQty: 999999,
      upc: variant.upc,
      slug: product.slug,
      name: product.name,
      colourName: colour.colourName,
      size: variant.sizeLabel,
      taxTotal: 0,
      bonus: false,
      isCustoms: false,
      isDigitalProduct: false,
      pdpUrl: `/en-us/p/${product.slug}-${colour.masterId}`,
      productImageURL: colour.imageUrl,
      shippingOptions: [{ selected: true, available: true, shippingMethod: expect.objectContaining({ code: expect.stringMatching(/\S/) }) }],
      productPromotions: [],
    };
    const row = Math.round(usd * 2 * 100) / 100;
    // The line with its price, what it costs after the order's discounts aside: the row and item prices never move.
    const lineCosting = (afterOrder: number) => ({
      ...line,
      price: {
        current: usd,
        original: usd,
        highCurrent: usd,
        highOriginal: usd,
        rowTotal: row,
        priceAfterItemDiscount: row,
        priceAfterOrderDiscount: afterOrder,
        amount: afterOrder,
        currency: 'USD',
      },
    });
    const paidLines = (answer: { body: { items?: unknown } }) => (answer.body.items as { bonus: boolean }[]).filter((item) => !item.bonus);
    expect(paidLines(added)).toEqual([lineCosting(row)]);

    // 10% off the order: the line's row and item prices stay, what it costs after the order's discount goes down.
    const coupon = await cartCall(store.url, 'PUT', '/cart/v1/coupon', guest.accessToken, { cartId, code: 'WELCOME10' });
    expect(coupon.status).toBe(200);
    expect(paidLines(coupon)).toEqual([lineCosting(Math.round(row * 0.9 * 100) / 100)]);
  });

  it('a customised line carries its recipe id and the customs flag; a line without a recipe has neither recipe id', async () => {
    const data = demoData();
    const customs = data.products.find((p) => p.id === 'SL0628410' && p.isCustoms);
    const upc = data.variants.find((v) => v.productId === customs?.id && v.onlineStock > 0)?.upc;
    if (customs === undefined || upc === undefined) throw new Error('the demo data has no customisable product in stock');
    const guest = await guestToken(store.url);
    const cartId = String((await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {})).body.basketId);
    const added = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId, productId: customs.id, upc, qty: 1, recipeId: 'RCP-7F3A-0042' }],
    });
    expect(added.status).toBe(200);
    expect(added.body.items).toEqual([expect.objectContaining({ productId: customs.id, recipeId: 'RCP-7F3A-0042', isCustoms: true, isDigitalProduct: false })]);
    const { product, variant } = listPricedShoe();
    const plain = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
      items: [{ cartId, productId: product.id, upc: variant.upc, qty: 1 }],
    });
    const shoe = (plain.body.items as Record<string, unknown>[]).find((item) => item.productId === product.id);
    expect([shoe?.isCustoms, 'recipeId' in (shoe ?? {})]).toEqual([false, false]);
  });
});
