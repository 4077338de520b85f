import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPhoneMask, stripPhoneNonDigits } from './apply-phone-mask.js';
import { formatPhone, formatPhoneNational, normalisePhone } from './format-phone.js';
import { parsePhone } from './parse-phone.js';
import { PHONE_COUNTRIES } from './phone-countries.js';
import { phoneCountrySchema } from './phone-country.js';
import { PHONE_MASK_DEFAULT, PHONE_MASK_NORTH_AMERICA, PHONE_MASKS_GERMANY, phoneMaskDigitCount, phoneMasksFor } from './phone-masks.js';
import { PHONE_INVALID_MESSAGE } from './phone.errors.js';
import { validatePhone } from './validate-phone.js';

const e164 = (input: string, options = {}) => parsePhone(input, options)._unsafeUnwrap().e164;

describe('phone masks', () => {
  it('defaults to (XXX) XXX - XXXX in NORA and XXXX - XXX - XXX elsewhere', () => {
    const austria = { name: 'Austria', dialCode: '43', code: 'AT' };
    expect(phoneMasksFor(austria, 'NORA')).toEqual([PHONE_MASK_NORTH_AMERICA]);
    expect(phoneMasksFor(austria, 'EMEA')).toEqual([PHONE_MASK_DEFAULT]);
    expect(PHONE_MASK_NORTH_AMERICA).toBe('(XXX) XXX - XXXX');
    expect(PHONE_MASK_DEFAULT).toBe('XXXX - XXX - XXX');
  });

  it('has France as X XX XX XX XX and three German variants of different lengths', () => {
    const france = PHONE_COUNTRIES.find((c) => c.code === 'FR');
    expect(phoneMasksFor(france)).toEqual(['X XX XX XX XX']);
    expect(new Set(PHONE_MASKS_GERMANY.map(phoneMaskDigitCount)).size).toBe(3);
  });

  it('validates the built-in list against the country schema', () => {
    PHONE_COUNTRIES.forEach((c) => expect(phoneCountrySchema.safeParse(c).success).toBe(true));
  });

  it('masks digits as they are typed', () => {
    expect(stripPhoneNonDigits('+44 (0)7911-123 456')).toBe('4407911123456');
    expect(applyPhoneMask('2125551234', PHONE_MASK_NORTH_AMERICA)).toBe('(212) 555 - 1234');
    expect(applyPhoneMask('21255', PHONE_MASK_NORTH_AMERICA)).toBe('(212) 55');
    expect(applyPhoneMask('612345678999', 'X XX XX XX XX')).toBe('6 12 34 56 78');
    expect(applyPhoneMask('', PHONE_MASK_NORTH_AMERICA)).toBe('');
  });
});

describe('parsePhone', () => {
  it('detects the dial code and checks the national length against the mask', () => {
    expect(parsePhone('+33 6 12 34 56 78')._unsafeUnwrap()).toEqual({
      dialCode: '33',
      nationalNumber: '612345678',
      countryCode: 'FR',
      e164: '+33612345678',
    });
    expect(e164('+49 171 1234567')).toBe('+491711234567');
    expect(e164('+49 1512 3456789')).toBe('+4915123456789');
    expect(e164('+353 85 123 4567')).toBe('+353851234567');
  });

  it('drops the leading zero of a UK national part', () => {
    expect(e164('+44 07911 123456')).toBe('+447911123456');
    expect(e164('07911 123456', { dialCode: '44' })).toBe('+447911123456');
  });

  it('gives ten unmatched digits dial code 1 and a plus prefix', () => {
    expect(parsePhone('(212) 555-1234')._unsafeUnwrap()).toMatchObject({ dialCode: '1', e164: '+12125551234' });
  });

  it('reads a NORA number typed without + as North American before trying other dial codes', () => {
    // 45 is Denmark's dial code and 8 digits fit its mask, but a NORA shopper means Oregon.
    expect(e164('458 123 4567')).toBe('+4581234567');
    expect(e164('458 123 4567', { region: 'NORA' })).toBe('+14581234567');
    expect(e164('+45 81 23 45 67', { region: 'NORA' })).toBe('+4581234567');
  });

  it('uses a server country list and the region default mask for maskless countries', () => {
    const countries = [{ name: 'Austria', dialCode: '43', code: 'AT' }];
    expect(e164('+43 664 123 4567', { countries, region: 'EMEA' })).toBe('+436641234567');
    expect(parsePhone('+43 664 123', { countries })._unsafeUnwrapErr().message).toBe(PHONE_INVALID_MESSAGE);
  });

  it('refuses empty input and numbers that fit nothing', () => {
    expect(parsePhone('')._unsafeUnwrapErr().message).toBe('A valid phone number is required');
    expect(parsePhone('abc').isErr()).toBe(true);
    expect(parsePhone('+33 6 12 34').isErr()).toBe(true);
  });
});

describe('validatePhone and normalisePhone', () => {
  it('in region NORA requires 10 digits starting 2 to 9', () => {
    expect(validatePhone('(212) 555-1234', { region: 'NORA' }).isOk()).toBe(true);
    expect(validatePhone('1 212 555 1234', { region: 'NORA' }).isOk()).toBe(true);
    const bad = validatePhone('(112) 555-1234', { region: 'NORA' });
    expect(bad._unsafeUnwrapErr().message).toBe('A valid phone number is required');
    expect(validatePhone('+33 6 12 34 56 78', { region: 'NORA' }).isErr()).toBe(true);
    expect(validatePhone('555-1234', { region: 'NORA' }).isErr()).toBe(true);
  });

  it('accepts other countries outside NORA but not impossible +1 numbers', () => {
    expect(validatePhone('+33 6 12 34 56 78', { region: 'EMEA' }).isOk()).toBe(true);
    expect(validatePhone('06 12 34 56 78', { region: 'EMEA' }).isErr()).toBe(true);
  });

  it('normalises to plus, dial code and national digits', () => {
    expect(normalisePhone('+44 (0)7911 123456')._unsafeUnwrap()).toBe('+447911123456');
    expect(normalisePhone('212.555.1234')._unsafeUnwrap()).toBe('+12125551234');
  });

  it('formats with the fitting mask', () => {
    const fr = parsePhone('+33612345678')._unsafeUnwrap();
    expect(formatPhoneNational(fr)).toBe('6 12 34 56 78');
    expect(formatPhone(fr)).toBe('+33 6 12 34 56 78');
    expect(formatPhone(parsePhone('2125551234')._unsafeUnwrap())).toBe('+1 (212) 555 - 1234');
    expect(formatPhone(parsePhone('+4915123456789')._unsafeUnwrap())).toBe('+49 1512 3456789');
  });
});

// A country and a national number that fits one of its masks; a UK national part never starts with 0.
const listedNumberArb = fc.constantFrom(...PHONE_COUNTRIES).chain((country) =>
  fc.constantFrom(...phoneMasksFor(country, 'EMEA')).chain((mask) =>
    fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: phoneMaskDigitCount(mask), maxLength: phoneMaskDigitCount(mask) })
      .map((digits) => digits.join(''))
      .filter((national) => !(country.dialCode === '44' && national.startsWith('0')))
      .map((national) => ({ country, national })),
  ),
);

describe('phone laws', () => {
  it('law: formatting then parsing a phone number gives it back', () => {
    fc.assert(
      fc.property(listedNumberArb, fc.constantFrom('EMEA', 'NORA'), ({ country, national }, region) => {
        const phone = parsePhone(`+${country.dialCode}${national}`, { region: 'EMEA' })._unsafeUnwrap();
        const again = parsePhone(formatPhone(phone, { region: 'EMEA' }), { region });
        expect(again._unsafeUnwrap()).toEqual(phone);
        expect(phone.e164).toBe(`+${country.dialCode}${national}`);
      }),
    );
  });

  it('law: any punctuation around the digits does not change the parsed number', () => {
    const noise = fc.constantFrom(' ', '-', '.', '(', ')', '/');
    fc.assert(
      fc.property(listedNumberArb, fc.array(noise, { maxLength: 5 }), ({ country, national }, junk) => {
        const plain = `+${country.dialCode}${national}`;
        const noisy = `+${junk.join('')}${country.dialCode}${junk.join('')}${national}${junk.join('')}`;
        expect(e164(noisy)).toBe(e164(plain));
      }),
    );
  });

  it('law: a NORA-valid number is always +1 and ten digits starting 2 to 9', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 +()-'), maxLength: 16 }), (input) => {
        const result = validatePhone(input, { region: 'NORA' });
        if (result.isOk()) expect(result.value.e164).toMatch(/^\+1[2-9]\d{9}$/);
      }),
    );
  });
});
