import { describe, expect, it } from 'vitest';
import { reachableStep } from './server-checkout.js';

type Cart = Parameters<typeof reachableStep>[0];

/** The parts of a cart answer the step depends on: a home line (or a pickup one), addresses, method, what pays. */
function cart({ pickup = false, shipped = false, billed = false, card = false, remaining = 100 } = {}): Cart {
  const option = pickup
    ? { selected: true, available: true, shippingMethod: { code: 'pickup' }, storeInfo: { id: 'US101', storeInventory: 3 } }
    : { selected: true, available: true, shippingMethod: { code: 'standard' } };
  return {
    items: [{ id: 'I1', isDigitalProduct: false, shippingOptions: [option] }],
    shippingMethods: [{ shippingId: 'me', applicableShippingMethods: [], ...(shipped ? { code: 'express' } : {}) }],
    ...(shipped ? { shippingAddress: { firstName: 'Ada' } } : {}),
    ...(billed ? { billingAddress: { firstName: 'Ada' } } : {}),
    payment_instruments: card ? [{ payment_instrument_id: 'P1', payment_method_id: 'CREDIT_CARD', amount: 0 }] : [],
    totals: { remainingToPay: remaining },
  } as unknown as Cart;
}

describe('the checkout step a URL may show', () => {
  it('is shipping until the home lines have an address and a method', () => {
    expect(reachableStep(cart(), 'summary')).toBe('shipping');
    expect(reachableStep(cart(), 'billing')).toBe('shipping');
    expect(reachableStep(cart({ shipped: true }), 'billing')).toBe('billing');
  });

  it('is billing for a pickup-only cart, which has nothing to ship', () => {
    expect(reachableStep(cart({ pickup: true }), 'billing')).toBe('billing');
  });

  it('is summary only once billed and paid for (a card, or nothing left to pay), else the step before it', () => {
    expect(reachableStep(cart({ shipped: true, billed: true }), 'summary')).toBe('billing');
    expect(reachableStep(cart({ shipped: true, billed: true, card: true }), 'summary')).toBe('summary');
    expect(reachableStep(cart({ shipped: true, billed: true, remaining: 0 }), 'summary')).toBe('summary');
  });

  it('is shipping for no step or an unknown one', () => {
    expect(reachableStep(cart({ shipped: true, billed: true, card: true }), null)).toBe('shipping');
    expect(reachableStep(cart({ shipped: true, billed: true, card: true }), 'payment')).toBe('shipping');
  });
});
