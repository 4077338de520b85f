import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, subtractCalendarYears, type CalendarDate } from './calendar-date.js';
import { signUpDateFormat, type SignUpConfig } from './sign-up-config.js';
import { validateSignUp, type SignUpFormValues } from './validate-sign-up.js';

const today: CalendarDate = { year: 2025, month: 6, day: 15 };
const nora: SignUpConfig = { region: 'NORA', minimalAge: 13 };
const valid: SignUpFormValues = {
  firstName: 'José',
  lastName: "O'Brien",
  email: 'jose@example.com',
  password: 'Passw0rd',
  birthDate: '12/31/1990',
};

describe('sign-up form', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignUp(valid, nora, today)).toEqual({});
  });

  it('checks email format and password strength', () => {
    const errors = validateSignUp({ ...valid, email: 'jose@', password: 'password' }, nora, today);
    expect(errors.email).toBe('Please enter a valid e-mail address.');
    expect(errors.password).toMatch(/^Password must be at least 8 characters/);
    expect(validateSignUp({ ...valid, password: '' }, nora, today).password).toBe('This field is required');
  });

  it('shows dates as MM/DD/YYYY by default and DD/MM/YYYY in EMEA', () => {
    expect(signUpDateFormat({})).toBe('MM/DD/YYYY');
    expect(signUpDateFormat({ region: 'EMEA' })).toBe('DD/MM/YYYY');
    const emea: SignUpConfig = { region: 'EMEA', minimalAge: 16 };
    expect(validateSignUp({ ...valid, birthDate: '31/12/1990' }, emea, today)).toEqual({});
    expect(validateSignUp(valid, emea, today).birthDate).toBe('Enter a valid date as DD/MM/YYYY');
  });

  it('refuses a birth date later than today minus the minimal age, naming the age', () => {
    const config: SignUpConfig = { minimalAge: 18 };
    expect(validateSignUp({ ...valid, birthDate: '06/15/2007' }, config, today)).toEqual({});
    expect(validateSignUp({ ...valid, birthDate: '06/16/2007' }, config, today).birthDate).toBe('You must be at least 18 years old.');
  });

  it('refuses a birth date before the minimum date', () => {
    const config: SignUpConfig = { minimalAge: 13, minBirthDate: { year: 1920, month: 1, day: 1 } };
    expect(validateSignUp({ ...valid, birthDate: '12/31/1919' }, config, today).birthDate).toBe('Date must be on or after 01/01/1920');
  });

  it('requires the birth date only when configured', () => {
    expect(validateSignUp({ ...valid, birthDate: '' }, nora, today)).toEqual({});
    const config: SignUpConfig = { ...nora, birthDateRequired: true };
    expect(validateSignUp({ ...valid, birthDate: '' }, config, today).birthDate).toBe('Please enter your birth date.');
  });

  it('requires gender, phone, SMS opt-in and flagged agreements only where configured', () => {
    const config: SignUpConfig = {
      ...nora,
      genderRequired: true,
      phoneRequired: true,
      smsOptInRequired: true,
      requiredAgreements: ['loyaltyTerms', 'policy'],
    };
    expect(validateSignUp(valid, config, today)).toEqual({
      gender: 'This field is required',
      phone: 'This field is required',
      optInAccepted: 'This field is required',
      loyaltyTerms: 'This field is required',
      policy: 'This field is required',
    });
    const complete = { ...valid, gender: 'F', phone: '(212) 555-1234', optInAccepted: true, loyaltyTerms: true, policy: true };
    expect(validateSignUp(complete, config, today)).toEqual({});
  });

  it('validates an entered phone for the region, with the phoneCode as dial code', () => {
    expect(validateSignUp({ ...valid, phone: '(112) 555-1234' }, nora, today).phone).toBe('A valid phone number is required');
    const emea: SignUpConfig = { region: 'EMEA', minimalAge: 16 };
    const uk = { ...valid, birthDate: '31/12/1990', phone: '07911 123456', phoneCode: '+44' };
    expect(validateSignUp(uk, emea, today)).toEqual({});
  });

  it('checks first and last names with the name rule and 2 to 30 characters', () => {
    const errors = validateSignUp({ ...valid, firstName: 'J', lastName: 'Sm1th' }, nora, today);
    expect(errors).toEqual({ firstName: 'Must be at least 2 characters', lastName: 'Name is not valid.' });
  });

  it('law: a shopper is accepted exactly when born on or before today minus the minimal age', () => {
    const dayArb = fc.record({ year: fc.integer({ min: 1950, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(
      fc.property(dayArb, dayArb, fc.integer({ min: 0, max: 25 }), (now, born, minimalAge) => {
        const latest = subtractCalendarYears(now, minimalAge);
        const oldEnough =
          born.year < latest.year || (born.year === latest.year && (born.month < latest.month || (born.month === latest.month && born.day <= latest.day)));
        const errors = validateSignUp({ ...valid, birthDate: formatCalendarDate(born, 'MM/DD/YYYY') }, { minimalAge }, now);
        expect(errors.birthDate === undefined).toBe(oldEnough);
      }),
    );
  });
});
