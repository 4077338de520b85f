import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExpressShippingAddress, isExpressShippingContext, walletContactOfAddress } from './check-express-shipping-address.js';

const home = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '512 Broadway',
  city: 'New York',
  province: 'NY',
  postalCode: '10012',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '2125550123',
};
const us = { storeCountry: 'US', currency: 'USD' } as const;
const failure = (address: Record<string, string>) => checkExpressShippingAddress(address, us)._unsafeUnwrapErr();

describe('checkExpressShippingAddress', () => {
  it('accepts a wallet address in the store country, a city up to 50 characters long', () => {
    expect(checkExpressShippingAddress(home, us).isOk()).toBe(true);
    expect(checkExpressShippingAddress({ ...home, city: 'C'.repeat(50) }, us).isOk()).toBe(true);
  });

  it('answers the wallet errors: country, city length, the failing field', () => {
    expect(failure({ ...home, countryCode: 'CA' }).code).toBe('WALLET_COUNTRY_MISMATCH');
    expect(failure({ ...home, city: 'C'.repeat(51) }).code).toBe('WALLET_CITY_TOO_LONG');
    expect(failure({ ...home, lastName: '' })).toMatchObject({ code: 'WALLET_CONTACT_INVALID', details: { field: 'familyName' } });
    expect(failure({ ...home, firstName: 'Ada <b>' })).toMatchObject({ code: 'WALLET_CONTACT_INVALID', details: { field: 'givenName' } });
  });

  it('answers an address no home delivery serves with the shipping-method error SHP404, and a missing phone with SHP410', () => {
    expect(failure({ ...home, addressLine1: 'PO Box 1234' })).toMatchObject({ code: 'SHP404', details: { reason: 'SHP500' } });
    expect(failure({ ...home, phone: ' ' }).code).toBe('SHP410');
  });

  it('law: an address outside the store country is never accepted, whatever else it holds', () => {
    const other = fc.constantFrom('CA', 'GB', 'FR', 'DE');
    fc.assert(
      fc.property(other, fc.string({ maxLength: 60 }), (countryCode, city) => {
        expect(checkExpressShippingAddress({ ...home, countryCode, city }, us).isErr()).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('reads the cart address as the wallet contact it came from, and knows the express contexts', () => {
    expect(walletContactOfAddress({ ...home, addressLine2: 'Apt 4' })).toMatchObject({
      givenName: 'Ada',
      familyName: 'Lovelace',
      addressLines: ['512 Broadway', 'Apt 4'],
      locality: 'New York',
      countryCode: 'US',
    });
    expect(['APPLE_PAY_EXPRESS', 'PAYPAL_EXPRESS', 'CHECKOUT', undefined].map(isExpressShippingContext)).toEqual([true, true, false, false]);
  });
});
