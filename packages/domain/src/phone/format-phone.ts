import type { Result } from 'neverthrow';
import { applyPhoneMask } from './apply-phone-mask.js';
import type { ParsedPhone, PhoneOptions } from './parse-phone.js';
import { validatePhone } from './validate-phone.js';
import { PHONE_COUNTRIES } from './phone-countries.js';
import { PHONE_MASK_NORTH_AMERICA, phoneMaskDigitCount, phoneMasksFor } from './phone-masks.js';
import type { PhoneError } from './phone.errors.js';

/**
 * The national part laid into its country's mask (the one whose X count fits), for display
 * next to a dial-code picker. Unknown lengths are shown as bare digits.
 * @example formatPhoneNational(parsePhone('+33612345678')._unsafeUnwrap()) // '6 12 34 56 78'
 */
export function formatPhoneNational(phone: ParsedPhone, options: PhoneOptions = {}): string {
  const countries = options.countries ?? PHONE_COUNTRIES;
  const country = countries.find((c) => c.code === phone.countryCode && c.dialCode === phone.dialCode) ?? countries.find((c) => c.dialCode === phone.dialCode);
  // The ten-digit fallback to dial code 1 may have no listed country; it is a North American number.
  const masks = country ? phoneMasksFor(country, options.region) : [PHONE_MASK_NORTH_AMERICA];
  const mask = masks.find((m) => phoneMaskDigitCount(m) === phone.nationalNumber.length);
  return mask ? applyPhoneMask(phone.nationalNumber, mask) : phone.nationalNumber;
}

/**
 * The full international display form: plus, dial code, masked national part.
 * @example formatPhone(parsePhone('2125551234')._unsafeUnwrap()) // '+1 (212) 555 - 1234'
 */
export function formatPhone(phone: ParsedPhone, options: PhoneOptions = {}): string {
  return `+${phone.dialCode} ${formatPhoneNational(phone, options)}`;
}

/**
 * Validates and normalises a phone number to `+` dial code and national digits, as stored and sent.
 * @example normalisePhone('+44 07911 123456') // ok('+447911123456')
 */
export function normalisePhone(input: string, options: PhoneOptions = {}): Result<string, PhoneError> {
  return validatePhone(input, options).map((phone) => phone.e164);
}
