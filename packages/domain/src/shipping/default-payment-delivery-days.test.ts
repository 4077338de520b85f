import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_TYPES } from './shipping-method-type.js';
import { defaultPaymentDeliveryDays } from './default-payment-delivery-days.js';

describe('defaultPaymentDeliveryDays', () => {
  it('uses 0 days for a same-day pickup', () => {
    expect(defaultPaymentDeliveryDays('BOPIS_SD', '3-5 days')).toBe(0);
  });

  it('otherwise uses the first digit of the delivery time', () => {
    expect(defaultPaymentDeliveryDays('STH', '3-5 business days')).toBe(3);
    expect(defaultPaymentDeliveryDays('BOPIS_STS', 'Ready in 7 days')).toBe(7);
    expect(defaultPaymentDeliveryDays('STANDARD', '10-12 days')).toBe(1);
    expect(defaultPaymentDeliveryDays('STH', 'Soon')).toBeUndefined();
  });

  it('law: the result is a single digit taken from the string, or 0 for same-day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHIPPING_METHOD_TYPES), fc.string(), (type, time) => {
        const days = defaultPaymentDeliveryDays(type, time);
        if (type === 'BOPIS_SD') return days === 0;
        const digit = [...time].find((c) => c >= '0' && c <= '9');
        return digit === undefined ? days === undefined : days === Number(digit);
      }),
    );
  });
});
