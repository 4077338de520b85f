export { PHONE_REGION_NORTH_AMERICA, PHONE_MASK_NORTH_AMERICA } from './phone-masks.js';
export { PHONE_INVALID_MESSAGE } from './phone.errors.js';
export { stripPhoneNonDigits, applyPhoneMask } from './apply-phone-mask.js';
export type { PhoneOptions } from './parse-phone.js';
export { validatePhone } from './validate-phone.js';
export { maskPhoneForCountry } from './country-phone.js';
export { phoneOptionsForCountry } from './country-phone.js';
export { PHONE_COUNTRIES } from './phone-countries.js';
