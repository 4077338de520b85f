import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerFailure, cartItem, fakeCartDeps } from './cart-fakes.fixture.js';
import { deliverHome, pickUpAtStore } from './change-delivery.js';
import { applyGiftCard, removeGiftCard } from './gift-card.js';
import { cartLinesForRebuild } from './rebuild-lines.js';
import { moveSavedToCart, saveItemForLater } from './saved-for-later.js';
import { addToCart } from './add-to-cart.js';
import { changeCartItemVariant, setCartItemGiftOption } from './change-line-variant.js';

async function cartWith(lines: { productId: string; qty?: number; storeId?: string }[]) {
  const setup = fakeCartDeps();
  const cart = (await addToCart(setup.deps, lines))._unsafeUnwrap();
  return { ...setup, cart };
}

describe('saved for later', () => {
  it('moves a line to the saved list and back to the cart', async () => {
    const { deps, api, cart } = await cartWith([{ productId: 'SR0045600095', qty: 2 }]);
    const moved = (await saveItemForLater(deps, cart.items[0]?.id ?? ''))._unsafeUnwrap();
    expect(moved.items).toEqual([]);
    expect(moved.saveForLater.items.map((i) => [i.productId, i.qty])).toEqual([['SR0045600095', 2]]);
    const saved = moved.saveForLater.items[0];
    if (saved === undefined) throw new Error('saved line expected');
    const back = (await moveSavedToCart(deps, { saveForLaterId: moved.saveForLater.saveForLaterId, ...saved }))._unsafeUnwrap();
    expect(back.cart.items.map((i) => [i.variantId, i.qty])).toEqual([['SR0045600095', 2]]);
    expect(back.saveForLater.items).toEqual([]);
    expect(api.calls.at(-1)?.method).toBe('removeSaved');
  });

  it('keeps a saved line saved when the cart refuses it', async () => {
    const { deps, api } = fakeCartDeps();
    api.outOfStock.add('SR0045600100');
    api.saved = {
      ...api.saved,
      items: [{ itemId: 's1', productId: 'SR0045600100', masterId: 'SR0045600', qty: 1, available: false, name: 'x', type: 'product' }],
      total: 1,
    };
    const failure = (await moveSavedToCart(deps, { saveForLaterId: 'sfl-1', itemId: 's1', productId: 'SR0045600100', qty: 1 }))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.errorId).toBe('INV700');
    expect(api.saved.items).toHaveLength(1);
  });
});

describe('quick-shop update in cart', () => {
  it('gives the line the chosen size at its own quantity, and keeps the lines a lost cart is rebuilt from in step', async () => {
    const { deps, api, store, cart } = await cartWith([{ productId: 'SR0045600095', qty: 2 }]);
    const [line] = cart.items;
    if (line === undefined) throw new Error('a line expected');
    const changed = (await changeCartItemVariant(deps, line, '084931000025'))._unsafeUnwrap();
    expect(changed.items.map((i) => [i.id, i.upc, i.qty])).toEqual([[line.id, '084931000025', 2]]);
    expect(api.calls.at(-1)).toMatchObject({ method: 'updateItem', detail: { itemId: line.id, qty: 2, productId: line.productId, upc: '084931000025' } });
    expect(store.lines()).toEqual(cartLinesForRebuild(changed));
  });

  it('leaves the line as it was when the size is sold out', async () => {
    const { deps, api, cart } = await cartWith([{ productId: 'SR0045600095' }]);
    api.outOfStock.add('084931000025');
    const [line] = cart.items;
    if (line === undefined) throw new Error('a line expected');
    const failure = (await changeCartItemVariant(deps, line, '084931000025'))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.errorId).toBe('INV700');
  });
});

describe('a digital line’s gift option', () => {
  it('sets the gift option on the line at its quantity, then takes it off with null', async () => {
    const { deps, api, cart } = await cartWith([{ productId: 'GC1689901050', qty: 2 }]);
    const [line] = cart.items;
    if (line === undefined) throw new Error('a line expected');
    const gift = { email: 'sam@example.com', to: 'Sam', message: 'Happy birthday!' };
    const set = (await setCartItemGiftOption(deps, line, gift))._unsafeUnwrap();
    expect(set.items.map((i) => [i.id, i.qty, i.giftOption])).toEqual([[line.id, 2, gift]]);
    expect(api.calls.at(-1)).toMatchObject({ method: 'updateItem', detail: { itemId: line.id, qty: 2, giftOption: gift } });
    const removed = (await setCartItemGiftOption(deps, line, null))._unsafeUnwrap();
    expect(removed.items[0]?.giftOption).toBeUndefined();
    expect(api.calls.at(-1)).toMatchObject({ method: 'updateItem', detail: { giftOption: null } });
  });
});

describe('gift cards', () => {
  it('applies a gift card and answers the cart with the instrument, then takes it off', async () => {
    const { deps } = await cartWith([{ productId: 'SR0045600095' }]);
    const applied = (await applyGiftCard(deps, '7777 0000 0000 0001', ' 1234 '))._unsafeUnwrap();
    expect(applied.payment_instruments.map((p) => p.payment_method_id)).toEqual(['GIFT_CARD']);
    const removed = (await removeGiftCard(deps, applied.payment_instruments[0]?.payment_instrument_id ?? ''))._unsafeUnwrap();
    expect(removed.payment_instruments).toEqual([]);
  });

  it('answers the gift card error for the input', async () => {
    const { deps } = await cartWith([{ productId: 'SR0045600095' }]);
    const failure = (await applyGiftCard(deps, '7777000000000001', '0000'))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.cartErrorId).toBe('GC_INVALID2');
  });
});

describe('delivery', () => {
  it('picks up the home items at a store', async () => {
    const { deps } = await cartWith([{ productId: 'SR0045600095' }]);
    const cart = (await pickUpAtStore(deps, 'US101', 'pickup'))._unsafeUnwrap();
    expect(cart.items[0]?.shippingOptions[0]?.storeInfo?.id).toBe('US101');
  });

  it('brings picked-up items home: re-added without a store, the store line removed, the method chosen', async () => {
    const { deps, api, cart } = await cartWith([{ productId: 'SR0045600095', qty: 2, storeId: 'US101' }, { productId: 'SR0045600100' }]);
    const after = (await deliverHome(deps, cart, 'express'))._unsafeUnwrap();
    expect(after.items.map((i) => [i.variantId, i.qty, i.shippingOptions[0]?.storeInfo])).toEqual([
      ['SR0045600100', 1, undefined],
      ['SR0045600095', 2, undefined],
    ]);
    expect(api.calls.at(-1)).toMatchObject({ method: 'setShippingMethod', detail: { shippingId: 'me', code: 'express' } });
  });

  it('leaves the store line in place when the home add is refused', async () => {
    const { deps, api, cart } = await cartWith([{ productId: 'SR0045600095', storeId: 'US101' }]);
    api.failNext('addItems', answerFailure(409, 'INV700'));
    expect((await deliverHome(deps, cart, 'standard')).isErr()).toBe(true);
    expect(api.calls.some((c) => c.method === 'removeItem')).toBe(false);
  });
});

describe('cartLinesForRebuild', () => {
  it('gives back every paid line with its quantity and pickup store, never a gift line', () => {
    const lineArb = fc.record({
      productId: fc.stringMatching(/^SR00456[0-9]{5}$/),
      qty: fc.integer({ min: 1, max: 9 }),
      storeId: fc.option(fc.constantFrom('US101', 'CA201'), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(lineArb, fc.boolean()), { maxLength: 6 }), (rows) => {
        const items = rows.map(([line, bonus], index) => cartItem(`i${index}`, line, bonus));
        const lines = cartLinesForRebuild({ ...emptyCart(), items });
        const paid = rows
          .filter(([, bonus]) => !bonus)
          .map(([line]) => ({ productId: line.productId, qty: line.qty, ...(line.storeId === undefined ? {} : { storeId: line.storeId }) }));
        expect(lines).toEqual(paid);
      }),
    );
  });
});

function emptyCart() {
  return {
    basketId: 'b',
    currency: 'USD' as const,
    totalItems: 0,
    totals: {
      total: 0,
      totalDiscount: 0,
      itemTotal: 0,
      totalWithoutTax: 0,
      shipping: 0,
      tax: 0,
      totalDiscountPercentage: 0,
      remainingToPay: 0,
      currency: 'USD' as const,
      totalUnits: 0,
      itemSubTotal: 0,
      netAmount: 0,
      taxAmount: 0,
      appliedRewards: 0,
      isTaxEstimated: true,
    },
    items: [],
    payment_instruments: [],
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    approachingPromotions: [],
    flash: [],
    customerNotifications: [],
    rewards: [],
    priceAdjustments: [],
    deviceFingerPrintSet: false,
  };
}
