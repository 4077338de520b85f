import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrderCancellable } from './order-status.js';
import { isOrderNumber, orderNumberFromBytes } from './order-number.js';
import { checkPaymentsCoverTotal, remainingAfterStoredValue, amountForPoints, pointsForAmount } from '../payment/payment-coverage.js';
import { availablePaymentMethods } from '../payment/available-payment-methods.js';

describe('order rules', () => {
  it('law: any 10 random bytes give a valid order number', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 16 }), (bytes) => {
        expect(isOrderNumber(orderNumberFromBytes(bytes))).toBe(true);
      }),
    );
    expect(orderNumberFromBytes(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBe('ST1234567890');
  });

  it('cancels before shipment only', () => {
    expect(checkOrderCancellable('PLACED').isOk()).toBe(true);
    expect(checkOrderCancellable('SHIPPED')._unsafeUnwrapErr().code).toBe('ORD_NOT_CANCELLABLE');
    expect(checkOrderCancellable('CANCELLED').isErr()).toBe(true);
  });

  it('PYT400 when stored value does not cover the total and no card takes the rest', () => {
    expect(checkPaymentsCoverTotal(10000, [{ paymentMethodId: 'GIFT_CARD', amountMinor: 5000 }])._unsafeUnwrapErr().code).toBe('PYT400');
    expect(checkPaymentsCoverTotal(10000, [{ paymentMethodId: 'GIFT_CARD', amountMinor: 10000 }])._unsafeUnwrap()).toBe(0);
    expect(
      checkPaymentsCoverTotal(10000, [
        { paymentMethodId: 'GIFT_CARD', amountMinor: 4000 },
        { paymentMethodId: 'CREDIT_CARD', amountMinor: 0 },
      ])._unsafeUnwrap(),
    ).toBe(6000);
  });

  it('law: what is left for the card plus stored value is at least the total', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000), { maxLength: 4 }), (total, amounts) => {
        const payments = amounts.map((amountMinor) => ({ paymentMethodId: 'GIFT_CARD', amountMinor }));
        const left = remainingAfterStoredValue(total, payments);
        expect(left + amounts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(total);
        expect(left).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('law: points bought for an amount pay at least that amount', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (amount) => {
        expect(amountForPoints(pointsForAmount(amount, 100, 2), 100, 2)).toBeGreaterThanOrEqual(amount);
      }),
    );
  });

  it('offers methods by role', () => {
    const guest = { registered: false, consumerType: 'GUEST', isLoyaltyMember: false, loyaltyPoints: 0, athleteCreditLeftMinor: 0 };
    expect(availablePaymentMethods(guest, 500)).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
    expect(availablePaymentMethods({ ...guest, registered: true, isLoyaltyMember: true, loyaltyPoints: 2450 }, 500)).toEqual([
      'CREDIT_CARD',
      'GIFT_CARD',
      'LOYALTY_POINTS',
      'REWARD_CODE',
      'REWARD_CARD',
    ]);
    expect(availablePaymentMethods({ ...guest, registered: true, consumerType: 'ATHLETE', athleteCreditLeftMinor: 210000 }, 500)).toContain('ATHLETES_PAYMENT');
  });
});
