export { phoneCountrySchema } from './phone-country.js';
export type { PhoneCountry } from './phone-country.js';
export { PHONE_COUNTRIES } from './phone-countries.js';
export {
  PHONE_REGION_NORTH_AMERICA,
  PHONE_MASK_NORTH_AMERICA,
  PHONE_MASK_DEFAULT,
  PHONE_MASK_FRANCE,
  PHONE_MASKS_GERMANY,
  phoneMaskDigitCount,
  phoneMasksFor,
} from './phone-masks.js';
export { PHONE_INVALID_MESSAGE, PhoneError } from './phone.errors.js';
export { stripPhoneNonDigits, applyPhoneMask } from './apply-phone-mask.js';
export { PHONE_FALLBACK_DIAL_CODE, PHONE_UK_DIAL_CODE, parsePhone } from './parse-phone.js';
export type { ParsedPhone, PhoneOptions } from './parse-phone.js';
export { PHONE_NORTH_AMERICA_PATTERN, validatePhone } from './validate-phone.js';
export { formatPhone, formatPhoneNational, normalisePhone } from './format-phone.js';
export { maskPhoneForCountry, phoneOptionsForCountry } from './country-phone.js';
