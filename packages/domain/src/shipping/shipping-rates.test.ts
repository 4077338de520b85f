import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canShipTo, defaultShippingCountryFor, SHIPPING_RATES, shippingPriceFor } from './shipping-rates.js';

describe('shipping rates', () => {
  it('prices US standard at 7.00 USD and express at 15.00, CA standard at 9.00 CAD', () => {
    expect(shippingPriceFor('US', 'standard')).toEqual({ amount: 700, currency: 'USD' });
    expect(shippingPriceFor('us', 'EXPRESS')).toEqual({ amount: 1500, currency: 'USD' });
    expect(shippingPriceFor('CA', 'standard')).toEqual({ amount: 900, currency: 'CAD' });
    expect(shippingPriceFor('US', 'pickup')).toEqual({ amount: 0, currency: 'USD' });
    expect(shippingPriceFor('FR', 'standard')).toBeUndefined();
    expect(shippingPriceFor('US', 'teleport')).toBeUndefined();
  });

  it('ships a basket only to a country priced in its currency', () => {
    expect(canShipTo('US', 'USD')).toBe(true);
    expect(canShipTo('CA', 'CAD')).toBe(true);
    expect(canShipTo('CA', 'USD')).toBe(false);
    expect(canShipTo('DE', 'USD')).toBe(false);
    expect(defaultShippingCountryFor('CAD')).toBe('CA');
  });

  it('every served country ships to itself in its own currency and prices are never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SHIPPING_RATES)),
        fc.constantFrom('standard', 'express', 'customs', 'digital', 'pickup', 'sts'),
        (country, code) => {
          const price = shippingPriceFor(country, code);
          expect(price?.amount).toBeGreaterThanOrEqual(0);
          expect(canShipTo(country, price?.currency ?? '')).toBe(true);
        },
      ),
    );
  });
});
