import { describe, expect, it } from 'vitest';
import { maskPhoneForCountry, phoneOptionsForCountry } from './country-phone.js';
import { validatePhone } from './validate-phone.js';

describe('maskPhoneForCountry', () => {
  it('drops the UK trunk zero and lays the number into the UK mask', () => {
    expect(maskPhoneForCountry('020 7946 0301', 'GB')).toBe('2079 460301');
    expect(maskPhoneForCountry('07911123456', 'GB')).toBe('7911 123456');
    expect(maskPhoneForCountry('+44 (0)7911 123456', 'GB')).toBe('7911 123456');
    expect(maskPhoneForCountry('0044 7911 123456', 'GB')).toBe('7911 123456');
  });

  it('keeps the North American mask and a pasted +1', () => {
    expect(maskPhoneForCountry('2125551234', 'US')).toBe('(212) 555 - 1234');
    expect(maskPhoneForCountry('+1 212 555 1234', 'CA')).toBe('(212) 555 - 1234');
  });

  it('leaves countries with several masks or none as typed', () => {
    expect(maskPhoneForCountry('0171 1234567', 'DE')).toBe('0171 1234567');
    expect(maskPhoneForCountry('55 1234 5678', 'XX')).toBe('55 1234 5678');
  });
});

describe('phoneOptionsForCountry', () => {
  it('reads a national UK number as +44 without its zero', () => {
    expect(validatePhone('020 7946 0301', phoneOptionsForCountry('GB'))._unsafeUnwrap().e164).toBe('+442079460301');
    expect(validatePhone('2079 460301', phoneOptionsForCountry('gb'))._unsafeUnwrap().e164).toBe('+442079460301');
  });

  it('holds North America to the NORA rules', () => {
    expect(phoneOptionsForCountry('US')).toEqual({ region: 'NORA' });
    expect(validatePhone('020 7946 0301', phoneOptionsForCountry('US')).isErr()).toBe(true);
  });
});
