import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxComponentsFor, taxOnAmount, taxRatePpmFor } from './tax-rates.js';

describe('tax rates', () => {
  it('holds US state rates and Canadian GST, HST and PST', () => {
    expect(taxRatePpmFor({ countryCode: 'US', province: 'NY' })).toBe(40_000);
    expect(taxRatePpmFor({ countryCode: 'us', province: ' ca ' })).toBe(72_500);
    expect(taxRatePpmFor({ countryCode: 'US', province: 'OR' })).toBe(0);
    expect(taxComponentsFor({ countryCode: 'CA', province: 'ON' })).toEqual([{ name: 'HST', ratePpm: 130_000 }]);
    expect(taxComponentsFor({ countryCode: 'CA', province: 'BC' })?.map((c) => c.name)).toEqual(['GST', 'PST']);
    expect(taxRatePpmFor({ countryCode: 'CA', province: 'QC' })).toBe(149_750);
    expect(taxRatePpmFor({ countryCode: 'FR' })).toBeUndefined();
    expect(taxRatePpmFor({ countryCode: 'US' })).toBeUndefined();
  });

  it('rounds half up to the minor unit', () => {
    expect(taxOnAmount(1999, 62_500)).toBe(125);
    expect(taxOnAmount(100, 125_000)).toBe(13);
    expect(taxOnAmount(0, 40_000)).toBe(0);
  });

  it('law: tax is never negative and never more than the amount at a rate up to 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (amount, rate) => {
        const tax = taxOnAmount(amount, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(Math.max(0, amount));
      }),
    );
  });
});
