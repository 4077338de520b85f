import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRIDE_DEFINED_ERRORS } from '../errors/stride-defined-errors.js';
import { isExpressWalletOffered, validateWalletContact, type WalletContact } from './wallet-contact.js';
import * as words from './wallet-contact-messages.js';

const contact: WalletContact = {
  givenName: 'Zoë',
  familyName: "O'Neil-Smith",
  addressLines: ['12 Rue de l’Église', 'Apt #4 (rear)'],
  locality: 'Paris',
  postalCode: '75001',
  countryCode: 'fr',
  phoneNumber: '+33 6 12 34 56 78',
  emailAddress: 'zoe+wallet@example.com',
};
const shipping = { kind: 'shipping' as const, storeCountry: 'FR', countryCodes: ['FR', 'DE'] };
const billing = { ...shipping, kind: 'billing' as const };

describe('wallet contact checks (account section 5)', () => {
  it('accepts a clean contact; phone and email may hold any characters', () => {
    expect(validateWalletContact(contact, shipping).isOk()).toBe(true);
  });

  it('requires address lines, postal code, given and family name, reporting the field', () => {
    for (const field of ['addressLines', 'postalCode', 'givenName', 'familyName'] as const) {
      const blank = { ...contact, [field]: field === 'addressLines' ? [' '] : '' };
      const error = validateWalletContact(blank, shipping)._unsafeUnwrapErr();
      expect(error).toMatchObject({ code: 'WALLET_CONTACT_INVALID', details: { field } });
    }
  });

  it('refuses characters outside letters, digits, spaces and the allowed punctuation', () => {
    const error = validateWalletContact({ ...contact, locality: 'Paris <script>' }, shipping)._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'WALLET_CONTACT_INVALID', details: { field: 'locality' } });
  });

  it('rejects a city over 50 characters with the city-length message', () => {
    expect(validateWalletContact({ ...contact, locality: 'a'.repeat(50) }, shipping).isOk()).toBe(true);
    const error = validateWalletContact({ ...contact, locality: 'a'.repeat(51) }, shipping)._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'WALLET_CITY_TOO_LONG', message: 'City must be 50 characters or fewer.' });
  });

  it('needs the shipping country to be the store country and the billing country to be listed', () => {
    const german = { ...contact, countryCode: 'DE' };
    expect(validateWalletContact(german, shipping)._unsafeUnwrapErr().code).toBe('WALLET_COUNTRY_MISMATCH');
    expect(validateWalletContact(german, billing).isOk()).toBe(true);
    const swiss = { ...contact, countryCode: 'CH' };
    expect(validateWalletContact(swiss, billing)._unsafeUnwrapErr().code).toBe('WALLET_BILLING_COUNTRY_UNSUPPORTED');
  });

  it('words each failure as the error table words its code', () => {
    expect(STRIDE_DEFINED_ERRORS.WALLET_CONTACT_INVALID.message).toBe(words.WALLET_CONTACT_MESSAGE);
    expect(STRIDE_DEFINED_ERRORS.WALLET_CITY_TOO_LONG.message).toBe(words.WALLET_CITY_LENGTH_MESSAGE);
    expect(STRIDE_DEFINED_ERRORS.WALLET_COUNTRY_MISMATCH.message).toBe(words.WALLET_COUNTRY_MESSAGE);
    expect(STRIDE_DEFINED_ERRORS.WALLET_BILLING_COUNTRY_UNSUPPORTED.message).toBe(words.WALLET_BILLING_COUNTRY_MESSAGE);
  });

  it('offers express wallet only when the shopper is in the store country', () => {
    expect(isExpressWalletOffered('us', 'US')).toBe(true);
    expect(isExpressWalletOffered('CA', 'US')).toBe(false);
    expect(isExpressWalletOffered(undefined, undefined)).toBe(false);
  });

  it('law: a shipping contact from another country than the store is never accepted', () => {
    const code = fc.constantFrom('US', 'CA', 'FR', 'DE', 'GB');
    fc.assert(
      fc.property(code, code, (shopper, store) => {
        const result = validateWalletContact({ ...contact, countryCode: shopper }, { ...shipping, storeCountry: store });
        expect(result.isOk()).toBe(shopper === store);
        expect(isExpressWalletOffered(shopper, store)).toBe(shopper === store);
      }),
    );
  });
});
