import { describe, expect, it } from 'vitest';
import { orderSizeValues, priceBandLabel, productCountLabel } from './listing-labels.js';

describe('listing labels', () => {
  it('names price bands in the market currency, whole units', () => {
    expect(priceBandLabel('0-50', 'USD', 'en-US')).toBe('Under $50');
    expect(priceBandLabel('50-100', 'USD', 'en-US')).toBe('$50 to $100');
    expect(priceBandLabel('200-', 'USD', 'en-US')).toBe('$200 and over');
    // The spec shows CAD by its code.
    expect(priceBandLabel('50-100', 'CAD', 'en-CA')).toMatch(/^CAD\s50 to CAD\s100$/);
  });

  it('orders sizes: adult ascending, then youth, then the rest as given', () => {
    const values = ['1Y', '10', '6', '1.5Y', '9.5', 'M', 'S'].map((value) => ({ value }));
    expect(orderSizeValues(values).map((v) => v.value)).toEqual(['6', '9.5', '10', '1Y', '1.5Y', 'M', 'S']);
  });

  it('counts products', () => {
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(24)).toBe('24 products');
  });
});
