import { describe, expect, it } from 'vitest';
import { testMessages } from '../../i18n/testing.js';
import { orderSizeValues, priceBandLabel, productCountLabel } from './listing-labels.js';

const { t } = testMessages('en-US');
const fr = testMessages('fr-CA').t;

describe('listing labels', () => {
  it('names price bands in the market currency, whole units', () => {
    expect(priceBandLabel(t, '0-50', 'USD', 'en-US')).toBe('Under $50');
    expect(priceBandLabel(t, '50-100', 'USD', 'en-US')).toBe('$50 to $100');
    expect(priceBandLabel(t, '200-', 'USD', 'en-US')).toBe('$200 and over');
    // The spec shows CAD by its code.
    expect(priceBandLabel(t, '50-100', 'CAD', 'en-CA')).toMatch(/^CAD\s50 to CAD\s100$/);
  });

  it('orders sizes: adult ascending, then youth, then the rest as given', () => {
    const values = ['1Y', '10', '6', '1.5Y', '9.5', 'M', 'S'].map((value) => ({ value }));
    expect(orderSizeValues(values).map((v) => v.value)).toEqual(['6', '9.5', '10', '1Y', '1.5Y', 'M', 'S']);
  });

  it('counts products', () => {
    expect(productCountLabel(t, 1)).toBe('1 product');
    expect(productCountLabel(t, 24)).toBe('24 products');
    expect(productCountLabel(fr, 1)).toBe('1 produit');
    expect(productCountLabel(fr, 1200)).toMatch(/^1\s200 produits$/);
  });
});
