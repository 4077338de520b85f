import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBillingAddress, checkShippingAddress } from './check-delivery-address.js';

const address = {
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

describe('checkShippingAddress', () => {
  it('accepts a complete US address for a USD basket', () => {
    expect(checkShippingAddress(address, 'USD').isOk()).toBe(true);
  });

  it('answers SHP410 without a phone, SHP500 for a PO box, PAY401 outside the served countries', () => {
    expect(checkShippingAddress({ ...address, phone: ' ' }, 'USD')._unsafeUnwrapErr().code).toBe('SHP410');
    expect(checkShippingAddress({ ...address, addressLine2: 'P.O. Box 12' }, 'USD')._unsafeUnwrapErr().code).toBe('SHP500');
    expect(checkShippingAddress({ ...address, countryCode: 'FR', phone: '+33612345678' }, 'USD')._unsafeUnwrapErr().code).toBe('PAY401');
    expect(checkShippingAddress({ ...address, countryCode: 'CA', postalCode: 'M5V 2A2', province: 'ON' }, 'USD')._unsafeUnwrapErr().code).toBe('PAY401');
  });

  it('answers CHK380 naming each invalid field', () => {
    const error = checkShippingAddress({ ...address, city: '', addressLine1: 'x'.repeat(31) }, 'USD')._unsafeUnwrapErr();
    expect(error.code).toBe('CHK380');
    expect(Object.keys(error.details?.['fields'] as object).sort()).toEqual(['addressLine1', 'city']);
    expect(checkShippingAddress({}, 'USD')._unsafeUnwrapErr().code).toBe('CHK380');
  });

  it('a PO box line is refused whatever else the valid address says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('PO Box', 'P.O. Box', 'Post Office Box'), (n, box) => {
        expect(checkShippingAddress({ ...address, addressLine1: `${box} ${n}` }, 'USD')._unsafeUnwrapErr().code).toBe('SHP500');
      }),
      { numRuns: 30 },
    );
  });
});

describe('checkBillingAddress', () => {
  it('answers BIL400 when nothing is sent, BILL410 without a phone, and accepts any country', () => {
    expect(checkBillingAddress({})._unsafeUnwrapErr().code).toBe('BIL400');
    expect(checkBillingAddress({ ...address, phone: '' })._unsafeUnwrapErr().code).toBe('BILL410');
    expect(checkBillingAddress({ ...address, addressLine1: 'PO Box 4', countryCode: 'FR', phone: '+33612345678' }).isOk()).toBe(true);
  });
});
