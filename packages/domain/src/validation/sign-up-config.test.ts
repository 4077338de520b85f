import { describe, expect, it } from 'vitest';
import { minimalAgeFor, signUpConfigForSite, signUpDateFormat } from './sign-up-config.js';
import { validateSignUp } from './validate-sign-up.js';

describe('the sign-up rules of a site', () => {
  it('sets the minimal age per country, 16 where none is listed', () => {
    expect([
      minimalAgeFor('US'),
      minimalAgeFor('ca'),
      minimalAgeFor('GB'),
      minimalAgeFor('FR'),
      minimalAgeFor('DE'),
      minimalAgeFor('IT'),
      minimalAgeFor('PT'),
    ]).toEqual([13, 13, 13, 15, 16, 14, 16]);
  });

  it('shows dates DD/MM/YYYY on an EMEA site and MM/DD/YYYY in North America', () => {
    expect(signUpDateFormat(signUpConfigForSite({ countryCode: 'GB', region: 'EMEA' }))).toBe('DD/MM/YYYY');
    expect(signUpDateFormat(signUpConfigForSite({ countryCode: 'US', region: 'NORA' }))).toBe('MM/DD/YYYY');
  });

  it("refuses a birth date younger than the country's minimal age (a 14-year-old in Germany, not in France)", () => {
    const values = { email: 'a@b.example', password: 'Passw0rd!', birthDate: '01/06/2011' };
    const today = { year: 2025, month: 6, day: 1 };
    expect(validateSignUp(values, signUpConfigForSite({ countryCode: 'DE', region: 'EMEA' }), today).birthDate).toContain('16');
    expect(validateSignUp({ ...values, birthDate: '01/06/2010' }, signUpConfigForSite({ countryCode: 'FR', region: 'EMEA' }), today).birthDate).toBeUndefined();
  });
});
