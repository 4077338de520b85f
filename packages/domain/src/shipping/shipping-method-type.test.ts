import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPickupShippingType, shippingMethodTypeFor } from './shipping-method-type.js';

describe('shippingMethodTypeFor', () => {
  it.each([
    ['pickup', 'PICKUP'],
    ['pudo', 'PICKUP'],
    ['sts', 'BOPIS_STS'],
    ['digital', 'DIGITAL'],
    ['customs', 'CUSTOMS'],
    ['standard', 'STANDARD'],
    ['express', 'STH'],
    ['2DAY', 'STH'],
    [' STS ', 'BOPIS_STS'],
  ])('maps %s to %s', (code, type) => {
    expect(shippingMethodTypeFor(code)).toBe(type);
  });

  it('shows a same-day pickup as BOPIS_SD', () => {
    expect(shippingMethodTypeFor('pickup', { sameDay: true })).toBe('BOPIS_SD');
    expect(shippingMethodTypeFor('pudo', { sameDay: true })).toBe('BOPIS_SD');
    expect(shippingMethodTypeFor('sts', { sameDay: true })).toBe('BOPIS_STS');
  });

  it('law: a code the spec does not name is home delivery (STH)', () => {
    const named = ['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'];
    fc.assert(
      fc.property(
        fc.string().filter((s) => !named.includes(s.trim().toLowerCase())),
        fc.boolean(),
        (code, sameDay) => shippingMethodTypeFor(code, { sameDay }) === 'STH',
      ),
    );
  });

  it('law: only pickup, pudo and sts are pickup types, whatever the case', () => {
    fc.assert(
      fc.property(fc.constantFrom('pickup', 'pudo', 'sts', 'digital', 'customs', 'standard', 'x'), fc.boolean(), fc.boolean(), (code, upper, sameDay) => {
        const type = shippingMethodTypeFor(upper ? code.toUpperCase() : code, { sameDay });
        expect(isPickupShippingType(type)).toBe(['pickup', 'pudo', 'sts'].includes(code));
      }),
    );
  });
});
