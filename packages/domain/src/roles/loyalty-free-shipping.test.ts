import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showsLoyaltyFreeShippingBenefit } from './loyalty-free-shipping.js';

describe('showsLoyaltyFreeShippingBenefit', () => {
  it('is hidden for FR, IT, DE and GB', () => {
    for (const code of ['FR', 'IT', 'DE', 'GB', 'gb']) expect(showsLoyaltyFreeShippingBenefit(code)).toBe(false);
    expect(showsLoyaltyFreeShippingBenefit('US')).toBe(true);
    expect(showsLoyaltyFreeShippingBenefit('ES')).toBe(true);
  });

  it('the answer does not depend on letter case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (code) => {
        expect(showsLoyaltyFreeShippingBenefit(code)).toBe(showsLoyaltyFreeShippingBenefit(code.toUpperCase()));
      }),
    );
  });
});
