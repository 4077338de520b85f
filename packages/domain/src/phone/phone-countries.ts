import type { PhoneCountry } from './phone-country.js';
import { PHONE_MASK_FRANCE, PHONE_MASK_NORTH_AMERICA, PHONE_MASKS_GERMANY } from './phone-masks.js';

/**
 * The built-in country list, used when the country list service has not answered.
 * Austria and Mexico have no mask on purpose: their 10-digit numbers fit the region default.
 * Dial codes are prefix-free, so at most one of them can start a number.
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { name: 'United States', dialCode: '1', code: 'US', mask: PHONE_MASK_NORTH_AMERICA },
  { name: 'Canada', dialCode: '1', code: 'CA', mask: PHONE_MASK_NORTH_AMERICA },
  { name: 'United Kingdom', dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
  { name: 'France', dialCode: '33', code: 'FR', mask: PHONE_MASK_FRANCE },
  { name: 'Germany', dialCode: '49', code: 'DE', mask: [...PHONE_MASKS_GERMANY] },
  { name: 'Italy', dialCode: '39', code: 'IT', mask: 'XXX XXX XXXX' },
  { name: 'Spain', dialCode: '34', code: 'ES', mask: 'XXX XXX XXX' },
  { name: 'Netherlands', dialCode: '31', code: 'NL', mask: 'X XXXXXXXX' },
  { name: 'Belgium', dialCode: '32', code: 'BE', mask: 'XXX XX XX XX' },
  { name: 'Switzerland', dialCode: '41', code: 'CH', mask: 'XX XXX XX XX' },
  { name: 'Austria', dialCode: '43', code: 'AT' },
  { name: 'Ireland', dialCode: '353', code: 'IE', mask: 'XX XXX XXXX' },
  { name: 'Portugal', dialCode: '351', code: 'PT', mask: 'XXX XXX XXX' },
  { name: 'Poland', dialCode: '48', code: 'PL', mask: 'XXX XXX XXX' },
  { name: 'Sweden', dialCode: '46', code: 'SE', mask: 'XX XXX XX XX' },
  { name: 'Denmark', dialCode: '45', code: 'DK', mask: 'XX XX XX XX' },
  { name: 'Norway', dialCode: '47', code: 'NO', mask: 'XXX XX XXX' },
  { name: 'Australia', dialCode: '61', code: 'AU', mask: 'X XXXX XXXX' },
  { name: 'Japan', dialCode: '81', code: 'JP', mask: 'XX XXXX XXXX' },
  { name: 'Mexico', dialCode: '52', code: 'MX' },
];
