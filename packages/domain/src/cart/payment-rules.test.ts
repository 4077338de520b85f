import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExpressCheckoutEligible } from './express-checkout.js';
import { paymentInstrumentSchema } from './payment-instrument.schema.js';
import type { PaymentInstrument } from './payment-instrument.schema.js';
import { isRewardPaymentMethod, meetsLoyaltyMinimumPoints, rewardsPaymentAllowed } from './rewards-payment.js';

const athlete = (remainingAmount: number): PaymentInstrument => ({
  payment_instrument_id: 'ath-1',
  payment_method_id: 'ATHLETES_PAYMENT',
  additionalData: { remainingAmount, payableAmount: 50 },
});
const card: PaymentInstrument = { payment_instrument_id: 'cc-1', payment_method_id: 'CREDIT_CARD' };
const pickup = { shippingOptions: [{ selected: true, available: true, shippingMethod: { code: 'pickup' } }] };
const home = { shippingOptions: [{ selected: true, available: true, shippingMethod: { code: 'standard' } }] };

describe('payment instruments', () => {
  it('accepts every payment_method_id of the spec and refuses others', () => {
    for (const id of ['GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD', 'PAY_LATER', 'DW_APPLE_PAY']) {
      expect(paymentInstrumentSchema.safeParse({ payment_instrument_id: 'x', payment_method_id: id }).success, id).toBe(true);
    }
    expect(paymentInstrumentSchema.safeParse({ payment_instrument_id: 'x', payment_method_id: 'CASH' }).success).toBe(false);
    expect(isRewardPaymentMethod('REWARD_CARD')).toBe(true);
    expect(isRewardPaymentMethod('GIFT_CARD')).toBe(false);
  });
});

describe('rewardsPaymentAllowed', () => {
  it('allows rewards only when the athlete remaining amount is zero', () => {
    expect(rewardsPaymentAllowed([athlete(0), card])).toBe(true);
    expect(rewardsPaymentAllowed([athlete(12.5)])).toBe(false);
    expect(rewardsPaymentAllowed([card])).toBe(true);
  });

  it('law: any remaining athlete amount of a cent or more blocks rewards', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), (cents) => !rewardsPaymentAllowed([card, athlete(cents / 100)])));
  });
});

describe('meetsLoyaltyMinimumPoints', () => {
  it('compares the balance with the configured minimum', () => {
    expect(meetsLoyaltyMinimumPoints(1000, 1000)).toBe(true);
    expect(meetsLoyaltyMinimumPoints(999, 1000)).toBe(false);
    expect(meetsLoyaltyMinimumPoints(5000, Number.NaN)).toBe(false);
  });

  it('law: raising the minimum never lets more balances through', () => {
    fc.assert(
      fc.property(
        fc.nat(1e6),
        fc.nat(1e6),
        fc.nat(1e6),
        (points, minimum, more) => !meetsLoyaltyMinimumPoints(points, minimum + more) || meetsLoyaltyMinimumPoints(points, minimum),
      ),
    );
  });
});

describe('isExpressCheckoutEligible', () => {
  it('needs a main card and a default shipping address', () => {
    expect(isExpressCheckoutEligible({ savedCards: [{ main: true }], hasDefaultShippingAddress: true, items: [home] })).toBe(true);
    expect(isExpressCheckoutEligible({ savedCards: [{ main: false }], hasDefaultShippingAddress: true, items: [home] })).toBe(false);
    expect(isExpressCheckoutEligible({ savedCards: [{ main: true }], hasDefaultShippingAddress: false, items: [home] })).toBe(false);
  });

  it('needs no shipping address for a pickup-only cart', () => {
    expect(isExpressCheckoutEligible({ savedCards: [{ main: true }], hasDefaultShippingAddress: false, items: [pickup] })).toBe(true);
    expect(isExpressCheckoutEligible({ savedCards: [{ main: true }], hasDefaultShippingAddress: false, items: [pickup, home] })).toBe(false);
  });

  it('law: without a main card express checkout is never offered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ main: fc.constantFrom(false, undefined) })),
        fc.boolean(),
        fc.array(fc.constantFrom(pickup, home)),
        (savedCards, hasDefaultShippingAddress, items) => !isExpressCheckoutEligible({ savedCards, hasDefaultShippingAddress, items }),
      ),
    );
  });
});
