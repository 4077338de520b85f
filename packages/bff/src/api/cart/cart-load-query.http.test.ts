import { describe, expect, it } from 'vitest';
import { buyableDemoVariants, demoData } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { cartCall, type CartCall } from './cart-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const soho = new Map(
  demoData()
    .storeInventory.filter((r) => r.storeId === 'US101' && r.quantity >= 1)
    .map((r) => [r.variantId, r.quantity]),
);
const shoes = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor < 10_000).filter(
  (v, i, all) => all.findIndex((o) => o.productId === v.productId) === i,
);
const atSoho = shoes.filter((v) => soho.has(v.variantId));

// The lines the shopper chose (a free gift line may come and go with the total).
const bought = (call: CartCall) => call.body.items.filter((item) => !item.bonus);

const setOnlineStock = (variantId: string, units: number) =>
  store.started.sqlClient().query('UPDATE variants SET online_stock = $2 WHERE id = $1', [variantId, units]);

async function cartWith(lines: readonly { productId: string; upc: string; qty: number }[]): Promise<{ token: string; basketId: string }> {
  const guest = await guestToken(store.url);
  const cart = await cartCall(store.url, 'POST', '/cart/v1/cart', guest.accessToken, {});
  const added = await cartCall(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
    items: lines.map((line) => ({ cartId: cart.body.basketId, ...line })),
  });
  if (added.status !== 200) throw new Error(`the lines were not added: ${JSON.stringify(added.body)}`);
  return { token: guest.accessToken, basketId: cart.body.basketId };
}

describe('GET /cart/v1/cart/{basketId} query: isPatchRequired, inventorySupplyCheck, favStoreId', () => {
  it('reports a short line in its flash by default and with inventorySupplyCheck=true, not with inventorySupplyCheck=false', async () => {
    const [shoe] = shoes;
    if (shoe === undefined) throw new Error('no shoe in stock');
    const cart = await cartWith([{ productId: shoe.productId, upc: shoe.upc, qty: 3 }]);
    await setOnlineStock(shoe.variantId, 1);
    const types = async (query: string) =>
      (await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}${query}`, cart.token)).body.flash.map((f) => f.type);
    expect(await types('')).toEqual(['ProductLineItemInventoryMissing']);
    expect(await types('?inventorySupplyCheck=true')).toEqual(['ProductLineItemInventoryMissing']);
    expect(await types('?inventorySupplyCheck=false')).toEqual([]);
    await setOnlineStock(shoe.variantId, shoe.onlineStock);
  });

  it('with isPatchRequired=true lowers a line to the stock left and takes out a line with none, saying so in customerNotifications, once', async () => {
    const [, lowered, gone] = shoes;
    if (lowered === undefined || gone === undefined) throw new Error('too few shoes in stock');
    const cart = await cartWith([
      { productId: lowered.productId, upc: lowered.upc, qty: 3 },
      { productId: gone.productId, upc: gone.upc, qty: 1 },
    ]);
    await setOnlineStock(lowered.variantId, 2);
    await setOnlineStock(gone.variantId, 0);
    const unpatched = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}?isPatchRequired=false`, cart.token);
    expect(bought(unpatched).map((i) => i.qty)).toEqual([3, 1]);
    expect(unpatched.body.customerNotifications).toEqual([]);

    const patched = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}?isPatchRequired=true`, cart.token);
    expect(patched.status).toBe(200);
    expect(bought(patched).map((i) => [i.upc, i.qty])).toEqual([[lowered.upc, 2]]);
    expect(patched.body.flash).toEqual([]);
    expect(patched.body.customerNotifications).toEqual([
      { type: 'INFO', message: 'The item quantity has been updated.' },
      { type: 'WARNING', message: 'Out of stock' },
    ]);
    // Patched once: the next load has nothing left to say.
    const again = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}?isPatchRequired=true`, cart.token);
    expect(again.body.customerNotifications).toEqual([]);
    expect(bought(again).map((i) => i.qty)).toEqual([2]);
    await setOnlineStock(lowered.variantId, lowered.onlineStock);
    await setOnlineStock(gone.variantId, gone.onlineStock);
  });

  it('with favStoreId adds the favourite store’s pickup option, with its stock, to a line delivered home; an unknown store adds nothing', async () => {
    const [shoe] = atSoho;
    if (shoe === undefined) throw new Error('no shoe at US101');
    const cart = await cartWith([{ productId: shoe.productId, upc: shoe.upc, qty: 1 }]);
    const withStore = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}?favStoreId=US101`, cart.token);
    expect(withStore.body.items[0]?.shippingOptions).toEqual([
      expect.objectContaining({ selected: true, shippingMethod: expect.objectContaining({ code: 'standard' }) }),
      { selected: false, available: true, shippingMethod: { code: 'pickup' }, storeInfo: { id: 'US101', storeInventory: soho.get(shoe.variantId) } },
    ]);
    const unknown = await cartCall(store.url, 'GET', `/cart/v1/cart/${cart.basketId}?favStoreId=ZZ999`, cart.token);
    expect(unknown.status).toBe(200);
    expect(unknown.body.items[0]?.shippingOptions).toHaveLength(1);
  });
});
