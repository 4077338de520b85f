import { stripPhoneNonDigits, applyPhoneMask } from './apply-phone-mask.js';
import type { PhoneOptions } from './parse-phone.js';
import { PHONE_UK_DIAL_CODE } from './parse-phone.js';
import { PHONE_COUNTRIES } from './phone-countries.js';
import { PHONE_REGION_NORTH_AMERICA, phoneMasksFor } from './phone-masks.js';

const NORTH_AMERICA = new Set(['US', 'CA']);

/**
 * How an address's phone is read in its country: North America by the NORA rules (dial code 1, the
 * NORA pattern); any other listed country by its own dial code, so a number typed the national way
 * (`020 7946 0301`) is read as that country's (`+44 20 7946 0301`, the UK's trunk 0 dropped).
 * @example phoneOptionsForCountry('GB') // { dialCode: '44' }
 */
export function phoneOptionsForCountry(countryCode: string): PhoneOptions {
  const code = countryCode.trim().toUpperCase();
  if (NORTH_AMERICA.has(code)) return { region: PHONE_REGION_NORTH_AMERICA };
  const country = PHONE_COUNTRIES.find((c) => c.code === code);
  return country === undefined ? {} : { dialCode: country.dialCode };
}

/**
 * The national part of a phone as typed, laid into the country's mask while typing (account
 * section 5): a pasted international prefix is dropped, and for the UK (44) the leading zero too,
 * so `07911 123456` shows as `7911 123456`. Countries with several masks (Germany) or none are
 * left as typed.
 * @example maskPhoneForCountry('020 7946 0301', 'GB') // '2079 460301'
 * @example maskPhoneForCountry('2125551234', 'US') // '(212) 555 - 1234'
 */
export function maskPhoneForCountry(value: string, countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  const country = PHONE_COUNTRIES.find((c) => c.code === code);
  if (country === undefined) return value;
  const masks = phoneMasksFor(country, NORTH_AMERICA.has(code) ? PHONE_REGION_NORTH_AMERICA : undefined);
  const [mask] = masks;
  if (mask === undefined || masks.length > 1) return value;
  let digits = stripPhoneNonDigits(value);
  const typedInternational = value.trim().startsWith('+') || value.trim().startsWith('00');
  if (value.trim().startsWith('00')) digits = digits.slice(2);
  // A pasted +1 number keeps its national part (11 digits starting 1); any other country drops its dial code when typed with +.
  if (country.dialCode === '1' && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (typedInternational && digits.startsWith(country.dialCode)) digits = digits.slice(country.dialCode.length);
  if (country.dialCode === PHONE_UK_DIAL_CODE && digits.startsWith('0')) digits = digits.slice(1);
  return applyPhoneMask(digits, mask);
}
