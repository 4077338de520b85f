import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSchema, cartTotalsSchema } from './cart.schema.js';

const totals = {
  total: 139.98,
  totalDiscount: 10,
  itemTotal: 149.98,
  totalWithoutTax: 129.98,
  shipping: 0,
  tax: 10,
  totalDiscountPercentage: 6.7,
  remainingToPay: 139.98,
  currency: 'USD',
  totalUnits: 2,
  itemSubTotal: 149.98,
  netAmount: 129.98,
  taxAmount: 10,
  appliedRewards: 0,
};

const cart = {
  basketId: 'bk-1',
  currency: 'USD',
  totalItems: 1,
  totals,
  items: [{ id: 'li-1', productId: '3026640-001', qty: 2, maxQty: 5, isDigitalProduct: false, price: { current: 74.99, rowTotal: 149.98, currency: 'USD' } }],
  payment_instruments: [{ payment_instrument_id: 'gc-1', payment_method_id: 'GIFT_CARD', amount: 20 }],
  promoSummary: [{ level: 'ORDER', calloutMessage: '10 off', promotionName: 'Ten off', promotionId: 'TENOFF', thresholdStatus: 'Threshold Reached' }],
  flash: [{ code: 'F1', type: 'ProductLineItemInventoryMissing', details: { itemId: 'li-1' } }],
  customerNotifications: [{ type: 'info', message: 'Cart items merged' }],
  priceAdjustments: [{ adjustmentId: 'adj-1', reason: 'manual' }],
};

describe('cartSchema', () => {
  it('parses a cart with the spec fields', () => {
    expect(cartSchema.parse(cart)).toMatchObject({ basketId: 'bk-1', totals, items: [{ id: 'li-1', qty: 2 }] });
  });

  it('names every totals field of the spec', () => {
    expect(Object.keys(cartTotalsSchema.shape).sort()).toEqual(Object.keys(totals).sort());
  });

  it('refuses a cart without a basket id or with a zero quantity item', () => {
    expect(cartSchema.safeParse({ ...cart, basketId: '' }).success).toBe(false);
    expect(cartSchema.safeParse({ ...cart, items: [{ id: 'li', productId: 'p', qty: 0 }] }).success).toBe(false);
  });

  it('law: parsing a valid cart is idempotent', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: 1, max: 9 }), (totalItems, qty) => {
        const input = { ...cart, totalItems, items: [{ ...cart.items[0], qty }] };
        const once = cartSchema.parse(input);
        expect(cartSchema.parse(once)).toEqual(once);
      }),
    );
  });
});
