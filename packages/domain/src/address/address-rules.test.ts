import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_DEFAULT_FIELD_RULES, ADDRESS_FIELDS } from './address-field-rules.js';
import { addressRulesDocumentSchema, type AddressRulesDocument } from './address-rules.schema.js';
import { applyAddressMask, normaliseAddressValues } from './normalise-address.js';
import { resolveAddressRules } from './resolve-address-rules.js';
import { validateAddress } from './validate-address.js';

const complete = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(212) 555-1234',
  addressLine1: '1 Main Street',
  city: 'Springfield',
  country: 'US',
  postalCode: '12345',
};

const document: AddressRulesDocument = addressRulesDocumentSchema.parse({
  'en-CA': {
    shipping: {
      postalCode: { pattern: '^[A-Z]\\d[A-Z] \\d[A-Z]\\d$', patternMessage: 'Enter a postal code like K1A 0B1', mask: 'XXX XXX', transform: 'uppercase' },
      province: {
        required: true,
        provinces: [
          { code: 'ON', name: 'Ontario' },
          { code: 'QC', name: 'Québec' },
        ],
      },
      city: { transform: 'capitalize' },
    },
  },
  'en-GB': { billing: { addressLine1: { maxLength: 35, minLength: 3 } } },
});

describe('address default rules (account section 5)', () => {
  const defaults = resolveAddressRules(undefined, 'en-US', 'shipping');

  it('are the spec defaults', () => {
    expect(defaults).toEqual(ADDRESS_DEFAULT_FIELD_RULES);
    expect(defaults.addressLine1).toEqual({ required: true, maxLength: 30 });
    expect(defaults.addressLine2).toEqual({ required: false, maxLength: 30 });
    expect(defaults.city).toEqual({ required: true, maxLength: 30 });
    expect(defaults.firstName).toEqual({ required: true, minLength: 2, maxLength: 30 });
    expect(defaults.province.required).toBe(false);
  });

  it('accept a complete address and report every missing required field', () => {
    expect(validateAddress(complete, defaults)).toEqual({});
    const errors = validateAddress({}, defaults);
    expect(Object.keys(errors).sort()).toEqual(['addressLine1', 'city', 'country', 'email', 'firstName', 'lastName', 'phone', 'postalCode'].sort());
  });

  it('check lengths, names, email and phone', () => {
    const errors = validateAddress(
      { ...complete, addressLine2: 'x'.repeat(31), city: 'y'.repeat(31), firstName: 'J', lastName: 'D0e', email: 'jane@', phone: '123' },
      defaults,
    );
    expect(errors).toEqual({
      addressLine2: 'Must be at most 30 characters',
      city: 'Must be at most 30 characters',
      firstName: 'Must be at least 2 characters',
      lastName: 'Name is not valid.',
      email: 'Please enter a valid e-mail address.',
      phone: 'A valid phone number is required',
    });
  });
});

describe('server overrides', () => {
  it('merge per locale and form, keeping default parts they do not mention', () => {
    const ca = resolveAddressRules(document, 'en-ca', 'shipping');
    expect(ca.postalCode).toMatchObject({ required: true, mask: 'XXX XXX', transform: 'uppercase' });
    expect(ca.province.required).toBe(true);
    expect(ca.city).toEqual({ required: true, maxLength: 30, transform: 'capitalize' });
    expect(resolveAddressRules(document, 'en-CA', 'billing')).toEqual(ADDRESS_DEFAULT_FIELD_RULES);
    expect(resolveAddressRules(document, 'en_GB', 'billing').addressLine1).toEqual({ required: true, maxLength: 35, minLength: 3 });
  });

  it('apply masks and capitalisation before patterns and province lists', () => {
    const ca = resolveAddressRules(document, 'en-CA', 'shipping');
    const values = { ...complete, country: 'CA', postalCode: 'k1a0b1', province: 'ON', city: 'saint-jean sur richelieu' };
    expect(validateAddress(values, ca)).toEqual({});
    expect(normaliseAddressValues(values, ca)).toMatchObject({ postalCode: 'K1A 0B1', city: 'Saint-Jean Sur Richelieu' });
    expect(validateAddress({ ...values, postalCode: '12345', province: 'TX' }, ca)).toEqual({
      postalCode: 'Enter a postal code like K1A 0B1',
      province: 'Please select a valid province.',
    });
  });

  it('reject malformed documents when loaded', () => {
    expect(addressRulesDocumentSchema.safeParse({ 'en-US': { shipping: { zipCode: { required: true } } } }).success).toBe(false);
    expect(addressRulesDocumentSchema.safeParse({ 'en-US': { shipping: { city: { pattern: '([' } } } }).success).toBe(false);
    expect(addressRulesDocumentSchema.safeParse({ 'en-US': { shipping: { city: { minLength: 5, maxLength: 2 } } } }).success).toBe(false);
    expect(addressRulesDocumentSchema.safeParse({ usa: {} }).success).toBe(false);
  });

  it('mask typed characters and keep the overflow', () => {
    expect(applyAddressMask('k1a-0b1', 'XXX XXX')).toBe('k1a 0b1');
    expect(applyAddressMask('123456789', 'XXXXX-XXXX')).toBe('12345-6789');
    expect(applyAddressMask('1234567890', 'XXXXX-XXXX')).toBe('12345-67890');
  });

  it('law: an override part always wins and every other part keeps its default', () => {
    const overrideArb = fc.record(
      { required: fc.boolean(), maxLength: fc.integer({ min: 1, max: 80 }), transform: fc.constantFrom('uppercase', 'lowercase', 'capitalize' as const) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESS_FIELDS), overrideArb, fc.constantFrom('shipping', 'billing' as const), (field, override, form) => {
        const rules = resolveAddressRules({ 'fr-FR': { [form]: { [field]: override } } }, 'fr-FR', form);
        expect(rules[field]).toEqual({ ...ADDRESS_DEFAULT_FIELD_RULES[field], ...override });
        for (const other of ADDRESS_FIELDS.filter((f) => f !== field)) expect(rules[other]).toEqual(ADDRESS_DEFAULT_FIELD_RULES[other]);
      }),
    );
  });

  it('law: normalising twice is the same as normalising once', () => {
    const ca = resolveAddressRules(document, 'en-CA', 'shipping');
    fc.assert(
      fc.property(fc.string(), fc.string(), (postalCode, city) => {
        const once = normaliseAddressValues({ postalCode, city }, ca);
        expect(normaliseAddressValues(once, ca)).toEqual(once);
      }),
    );
  });
});
