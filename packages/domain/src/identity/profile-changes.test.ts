import { describe, expect, it } from 'vitest';
import { EMPLOYEE_TERMS_NOT_EMPLOYEE_MESSAGE, profileChangesFor, storedInterests, validateProfileDetails } from './profile-changes.js';

const shopper = { accountType: 'REGISTERED' as const, phoneCode: '+1' };
const employee = { accountType: 'EMPLOYEE' as const, phoneCode: '+1' };

describe('profile changes', () => {
  it('trims names, stores a phone as national digits with its dialling code and upper-cases postal codes', () => {
    const changes = profileChangesFor(shopper, { firstName: '  Sam ', phone: '(503) 555-0199', postalCode: 'k1a 0b1' }, { newsletterOptIn: false });
    expect(changes._unsafeUnwrap()).toEqual({ firstName: 'Sam', phone: '5035550199', phoneCode: '+1', postalCode: 'K1A 0B1', newsletterOptIn: false });
  });

  it('leaves blank fields out and answers no change for an all-blank update (account section 5)', () => {
    expect(profileChangesFor(shopper, { firstName: ' ', lastName: '' }, undefined)._unsafeUnwrap()).toEqual({});
    expect(profileChangesFor(shopper, { firstName: 'Ana', lastName: '  ' }, undefined)._unsafeUnwrap()).toEqual({ firstName: 'Ana' });
  });

  it('answers ATTR300 naming the field for a short or invalid name, a bad phone or postal code', () => {
    const failure = (details: Record<string, string>) => profileChangesFor(shopper, details, undefined)._unsafeUnwrapErr();
    expect(failure({ firstName: 'A' })).toMatchObject({ code: 'ATTR300', details: { field: 'firstName' } });
    expect(failure({ lastName: 'R2D2' }).message).toMatch(/^consumerDetails\.lastName: /);
    expect(failure({ phone: '12345' })).toMatchObject({ code: 'ATTR300', message: 'consumerDetails.phone: A valid phone number is required' });
    expect(failure({ postalCode: '12345-67890' }).details).toEqual({ field: 'postalCode' });
    expect(failure({ phoneCode: '+44' }).details).toEqual({ field: 'phone' });
  });

  it('lets only an employee accept the employee discount terms', () => {
    expect(profileChangesFor(employee, undefined, { isEmployeeDiscountTCAccepted: true })._unsafeUnwrap()).toEqual({ acceptEmployeeDiscountTerms: true });
    expect(profileChangesFor(shopper, undefined, { isEmployeeDiscountTCAccepted: true })._unsafeUnwrapErr()).toMatchObject({
      code: 'AUT432',
      message: EMPLOYEE_TERMS_NOT_EMPLOYEE_MESSAGE,
    });
  });

  it('checks a phone against the stored dialling code when none is sent', () => {
    expect(validateProfileDetails({ phone: '2125550140' }, '+1')).toEqual({});
    expect(validateProfileDetails({ phone: '0612345678' }, '+1')).toHaveProperty('phone');
  });
});

describe('storedInterests (account section 9: interests stored separated by a pipe)', () => {
  it('keeps the known interests in the store order, drops blanks, and names an unknown one', () => {
    expect(storedInterests(' Trail | Running ||')._unsafeUnwrap()).toBe('Running|Trail');
    expect(storedInterests('')._unsafeUnwrap()).toBe('');
    expect(storedInterests('Running|running')._unsafeUnwrapErr()).toBe('running is not an interest this store offers');
  });
});
