import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPostalCodeOfCountry, POSTAL_CODE_COUNTRIES } from './postal-code.js';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const zip = fc.tuple(digits(5), fc.option(digits(4), { nil: undefined })).map(([five, four]) => (four === undefined ? five : `${five}-${four}`));
// Canada Post leaves D, F, I, O, Q and U out everywhere, and W and Z out of the first letter.
const caLetter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
const caInner = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');
const digit = fc.integer({ min: 0, max: 9 });
const canadian = fc.tuple(caLetter, digit, caInner, fc.constantFrom(' ', ''), digit, caInner, digit).map((parts) => parts.join(''));

describe('postal codes by country', () => {
  it('law: every US ZIP and ZIP+4 is a US postal code and never a Canadian one', () => {
    fc.assert(
      fc.property(zip, (code) => {
        expect(isPostalCodeOfCountry('US', code)).toBe(true);
        expect(isPostalCodeOfCountry('CA', code)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('law: every Canadian A1A 1A1 code is Canadian (any case, space or not) and never a US one', () => {
    fc.assert(
      fc.property(canadian, fc.boolean(), (code, lower) => {
        const typed = lower ? code.toLowerCase() : code;
        expect(isPostalCodeOfCountry('ca', typed)).toBe(true);
        expect(isPostalCodeOfCountry('US', typed)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('law: no known country takes an empty, over-long or punctuated code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POSTAL_CODE_COUNTRIES), fc.constantFrom('', '   ', '1'.repeat(13), '10012;', '<b>', 'K1A\u00000B1'), (country, code) => {
        expect(isPostalCodeOfCountry(country, code)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ['GB', 'SW1A 1AA', true],
    ['GB', 'EC1A1BB', true],
    ['GB', '10012', false],
    ['FR', '75008', true],
    ['DE', '10115', true],
    ['IT', '00184', true],
    ['FR', '7500', false],
    ['NL', '1012 AB', true],
    ['JP', '100-0001', true],
    ['IE', 'D02 X285', true],
    ['ZZ', 'AB-123', true],
    ['ZZ', 'A', false],
  ])('%s %s: %s', (country, code, valid) => {
    expect(isPostalCodeOfCountry(country, code)).toBe(valid);
  });
});
