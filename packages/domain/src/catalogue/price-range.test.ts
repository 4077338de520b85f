import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceDiscountPercentage, productPriceRange } from './price-range.js';

describe('productPriceRange', () => {
  it('takes low and high original and current prices from the variants', () => {
    const variants = [
      { price: { current: 8999, original: 12000 } },
      { price: { current: 10000, original: 13000 } },
      { price: { current: 9500, original: 12000 } },
    ];
    expect(productPriceRange(variants)).toEqual({ lowOriginal: 12000, highOriginal: 13000, lowCurrent: 8999, highCurrent: 10000 });
    expect(productPriceRange([])).toBeNull();
  });

  it('every variant price lies inside the range', () => {
    const priceArb = fc.record({ current: fc.nat(100000), original: fc.nat(100000) });
    fc.assert(
      fc.property(fc.array(fc.record({ price: priceArb }), { minLength: 1, maxLength: 20 }), (variants) => {
        const range = productPriceRange(variants);
        for (const { price } of variants) {
          expect(price.original).toBeGreaterThanOrEqual(range?.lowOriginal ?? Infinity);
          expect(price.original).toBeLessThanOrEqual(range?.highOriginal ?? -Infinity);
          expect(price.current).toBeGreaterThanOrEqual(range?.lowCurrent ?? Infinity);
          expect(price.current).toBeLessThanOrEqual(range?.highCurrent ?? -Infinity);
        }
      }),
    );
  });
});

describe('priceDiscountPercentage', () => {
  it('rounds to 1 decimal', () => {
    expect(priceDiscountPercentage(12000, 8999)).toBe(25);
    expect(priceDiscountPercentage(3000, 2000)).toBe(33.3);
    expect(priceDiscountPercentage(3000, 1000)).toBe(66.7);
    expect(priceDiscountPercentage(80000, 70200)).toBe(12.3); // 12.25 rounds half up
  });

  it('is 0 without a discount', () => {
    expect(priceDiscountPercentage(5000, 5000)).toBe(0);
    expect(priceDiscountPercentage(5000, 6000)).toBe(0);
    expect(priceDiscountPercentage(0, 0)).toBe(0);
  });

  it('stays within half a tenth of the exact percentage and between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(10_000_000), (original, current) => {
        const pct = priceDiscountPercentage(original, current);
        const exact = current >= original ? 0 : ((original - current) / original) * 100;
        expect(Math.abs(pct - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
        expect(Math.round(pct * 10)).toBeCloseTo(pct * 10, 9);
      }),
    );
  });
});
