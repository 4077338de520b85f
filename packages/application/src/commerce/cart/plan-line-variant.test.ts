import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredBasket, StoredBasketItem, VariantForSale } from '@stride/domain/cart';
import { checkLineVariant, otherVariantNamed } from './plan-line-variant.js';

const shopper = { consumerNo: 'c', consumerType: 'GUEST' };
const now = new Date('2026-03-01T10:00:00Z');

const line = (id: string, variantId: string, qty: number, extra: Partial<StoredBasketItem> = {}): StoredBasketItem => ({
  id,
  variantId,
  productId: 'SR0045600',
  qty,
  maxQty: 999999,
  shippingMethodCode: 'standard',
  storeId: null,
  recipeId: null,
  giftOption: null,
  bonusPromotionId: null,
  position: 0,
  productName: 'Pace Runner',
  slug: 'pace-runner',
  productType: 'FOOTWEAR',
  isCustoms: false,
  colourMasterId: 'SR0045600',
  colourVariantId: 'V0045600',
  colourName: 'Flame Red',
  imageUrl: '/x.svg',
  upc: `upc-${variantId}`,
  sizeLabel: '9',
  categoryIds: [],
  listMinor: 13000,
  currentMinor: 13000,
  onlineStock: 10,
  storeStock: null,
  storeRegion: null,
  ...extra,
});

const variant = (variantId: string, onlineStock: number, extra: Partial<VariantForSale> = {}): VariantForSale => {
  // The catalogue's facts of a line, without what the line itself holds (its id, place, quantity and delivery).
  const {
    id: _id,
    position: _p,
    qty: _q,
    maxQty: _m,
    shippingMethodCode: _s,
    storeId: _st,
    recipeId: _r,
    giftOption: _g,
    bonusPromotionId: _b,
    ...facts
  } = line('x', variantId, 1, { onlineStock });
  return { ...facts, variantId, presale: false, comingSoonUntil: null, ...extra };
};

const basketOf = (items: StoredBasketItem[]): StoredBasket => ({
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

describe('checkLineVariant', () => {
  it('never plans more units of the new size than its stock, merged or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (qty, held, stock) => {
        const edited = line('a', 'SIZE-9', qty);
        const items = held === 0 ? [edited] : [edited, line('b', 'SIZE-10', held)];
        const plan = checkLineVariant(basketOf(items), edited, variant('SIZE-10', stock), { qty, maxQty: 999999 }, shopper, now);
        if (plan.isOk()) {
          expect(plan.value.qty).toBe(qty + held);
          expect(plan.value.qty).toBeLessThanOrEqual(stock);
          expect(plan.value.kind).toBe(held === 0 ? 'replace' : 'merge');
        } else expect(plan.error.code).toBe(stock === 0 ? 'INV700' : 'INV408');
      }),
      { numRuns: 200 },
    );
  });

  it('counts a pickup line’s store stock, and refuses a store that does not carry the size (INV701)', () => {
    const pickup = line('a', 'SIZE-9', 2, { storeId: 'US101', shippingMethodCode: 'pickup', storeStock: 5 });
    const basket = basketOf([pickup]);
    const quantity = { qty: 2, maxQty: 999999 };
    expect(checkLineVariant(basket, pickup, variant('SIZE-10', 10, { storeStock: 1 }), quantity, shopper, now)._unsafeUnwrapErr().code).toBe('INV408');
    expect(checkLineVariant(basket, pickup, variant('SIZE-10', 10, { storeStock: null }), quantity, shopper, now)._unsafeUnwrapErr().code).toBe('INV701');
    expect(checkLineVariant(basket, pickup, variant('SIZE-10', 0, { storeStock: 2 }), quantity, shopper, now)._unsafeUnwrap()).toMatchObject({
      kind: 'replace',
      variantId: 'SIZE-10',
      qty: 2,
    });
  });

  it('refuses another product (ATTR300) and a presale size to a guest (ORD404)', () => {
    const edited = line('a', 'SIZE-9', 1);
    const quantity = { qty: 1, maxQty: 999999 };
    const basket = basketOf([edited]);
    expect(checkLineVariant(basket, edited, variant('OTHER-9', 5, { productId: 'SR0099900' }), quantity, shopper, now)._unsafeUnwrapErr().code).toBe('ATTR300');
    expect(checkLineVariant(basket, edited, variant('SIZE-10', 5, { presale: true }), quantity, shopper, now)._unsafeUnwrapErr().code).toBe('ORD404');
  });
});

describe('otherVariantNamed', () => {
  it('reads the line’s own product, colour or variant as no change, and a upc or another id as the variant to take', () => {
    const edited = line('a', 'SR0045600095', 1);
    for (const productId of ['SR0045600', 'SR0045600095']) expect(otherVariantNamed(edited, { productId })).toBeUndefined();
    expect(otherVariantNamed(edited, { productId: 'SR0045600', upc: edited.upc })).toBeUndefined();
    expect(otherVariantNamed(edited, { upc: '084931000018' })).toEqual({ productId: 'SR0045600', upc: '084931000018' });
    expect(otherVariantNamed(edited, { productId: 'SR0045020095' })).toEqual({ productId: 'SR0045020095' });
  });
});
