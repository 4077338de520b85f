import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressForm, EMPTY_ADDRESS, addressBody, addressValuesOf, maskPhone, validateAddressValues } from './address-form.js';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-form.js';
import { splitParcelMethods } from './shipping-step.js';
import { paymentLines } from './summary-step.js';
import type { CartAnswer } from '@stride/application/storefront';
import { testMessages, WithMessages } from '../../i18n/testing.js';

const filled = {
  ...EMPTY_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '512 Broadway',
  city: 'New York',
  province: 'NY',
  postalCode: '10012',
  phone: '(212) 555 - 0123',
  email: 'ada@example.com',
};

describe('the checkout address form', () => {
  it('lays a North American phone into (XXX) XXX - XXXX as the shopper types, dropping a leading +1', () => {
    expect(maskPhone('2125550123', 'US')).toBe('(212) 555 - 0123');
    expect(maskPhone('+1 212 555 0123', 'CA')).toBe('(212) 555 - 0123');
    expect(maskPhone('21255', 'US')).toBe('(212) 55');
  });

  it("checks the spec's address rules: required fields, names of 2 to 30, the NORA phone pattern", () => {
    expect(validateAddressValues(filled, 'shipping', 'en-US', 'US')).toEqual({});
    const errors = validateAddressValues({ ...filled, firstName: 'A', city: ' ', phone: '(112) 555 - 0123' }, 'shipping', 'en-US', 'US');
    expect(Object.keys(errors).sort()).toEqual(['city', 'firstName', 'phone']);
    expect(errors.phone).toBe('A valid phone number is required');
  });

  it("sends trimmed values, the phone as digits and the market's country, and reads a saved address back with its mask", () => {
    const body = addressBody({ ...filled, city: '  New   York ' }, 'US');
    expect(body).toMatchObject({ city: 'New York', phone: '2125550123', countryCode: 'US' });
    expect(body).not.toHaveProperty('addressLine2');
    expect(addressValuesOf({ ...body }, 'US').phone).toBe('(212) 555 - 0123');
  });

  it('labels every input, with State and ZIP code in the US and Province and Postal code in Canada', () => {
    const us = renderToString(
      <WithMessages>
        <AddressForm form="shipping" countryCode="US" values={EMPTY_ADDRESS} errors={{ city: 'This field is required' }} onChange={() => {}} />
      </WithMessages>,
    );
    for (const label of ['First name', 'Last name', 'Address line 1', 'City', 'State', 'ZIP code', 'Phone', 'Email']) expect(us).toContain(`>${label}</label>`);
    expect(us).toContain('aria-describedby="shipping-city-error"');
    const ca = renderToString(
      <WithMessages>
        <AddressForm form="billing" countryCode="CA" values={EMPTY_ADDRESS} errors={{}} onChange={() => {}} />
      </WithMessages>,
    );
    expect(ca).toContain('>Province</label>');
    expect(ca).toContain('>Postal code</label>');
  });

  it("speaks French on the fr-CA site: labels, the country and the domain's field errors", () => {
    const fr = renderToString(
      <WithMessages locale="fr-CA">
        <AddressForm form="shipping" countryCode="CA" values={EMPTY_ADDRESS} errors={{ city: 'This field is required' }} onChange={() => {}} />
      </WithMessages>,
    );
    for (const label of ['Prénom', 'Nom', 'Adresse', 'Ville', 'Province', 'Code postal', 'Téléphone', 'Courriel']) expect(fr).toContain(`>${label}</label>`);
    expect(fr).toContain('Ce champ est obligatoire');
    expect(fr).toContain('Pays : Canada');
    expect(fr).not.toContain('This field is required');
  });
});

describe('the card form', () => {
  it('groups the number by four and reads MM/YY as month and four-digit year', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatExpiry('1231')).toBe('12/31');
    expect(parseExpiry('12/31')).toEqual({ expiryMonth: 12, expiryYear: 2031 });
    expect(parseExpiry('1231')).toBeNull();
  });
});

describe("the summary's payment lines", () => {
  it('names the card by brand and last four with what it pays, and gift cards by their masked number', () => {
    // Only the fields the payment lines read.
    const cart = {
      currency: 'USD',
      totals: { remainingToPay: 130 },
      payment_instruments: [
        { payment_instrument_id: 'g', payment_method_id: 'GIFT_CARD', amount: 50, maskedGiftCardNumber: '•••• 0001' },
        { payment_instrument_id: 'c', payment_method_id: 'CREDIT_CARD', amount: 0, cardBrand: 'VISA', last4: '1111' },
      ],
    } as unknown as CartAnswer;
    expect(paymentLines(testMessages('en-US').t, cart, 'en-US')).toEqual(['Gift card •••• 0001: $50.00', 'VISA ending in 1111: $130.00']);
  });
});

describe('the shipping step’s methods', () => {
  const method = (code: string, amount: number) => ({ code, label: code, deliveryTime: '1 day', price: { amount }, type: 'STH' as const });

  it('offers the parcel methods as the choice and shows custom-made delivery beside them, fixed', () => {
    const split = splitParcelMethods([method('standard', 7), method('express', 15), method('customs', 9)]);
    expect(split.choices.map((m) => m.code)).toEqual(['standard', 'express']);
    expect(split.fixed.map((m) => m.code)).toEqual(['customs']);
  });

  it('offers custom-made delivery as the choice when the parcel holds only custom-made lines', () => {
    const split = splitParcelMethods([method('customs', 9)]);
    expect(split.choices.map((m) => m.code)).toEqual(['customs']);
    expect(split.fixed).toEqual([]);
  });
});
