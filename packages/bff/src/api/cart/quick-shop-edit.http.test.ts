import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { buyableDemoVariants, demoData } from '../../testing/demo-variants.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, type Call } from '../checkout/checkout-http.fixture.js';

// Quick-shop's "update in cart" (account section 4): the cart's update call and the saved-for-later call give a
// line another colour or size of its product. Promotions are read at every call, so the free gift follows at once.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_PROMOTION_CACHE_TTL_MS: '0' });

interface Size {
  readonly variantId: string;
  readonly productId: string;
  readonly upc: string;
  readonly colourVariantId: string;
  readonly sizeLabel: string;
  readonly onlineStock: number;
  /** USD, minor units. */
  readonly price: number;
}

interface Line {
  readonly id: string;
  readonly variantId: string;
  readonly masterId: string;
  readonly qty: number;
  readonly size: string;
  readonly bonus: boolean;
  readonly price: { readonly rowTotal: number };
}

/** Every size of the demo's buyable shoes, with its colour and USD price. */
function shoeSizes(): Size[] {
  const byId = new Map(demoData().variants.map((v) => [v.id, v]));
  return buyableDemoVariants((v) => v.productType === 'FOOTWEAR').flatMap((v) => {
    const variant = byId.get(v.variantId);
    if (variant === undefined) return [];
    return [{ ...v, colourVariantId: variant.colourVariantId, sizeLabel: variant.sizeLabel, price: v.usdMinor }];
  });
}

/** A shoe with two sizes of one colour, the first size in another colour, and a sold-out size of the first colour. */
function shoeToEdit(minStock = 4): { size: Size; otherSize: Size; otherColour: Size; soldOut: { upc: string } } {
  const sizes = shoeSizes();
  for (const size of sizes.filter((s) => s.onlineStock >= minStock)) {
    const otherSize = sizes.find((s) => s.colourVariantId === size.colourVariantId && s.variantId !== size.variantId && s.onlineStock >= minStock);
    const otherColour = sizes.find(
      (s) => s.productId === size.productId && s.colourVariantId !== size.colourVariantId && s.sizeLabel === size.sizeLabel && s.onlineStock >= minStock,
    );
    const soldOut = demoData().variants.find((v) => v.colourVariantId === size.colourVariantId && v.onlineStock === 0);
    if (otherSize !== undefined && otherColour !== undefined && soldOut !== undefined) return { size, otherSize, otherColour, soldOut };
  }
  throw new Error('the demo data has no shoe with two sizes, two colours and a sold-out size');
}

const allLinesOf = (call: Call): Line[] => call.body.items as Line[];
/** The shopper's lines: the free gift a shoe over 100.00 brings is the promotion's, not the shopper's. */
const linesOf = (call: Call): Line[] => allLinesOf(call).filter((line) => !line.bonus);

async function cartWith(token: string, ...lines: { size: Size; qty: number }[]): Promise<{ basketId: string; cart: Call }> {
  const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
  let cart: Call | undefined;
  for (const { size, qty } of lines)
    cart = expectOk(
      await api(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: size.productId, upc: size.upc, qty }] }),
      'add',
    );
  if (cart === undefined) throw new Error('a cart needs a line');
  return { basketId, cart };
}

const update = (token: string, basketId: string, body: Record<string, unknown>) =>
  api(store.url, 'PUT', `/cart/v1/cart/${basketId}/item`, token, { cartId: basketId, ...body });

async function basketVersion(basketId: string): Promise<number> {
  const [row] = await store.started.sqlClient().query<{ version: number }>('SELECT version FROM baskets WHERE id = $1', [basketId]);
  return row?.version ?? -1;
}

describe('updating a cart line to another size or colour (quick-shop, update in cart)', () => {
  it('changes the size in place: the same line, its place and quantity, priced as the new size, the version counted', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size, otherSize, otherColour } = shoeToEdit();
    const { basketId, cart } = await cartWith(token, { size, qty: 2 }, { size: otherColour, qty: 1 });
    const [line] = linesOf(cart);
    const version = await basketVersion(basketId);

    const changed = expectOk(await update(token, basketId, { itemId: line?.id, productId: size.productId, upc: otherSize.upc, qty: 2 }), 'update');
    expect(linesOf(changed).map((l) => [l.id, l.variantId, l.qty])).toEqual([
      [line?.id, otherSize.variantId, 2],
      [linesOf(cart)[1]?.id, otherColour.variantId, 1],
    ]);
    expect(linesOf(changed)[0]).toMatchObject({ size: otherSize.sizeLabel, price: { rowTotal: (otherSize.price * 2) / 100 } });
    expect(await basketVersion(basketId)).toBe(version + 1);
  });

  it('changes the colour by the new variant’s id alone, keeping the size', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size, otherColour } = shoeToEdit();
    const { basketId, cart } = await cartWith(token, { size, qty: 1 });
    const [line] = linesOf(cart);
    const changed = expectOk(await update(token, basketId, { itemId: line?.id, productId: otherColour.variantId, qty: 1 }), 'update');
    expect(linesOf(changed)).toHaveLength(1);
    expect(linesOf(changed)[0]).toMatchObject({
      id: line?.id,
      variantId: otherColour.variantId,
      size: size.sizeLabel,
      price: { rowTotal: otherColour.price / 100 },
    });
    expect(linesOf(changed)[0]?.masterId).not.toBe(line?.masterId);
    expect(changed.body.totals.itemTotal).toBe(otherColour.price / 100);
  });

  it('refuses a sold-out size with INV700, an unknown one with ORD404 and another product’s with ATTR300, changing nothing', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size, soldOut } = shoeToEdit();
    const other = shoeSizes().find((s) => s.productId !== size.productId && s.onlineStock > 0);
    const { basketId, cart } = await cartWith(token, { size, qty: 1 });
    const [line] = linesOf(cart);
    const version = await basketVersion(basketId);

    const oos = await update(token, basketId, { itemId: line?.id, productId: size.productId, upc: soldOut.upc, qty: 1 });
    expect([oos.status, errorId(oos)]).toEqual([409, 'INV700']);
    const unknown = await update(token, basketId, { itemId: line?.id, productId: size.productId, upc: '000000000000', qty: 1 });
    expect(errorId(unknown)).toBe('ORD404');
    const otherProduct = await update(token, basketId, { itemId: line?.id, productId: other?.variantId, qty: 1 });
    expect([otherProduct.status, errorId(otherProduct)]).toEqual([400, 'ATTR300']);

    const after = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart');
    expect(linesOf(after).map((l) => [l.id, l.variantId, l.qty])).toEqual([[line?.id, size.variantId, 1]]);
    expect(await basketVersion(basketId)).toBe(version);
  });

  it('merges into the line that holds the new size, within its stock: never more than there is', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size, otherSize } = shoeToEdit();
    const { basketId, cart } = await cartWith(token, { size, qty: 2 }, { size: otherSize, qty: 1 });
    const [edited, kept] = linesOf(cart);
    const merged = expectOk(await update(token, basketId, { itemId: edited?.id, productId: size.productId, upc: otherSize.upc, qty: 2 }), 'merge');
    expect(linesOf(merged).map((l) => [l.id, l.variantId, l.qty])).toEqual([[kept?.id, otherSize.variantId, 3]]);

    // Another line of the first size, more than the other size has left beside the merged line: refused, nothing written.
    const sql = store.started.sqlClient();
    await sql.query('UPDATE variants SET online_stock = 4 WHERE id = $1', [otherSize.variantId]);
    try {
      const again = expectOk(
        await api(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: size.productId, upc: size.upc, qty: 2 }] }),
        'add',
      );
      const line = linesOf(again).find((l) => l.variantId === size.variantId);
      const oversold = await update(token, basketId, { itemId: line?.id, productId: size.productId, upc: otherSize.upc, qty: 2 });
      expect([oversold.status, errorId(oversold)]).toEqual([409, 'INV408']);
      expect(oversold.body.errorDetails[0]).toMatchObject({ errorId: 'INV408' });
      const after = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, token), 'cart');
      expect(linesOf(after).map((l) => [l.variantId, l.qty])).toEqual([
        [otherSize.variantId, 3],
        [size.variantId, 2],
      ]);
    } finally {
      await sql.query('UPDATE variants SET online_stock = $2 WHERE id = $1', [otherSize.variantId, otherSize.onlineStock]);
    }
  });

  it('answers another consumer’s basket like a missing one (BSK404) and another basket’s line like an unknown one (ORD404)', async () => {
    const owner = (await guestToken(store.url)).accessToken;
    const stranger = (await guestToken(store.url)).accessToken;
    const { size, otherSize } = shoeToEdit();
    const mine = await cartWith(owner, { size, qty: 1 });
    const theirs = await cartWith(stranger, { size: otherSize, qty: 1 });
    const [line] = linesOf(mine.cart);
    const body = { itemId: line?.id, productId: size.productId, upc: otherSize.upc, qty: 1 };

    const foreign = await update(stranger, mine.basketId, body);
    const missing = await update(stranger, 'no-such-basket', body);
    expect([foreign.status, errorId(foreign), foreign.body.errorDetails[0].message]).toEqual([missing.status, 'BSK404', missing.body.errorDetails[0].message]);
    const foreignLine = await update(stranger, theirs.basketId, body);
    const unknownLine = await update(stranger, theirs.basketId, { ...body, itemId: 'no-such-item' });
    expect([foreignLine.status, errorId(foreignLine)]).toEqual([unknownLine.status, 'ORD404']);

    const after = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${mine.basketId}`, owner), 'cart');
    expect(linesOf(after).map((l) => l.variantId)).toEqual([size.variantId]);
  });

  it('re-decides the free gift: a colour under the threshold takes it out, and the gift line itself cannot be edited (GWP403)', async () => {
    const token = (await guestToken(store.url)).accessToken;
    // A shoe whose colours sit either side of the free gift's 100.00 threshold, in the same size.
    const sizes = shoeSizes().filter((s) => s.onlineStock >= 2);
    const pair = sizes
      .filter((s) => s.price >= 12_000)
      .flatMap((rich) => {
        const cheap = sizes.find((s) => s.productId === rich.productId && s.sizeLabel === rich.sizeLabel && s.price < 9_000);
        return cheap === undefined ? [] : [{ rich, cheap }];
      })[0];
    if (pair === undefined) throw new Error('the demo data has no shoe with colours either side of 100.00');
    const { basketId, cart } = await cartWith(token, { size: pair.rich, qty: 1 });
    const gift = allLinesOf(cart).find((l) => l.bonus);
    const [shoe] = linesOf(cart);
    expect(gift).toBeDefined();

    const refused = await update(token, basketId, { itemId: gift?.id, productId: pair.cheap.variantId, qty: 1 });
    expect(errorId(refused)).toBe('GWP403');
    const cheaper = expectOk(await update(token, basketId, { itemId: shoe?.id, productId: pair.cheap.variantId, qty: 1 }), 'update');
    expect(allLinesOf(cheaper).map((l) => [l.id, l.variantId, l.bonus])).toEqual([[shoe?.id, pair.cheap.variantId, false]]);
  });

  it('keeps a quantity change a quantity change when the body names the line’s own product', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size } = shoeToEdit();
    const { basketId, cart } = await cartWith(token, { size, qty: 1 });
    const [line] = linesOf(cart);
    const more = expectOk(await update(token, basketId, { itemId: line?.id, productId: size.productId, qty: 3 }), 'quantity');
    expect(linesOf(more).map((l) => [l.id, l.variantId, l.qty])).toEqual([[line?.id, size.variantId, 3]]);
  });
});

interface SavedList {
  readonly saveForLaterId: string;
  readonly items: { readonly itemId: string; readonly productId: string; readonly qty: number; readonly available: boolean }[];
}

const savedOf = (call: Call): SavedList => call.body as SavedList;
const save = (token: string, body: Record<string, unknown>) => api(store.url, 'PUT', '/cart/v2/saveForLater', token, body);

describe('updating a saved-for-later line to another size or colour (quick-shop, update a saved item)', () => {
  it('changes the size and the colour in place, keeping the line’s place and quantity', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size, otherSize, otherColour } = shoeToEdit();
    expectOk(await save(token, { productId: size.variantId, qty: 2 }), 'save');
    const list = savedOf(expectOk(await save(token, { productId: otherColour.variantId }), 'save'));
    const [first, second] = list.items;

    const resized = savedOf(
      expectOk(await save(token, { saveForLaterId: list.saveForLaterId, itemId: first?.itemId, productId: otherSize.variantId }), 'size'),
    );
    expect(resized.items.map((i) => [i.itemId, i.productId, i.qty])).toEqual([
      [first?.itemId, otherSize.variantId, 2],
      [second?.itemId, otherColour.variantId, 1],
    ]);
    const recoloured = savedOf(
      expectOk(await save(token, { saveForLaterId: list.saveForLaterId, itemId: second?.itemId, productId: size.variantId }), 'colour'),
    );
    expect(recoloured.items.map((i) => [i.itemId, i.productId, i.qty])).toEqual([
      [first?.itemId, otherSize.variantId, 2],
      [second?.itemId, size.variantId, 1],
    ]);
  });

  it('saves a sold-out size as unavailable (a saved item waits for stock), and merges into a line of the same size', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const { size, otherSize, soldOut } = shoeToEdit();
    const soldOutId = demoData().variants.find((v) => v.upc === soldOut.upc)?.id;
    expectOk(await save(token, { productId: size.variantId }), 'save');
    const list = savedOf(expectOk(await save(token, { productId: otherSize.variantId, qty: 2 }), 'save'));
    const [first, second] = list.items;

    const waiting = savedOf(expectOk(await save(token, { saveForLaterId: list.saveForLaterId, itemId: first?.itemId, productId: soldOutId }), 'sold out'));
    expect(waiting.items[0]).toMatchObject({ itemId: first?.itemId, productId: soldOutId, available: false });
    const merged = savedOf(
      expectOk(await save(token, { saveForLaterId: list.saveForLaterId, itemId: first?.itemId, productId: otherSize.variantId }), 'merge'),
    );
    expect(merged.items.map((i) => [i.itemId, i.productId, i.qty])).toEqual([[second?.itemId, otherSize.variantId, 3]]);
  });

  it('answers another consumer’s saved line like a missing one (PLP400), another product ATTR300, changing nothing', async () => {
    const owner = (await guestToken(store.url)).accessToken;
    const stranger = (await guestToken(store.url)).accessToken;
    const { size, otherSize } = shoeToEdit();
    const other = shoeSizes().find((s) => s.productId !== size.productId);
    const mine = savedOf(expectOk(await save(owner, { productId: size.variantId }), 'save'));
    const theirs = savedOf(expectOk(await save(stranger, { productId: otherSize.variantId }), 'save'));
    const itemId = mine.items[0]?.itemId;

    const viaTheirList = await save(stranger, { saveForLaterId: theirs.saveForLaterId, itemId, productId: otherSize.variantId });
    const viaMyList = await save(stranger, { saveForLaterId: mine.saveForLaterId, itemId, productId: otherSize.variantId });
    const missing = await save(stranger, { saveForLaterId: theirs.saveForLaterId, itemId: 'no-such-item', productId: otherSize.variantId });
    for (const refused of [viaTheirList, viaMyList])
      expect([refused.status, errorId(refused), refused.body.errorDetails[0].message]).toEqual([
        missing.status,
        'PLP400',
        missing.body.errorDetails[0].message,
      ]);
    const otherProduct = await save(owner, { saveForLaterId: mine.saveForLaterId, itemId, productId: other?.variantId });
    expect([otherProduct.status, errorId(otherProduct)]).toEqual([400, 'ATTR300']);
    const noList = await save(owner, { itemId, productId: otherSize.variantId });
    expect([noList.status, errorId(noList)]).toEqual([400, 'ATTR300']);

    const after = savedOf(expectOk(await api(store.url, 'GET', '/wishlists/v2/saveForLater', owner), 'saved'));
    expect(after.items.map((i) => [i.itemId, i.productId])).toEqual([[itemId, size.variantId]]);
  });
});
