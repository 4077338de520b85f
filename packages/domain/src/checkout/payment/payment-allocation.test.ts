import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments } from './payment-allocation.js';

const payment = fc.record({
  paymentMethodId: fc.constantFrom('CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'REWARD_CODE', 'ATHLETES_PAYMENT'),
  amountMinor: fc.nat(50_000),
});

describe('allocatePayments', () => {
  it('law: what the instruments pay plus what remains is the total, and nothing is negative', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(payment, { maxLength: 5 }), (total, payments) => {
        const { allocated, remainingMinor } = allocatePayments(total, payments);
        expect(remainingMinor).toBeGreaterThanOrEqual(0);
        expect(allocated.every((a) => a.amountMinor >= 0)).toBe(true);
        const cards = allocated.filter((a) => a.paymentMethodId === 'CREDIT_CARD');
        const paid = allocated.filter((a) => a.paymentMethodId !== 'CREDIT_CARD').reduce((s, a) => s + a.amountMinor, 0) + (cards[0]?.amountMinor ?? 0);
        expect(paid + remainingMinor).toBe(total);
      }),
      { numRuns: 50 },
    );
  });

  it('law: an express wallet pays what stored value leaves, as a card does', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(payment, { maxLength: 4 }), fc.constantFrom('DW_APPLE_PAY', 'PAYPAL'), (total, payments, wallet) => {
        const stored = payments.filter((p) => p.paymentMethodId !== 'CREDIT_CARD');
        const withWallet = allocatePayments(total, [...stored, { paymentMethodId: wallet, amountMinor: 0 }]);
        const withCard = allocatePayments(total, [...stored, { paymentMethodId: 'CREDIT_CARD', amountMinor: 0 }]);
        expect(withWallet.remainingMinor).toBe(0);
        expect(withWallet.allocated.map((a) => a.amountMinor)).toEqual(withCard.allocated.map((a) => a.amountMinor));
      }),
      { numRuns: 50 },
    );
  });

  it('law: with a card on the basket nothing remains to pay', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(payment, { maxLength: 4 }), (total, payments) => {
        expect(allocatePayments(total, [...payments, { paymentMethodId: 'CREDIT_CARD', amountMinor: 0 }]).remainingMinor).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it('caps a gift card worth more than the total at the total', () => {
    expect(allocatePayments(3000, [{ paymentMethodId: 'GIFT_CARD', amountMinor: 5000 }])).toEqual({
      allocated: [{ paymentMethodId: 'GIFT_CARD', amountMinor: 3000 }],
      remainingMinor: 0,
    });
  });
});
