import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineChangesBetween } from './basket-line-changes.js';
import type { BasketLineChange, StoredBasket, StoredBasketItem } from './ports/cart-records.js';

const line = (id: string, qty: number, maxQty = 999999): StoredBasketItem => ({
  id,
  variantId: `V${id}`,
  productId: `P${id}`,
  qty,
  maxQty,
  shippingMethodCode: 'standard',
  storeId: null,
  recipeId: null,
  giftOption: null,
  bonusPromotionId: null,
  position: 0,
  productName: id,
  slug: id,
  productType: 'FOOTWEAR',
  isCustoms: false,
  colourMasterId: id,
  colourVariantId: id,
  colourName: 'Black',
  imageUrl: '/x.svg',
  upc: '0',
  sizeLabel: '9',
  categoryIds: [],
  listMinor: 1000,
  currentMinor: 1000,
  onlineStock: 5,
  storeStock: null,
  storeRegion: null,
});

const basket = (items: StoredBasketItem[]): StoredBasket => ({
  id: 'b',
  consumerNo: 'c',
  currency: 'USD',
  status: 'OPEN',
  customerEmail: null,
  shippingAddress: null,
  billingAddress: null,
  shippingMethodCode: null,
  favStoreId: null,
  deviceFingerprint: null,
  version: 0,
  owner: { consumerNo: 'c', consumerType: 'GUEST', isEmployeeDiscountTCAccepted: false, isLoyaltyMember: false },
  items,
  couponCodes: [],
  priceAdjustments: [],
  paymentInstruments: [],
});

/** The lines as (variant, qty, maxQty) once `changes` are written onto `before`'s lines, new ones last. */
function written(before: StoredBasket, changes: readonly BasketLineChange[]): string[] {
  let lines = before.items.map((item) => ({ id: item.id, variantId: item.variantId, qty: item.qty, maxQty: item.maxQty }));
  for (const change of changes) {
    if (change.kind === 'remove') lines = lines.filter((item) => item.id !== change.itemId);
    if (change.kind === 'setQty') lines = lines.map((item) => (item.id === change.itemId ? { ...item, qty: change.qty, maxQty: change.maxQty } : item));
    if (change.kind === 'add') lines.push({ id: 'new', ...change.draft });
  }
  return lines.map((item) => `${item.variantId} ${item.qty}/${item.maxQty}`);
}

describe('the line writes between two baskets', () => {
  it('adds a new line, sets a merged quantity and removes a line the basket lost, removals first', () => {
    const before = basket([line('1', 1), line('2', 1), line('gift', 1)]);
    const after = basket([line('1', 3), line('2', 1), line('new-0', 2)]);
    expect(lineChangesBetween(before, after)).toEqual([
      { kind: 'remove', itemId: 'gift' },
      { kind: 'setQty', itemId: '1', qty: 3, maxQty: 999999 },
      { kind: 'add', draft: expect.objectContaining({ variantId: 'Vnew-0', qty: 2 }) },
    ]);
  });

  it('writes nothing between a basket and itself', () => {
    const same = basket([line('1', 2), line('2', 1, 4)]);
    expect(lineChangesBetween(same, same)).toEqual([]);
  });

  it("writing the changes onto the first basket gives the second one's lines", () => {
    const ids = ['1', '2', '3', '4'];
    const lines = fc.uniqueArray(fc.record({ id: fc.constantFrom(...ids), qty: fc.integer({ min: 1, max: 9 }), maxQty: fc.integer({ min: 9, max: 12 }) }), {
      selector: (item) => item.id,
    });
    fc.assert(
      fc.property(lines, lines, (was, is) => {
        const before = basket(was.map((item) => line(item.id, item.qty, item.maxQty)));
        // Kept lines keep their places and new lines come last, as an add plans them.
        const now = new Map(is.map((item) => [item.id, item]));
        const kept = was.flatMap((old) => now.get(old.id) ?? []);
        const keptFirst = [...kept, ...is.filter((item) => !was.some((old) => old.id === item.id))];
        const after = basket(keptFirst.map((item) => line(item.id, item.qty, item.maxQty)));
        expect(written(before, lineChangesBetween(before, after))).toEqual(written(after, []));
      }),
    );
  });
});
